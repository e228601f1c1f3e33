// The browser globals the build's prerendering of the entry pages (scripts/build/prerenderPlugin.ts) renders
// under, from one jsdom window (as global-jsdom would), in the build's process only. The server's render worker has
// none since issue 49: it renders with Node's globals (renderWorker.ts).
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
