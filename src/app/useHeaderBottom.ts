// Toasts and banners float at the top of the viewport; the header's controls (language, user menu) are there too.
// The layouts publish where their header ends as a CSS custom property, and toastHost.css and globalLayer.css start
// below it, so nothing covers the controls. A header that scrolls away (public pages) moves the line up with it.
import { useEffect, type RefObject } from 'react';

export const HEADER_BOTTOM_PROPERTY = '--app-header-bottom';

export function usePublishHeaderBottom(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    let frame = 0;
    const publish = () => {
      frame = 0;
      const bottom = Math.max(0, Math.round(header.getBoundingClientRect().bottom));
      root.style.setProperty(HEADER_BOTTOM_PROPERTY, `${bottom}px`);
    };
    // Once per frame at most, however many scroll events arrive.
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(publish);
    };
    // A ResizeObserver reports the header once after the layout that shows it, and again when it changes size, at
    // a moment when reading its position costs nothing; measuring here would force a layout of the whole new page.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : null;
    if (observer === null) publish();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    observer?.observe(header);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      root.style.removeProperty(HEADER_BOTTOM_PROPERTY);
    };
  }, [ref]);
}
