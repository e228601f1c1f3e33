// The browser globals the app's modules expect, from one jsdom window (as global-jsdom would): the build's
// prerendering and the server's render worker install them in their own process or thread, never in the server's.
import { JSDOM } from 'jsdom';

export function installBrowserGlobals(url: string): JSDOM {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url, pretendToBeVisual: true });
  const { window } = dom;
  const globals = globalThis as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (key in globals) continue;
    globals[key] = (window as unknown as Record<string, unknown>)[key];
  }
  globals.window = window;
  globals.document = window.document;
  // Node 21 and later have a navigator of their own, a getter on globalThis that an assignment cannot replace.
  Object.defineProperty(globalThis, 'navigator', { value: window.navigator, configurable: true, writable: true });
  globals.matchMedia ??= () => ({ matches: false, addEventListener() {}, removeEventListener() {} });
  // jsdom has none; a browser has one, and what renders differently without it (the comparison's rows) must
  // render here as the browser's first render does.
  globals.IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
  return dom;
}

/** Forgets what the last page stored (cookies, storage): each render is a browser of its own. */
export function resetBrowserState(window: Window): void {
  for (const pair of window.document.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (name) window.document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
}
