// The app's i18n instance. Each language's message bundles (messageBundles.ts) are chunks of their own, fetched
// when a route asks for them; Danish core alone is in the entry chunk, so the first page renders without waiting.
import daCore from '../../../translations/da.json?bundle=core';
import { createI18n, type Messages } from './i18n';
import type { Locale } from '../../../domain/locales';
import type { BundleName } from './messageBundles';

type BundleModule = { default: Messages };

// One literal import per language and bundle: webpack makes a chunk of each, and cannot from a computed query.
const bundleChunks: Record<Locale, Record<BundleName, () => Promise<BundleModule>>> = {
  da: {
    // In the entry chunk: createI18n has it from the start and never asks.
    core: async () => ({ default: daCore }),
    form: () => import(/* webpackChunkName: "i18n-da-form" */ '../../../translations/da.json?bundle=form'),
    formSteps: () =>
      import(/* webpackChunkName: "i18n-da-form-steps" */ '../../../translations/da.json?bundle=formSteps'),
    rfqs: () => import(/* webpackChunkName: "i18n-da-rfqs" */ '../../../translations/da.json?bundle=rfqs'),
    leads: () => import(/* webpackChunkName: "i18n-da-leads" */ '../../../translations/da.json?bundle=leads'),
    meetings: () => import(/* webpackChunkName: "i18n-da-meetings" */ '../../../translations/da.json?bundle=meetings'),
    documents: () =>
      import(/* webpackChunkName: "i18n-da-documents" */ '../../../translations/da.json?bundle=documents'),
    messages: () => import(/* webpackChunkName: "i18n-da-messages" */ '../../../translations/da.json?bundle=messages'),
    compare: () => import(/* webpackChunkName: "i18n-da-compare" */ '../../../translations/da.json?bundle=compare'),
    reputation: () =>
      import(/* webpackChunkName: "i18n-da-reputation" */ '../../../translations/da.json?bundle=reputation'),
    economy: () => import(/* webpackChunkName: "i18n-da-economy" */ '../../../translations/da.json?bundle=economy'),
    mortgageSurveillance: () =>
      import(
        /* webpackChunkName: "i18n-da-mortgage-surveillance" */ '../../../translations/da.json?bundle=mortgageSurveillance'
      ),
    analyst: () => import(/* webpackChunkName: "i18n-da-analyst" */ '../../../translations/da.json?bundle=analyst'),
    staff: () => import(/* webpackChunkName: "i18n-da-staff" */ '../../../translations/da.json?bundle=staff'),
    profile: () => import(/* webpackChunkName: "i18n-da-profile" */ '../../../translations/da.json?bundle=profile'),
    rate: () => import(/* webpackChunkName: "i18n-da-rate" */ '../../../translations/da.json?bundle=rate'),
    calculator: () =>
      import(/* webpackChunkName: "i18n-da-calculator" */ '../../../translations/da.json?bundle=calculator'),
    validation: () =>
      import(/* webpackChunkName: "i18n-da-validation" */ '../../../translations/da.json?bundle=validation'),
    consent: () => import(/* webpackChunkName: "i18n-da-consent" */ '../../../translations/da.json?bundle=consent'),
    login: () => import(/* webpackChunkName: "i18n-da-login" */ '../../../translations/da.json?bundle=login'),
    password: () => import(/* webpackChunkName: "i18n-da-password" */ '../../../translations/da.json?bundle=password'),
    publicPages: () =>
      import(/* webpackChunkName: "i18n-da-public-pages" */ '../../../translations/da.json?bundle=publicPages'),
    passwordStrength: () =>
      import(
        /* webpackChunkName: "i18n-da-password-strength" */ '../../../translations/da.json?bundle=passwordStrength'
      ),
  },
  en: {
    // The name the whole English file had before bundles: the prerender build preloads it for English pages.
    core: () => import(/* webpackChunkName: "i18n-en" */ '../../../translations/en.json?bundle=core'),
    form: () => import(/* webpackChunkName: "i18n-en-form" */ '../../../translations/en.json?bundle=form'),
    formSteps: () =>
      import(/* webpackChunkName: "i18n-en-form-steps" */ '../../../translations/en.json?bundle=formSteps'),
    rfqs: () => import(/* webpackChunkName: "i18n-en-rfqs" */ '../../../translations/en.json?bundle=rfqs'),
    leads: () => import(/* webpackChunkName: "i18n-en-leads" */ '../../../translations/en.json?bundle=leads'),
    meetings: () => import(/* webpackChunkName: "i18n-en-meetings" */ '../../../translations/en.json?bundle=meetings'),
    documents: () =>
      import(/* webpackChunkName: "i18n-en-documents" */ '../../../translations/en.json?bundle=documents'),
    messages: () => import(/* webpackChunkName: "i18n-en-messages" */ '../../../translations/en.json?bundle=messages'),
    compare: () => import(/* webpackChunkName: "i18n-en-compare" */ '../../../translations/en.json?bundle=compare'),
    reputation: () =>
      import(/* webpackChunkName: "i18n-en-reputation" */ '../../../translations/en.json?bundle=reputation'),
    economy: () => import(/* webpackChunkName: "i18n-en-economy" */ '../../../translations/en.json?bundle=economy'),
    mortgageSurveillance: () =>
      import(
        /* webpackChunkName: "i18n-en-mortgage-surveillance" */ '../../../translations/en.json?bundle=mortgageSurveillance'
      ),
    analyst: () => import(/* webpackChunkName: "i18n-en-analyst" */ '../../../translations/en.json?bundle=analyst'),
    staff: () => import(/* webpackChunkName: "i18n-en-staff" */ '../../../translations/en.json?bundle=staff'),
    profile: () => import(/* webpackChunkName: "i18n-en-profile" */ '../../../translations/en.json?bundle=profile'),
    rate: () => import(/* webpackChunkName: "i18n-en-rate" */ '../../../translations/en.json?bundle=rate'),
    calculator: () =>
      import(/* webpackChunkName: "i18n-en-calculator" */ '../../../translations/en.json?bundle=calculator'),
    validation: () =>
      import(/* webpackChunkName: "i18n-en-validation" */ '../../../translations/en.json?bundle=validation'),
    consent: () => import(/* webpackChunkName: "i18n-en-consent" */ '../../../translations/en.json?bundle=consent'),
    login: () => import(/* webpackChunkName: "i18n-en-login" */ '../../../translations/en.json?bundle=login'),
    password: () => import(/* webpackChunkName: "i18n-en-password" */ '../../../translations/en.json?bundle=password'),
    publicPages: () =>
      import(/* webpackChunkName: "i18n-en-public-pages" */ '../../../translations/en.json?bundle=publicPages'),
    passwordStrength: () =>
      import(
        /* webpackChunkName: "i18n-en-password-strength" */ '../../../translations/en.json?bundle=passwordStrength'
      ),
  },
};

const warned = new Set<string>();

export const appI18n = createI18n({
  defaultLocale: 'da',
  defaultMessages: daCore as Messages,
  load: (locale, bundle) => bundleChunks[locale][bundle]().then((module) => module.default),
  onMissing(id, locale) {
    if (process.env.NODE_ENV === 'production' || warned.has(`${locale}:${id}`)) return;
    warned.add(`${locale}:${id}`);
    console.warn(`[i18n] missing translation "${id}" for ${locale}`);
  },
  onActivate(locale) {
    // The server's render has no document: the page's language is written into its HTML there (pageHtml.ts).
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
  },
});
