import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes (rotation, resizing); false where there is no matchMedia.
 * `rendered`: what the server rendered for it, which hydration must start from.
 */
export function useMediaQuery(query: string, rendered = false): boolean {
  const subscribe = (onChange: () => void) => {
    if (typeof window.matchMedia !== 'function') return () => {};
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
  const snapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, snapshot, () => rendered);
}
