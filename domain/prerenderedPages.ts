// The pages rendered to HTML at build time, in every language: the build writes
// dist/prerendered/<name>.<locale>.html, the server sends it for the path to a visitor without a session, and
// the browser hydrates it. `chunk` is the route's webpackChunkName and `messages` its message bundles (both as
// in src/routes/routeTable.tsx and groups/): their scripts are preloaded and the chunk's styles linked, so the page is
// styled before any script runs and hydrates without waiting for one file after another.
import { LOCALES, type Locale } from './locales';

/**
 * `messages`: names of src/lib/i18n/messageBundles.ts (a test holds them to it: the domain imports no lib).
 * `locale`: a page whose path names its language is rendered and sent in that language only.
 */
type PrerenderedPage = { name: string; path: string; chunk: string; messages: readonly string[]; locale?: Locale };

export const PRERENDERED_PAGES = [
  { name: 'form', path: '/form/', chunk: 'page-form', messages: ['form'] },
  { name: 'login', path: '/login', chunk: 'page-login', messages: ['login'] },
  { name: 'calculator', path: '/beregner', chunk: 'page-calculator', messages: ['calculator'], locale: 'da' },
  { name: 'calculator', path: '/en/calculator', chunk: 'page-calculator', messages: ['calculator'], locale: 'en' },
] as const satisfies readonly PrerenderedPage[];

/** The languages a prerendered page is rendered in: its path's, else every one. */
export const prerenderedLocales = (page: PrerenderedPage): readonly Locale[] => (page.locale ? [page.locale] : LOCALES);

export type PrerenderedPageName = (typeof PRERENDERED_PAGES)[number]['name'];

export const PRERENDERED_DIR = 'prerendered';

export const prerenderedFile = (name: PrerenderedPageName, locale: string) => `${name}.${locale}.html`;

/** The cookie the browser mirrors a guest's language into, so the server can send the page in that language. */
export const GUEST_LOCALE_COOKIE = 'locale';

/** Set on #root of a prerendered page: the language it was rendered in. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
