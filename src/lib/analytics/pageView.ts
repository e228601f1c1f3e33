// Virtual page views for the tag manager's data layer (§2: after each navigation, after 100 ms; §9).
export const PAGE_VIEW_DELAY_MS = 100;

export type PageViewEvent = { event: 'virtualPageView'; path: string; title: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

// Secrets in paths (reset, rating and unsubscribe tokens) must not reach analytics.
const TOKEN_SEGMENT = /\/(password\/reset|rate)\/[^/]+/;

export function analyticsPath(pathname: string): string {
  return pathname.replace(TOKEN_SEGMENT, '/$1/:token');
}

export function pushPageView(pathname: string, title: string): void {
  window.dataLayer ??= [];
  const event: PageViewEvent = { event: 'virtualPageView', path: analyticsPath(pathname), title };
  window.dataLayer.push(event);
}
