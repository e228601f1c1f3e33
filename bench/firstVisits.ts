/**
 * The lazy chunk groups (webpackChunkName in src/routes/routeTable.tsx and groups/) a first visit to each path needs, with the
 * Danish message bundles its route loads (src/lib/i18n/appI18n.ts). Update when a route's chunks or bundles change.
 */
export const FIRST_VISIT_GROUPS: Record<string, string[]> = {
  '/form/': ['page-form', 'i18n-da-form'],
  '/login': ['page-login', 'i18n-da-login'],
  comparison: ['shell', 'page-compare-offers', 'i18n-da-compare'],
  '/beregner': ['page-calculator', 'i18n-da-calculator'],
};
