// What a real visit reports about its speed (Core Web Vitals): the metrics, the route patterns they are filed
// under and the share of visits that report. The browser names the route and the server accepts only these.
import { FORM_STEP_SLUGS, paths } from './paths';

/** LCP and INP in milliseconds, CLS a unitless layout-shift score (web-vitals' own units). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The share of visits that report when VITALS_SAMPLE_RATE is not set: enough for percentiles, little traffic. */
export const DEFAULT_VITALS_SAMPLE_RATE = 0.1;

/** Far above anything a browser measures (a minute); a larger value is not a measurement. */
export const MAX_VITAL_VALUE = 60_000;

function collectPatterns(node: unknown, into: Set<string>): void {
  if (!node || typeof node !== 'object') return;
  const { path } = node as { path?: unknown };
  if (typeof path === 'string') into.add(path);
  for (const child of Object.values(node)) collectPatterns(child, into);
}

/**
 * Every page's route pattern (`/rfqs/:rfqId/leads/:leadId`), as the route table declares them in `paths`, and the
 * form's steps in both languages. Patterns, never paths: ids and tokens stay out of every label.
 */
export const VITAL_ROUTE_PATTERNS: readonly string[] = (() => {
  const patterns = new Set<string>();
  collectPatterns(paths, patterns);
  for (const slugs of Object.values(FORM_STEP_SLUGS))
    for (const slug of Object.values(slugs)) patterns.add(`${paths.form.root.path}/${slug}`);
  return [...patterns].sort();
})();

/** The label of a page that matches no pattern (the SPA shows its 404 there). */
export const UNKNOWN_ROUTE = '(other)';

const segments = (path: string) => path.split('/').filter(Boolean);

function matches(pattern: string, path: string[]): boolean {
  const parts = segments(pattern);
  let i = 0;
  for (const part of parts) {
    if (part.startsWith(':')) {
      if (i < path.length) i += 1;
      else if (!part.endsWith('?')) return false;
    } else if (path[i] === part) i += 1;
    else return false;
  }
  return i === path.length;
}

/** The route pattern a location's path belongs to; literal patterns win over ones with parameters. */
export function routePatternOf(pathname: string): string {
  const path = segments(pathname);
  const literal = VITAL_ROUTE_PATTERNS.find((p) => !p.includes(':') && matches(p, path));
  return literal ?? VITAL_ROUTE_PATTERNS.find((p) => matches(p, path)) ?? UNKNOWN_ROUTE;
}
