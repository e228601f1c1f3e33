// Every path of the app in one place (§2): the route table reads `path`, links and redirects call `getHref`.
import type { StepLabel } from './formRecord';
import type { Locale } from './locales';

const enc = encodeURIComponent;
const fixed = (path: string) => ({ path, getHref: () => path });

export const paths = {
  root: fixed('/'),
  home: fixed('/home'),

  rfqs: {
    root: fixed('/rfqs'),
    current: fixed('/rfqs/current'),
    getOffers: fixed('/rfqs/get-offers'),
    abort: fixed('/rfqs/abort'),
    documents: fixed('/rfqs/documents'),
  },
  lead: {
    overview: {
      path: '/rfqs/:rfqId/leads/:leadId',
      getHref: (rfqId: Id, leadId: Id) => `/rfqs/${enc(rfqId)}/leads/${enc(leadId)}`,
    },
    meetings: {
      path: '/rfqs/:rfqId/leads/:leadId/meetings',
      getHref: (rfqId: Id, leadId: Id) => `/rfqs/${enc(rfqId)}/leads/${enc(leadId)}/meetings`,
    },
    meeting: {
      path: '/rfqs/:rfqId/leads/:leadId/meetings/:meetingId',
      getHref: (rfqId: Id, leadId: Id, meetingId: Id) =>
        `/rfqs/${enc(rfqId)}/leads/${enc(leadId)}/meetings/${enc(meetingId)}`,
    },
    documents: {
      path: '/rfqs/:rfqId/leads/:leadId/documents',
      getHref: (rfqId: Id, leadId: Id) => `/rfqs/${enc(rfqId)}/leads/${enc(leadId)}/documents`,
    },
    messages: {
      path: '/rfqs/:rfqId/leads/:leadId/messages',
      getHref: (rfqId: Id, leadId: Id) => `/rfqs/${enc(rfqId)}/leads/${enc(leadId)}/messages`,
    },
    /** The offer's standard information sheet (SEF / ESIS), also as a PDF. */
    offerInformation: {
      path: '/rfqs/:rfqId/leads/:leadId/offer/information',
      getHref: (rfqId: Id, leadId: Id) => `/rfqs/${enc(rfqId)}/leads/${enc(leadId)}/offer/information`,
    },
    offer: {
      path: '/rfqs/:rfqId/leads/:leadId/offer/:productType/:productId',
      getHref: (rfqId: Id, leadId: Id, productType: string, productId: Id) =>
        `/rfqs/${enc(rfqId)}/leads/${enc(leadId)}/offer/${enc(productType)}/${enc(productId)}`,
    },
  },
  /** leadIds: the leads to show side by side; 0 is the customer's own entry (§3 Offer comparison). */
  compareOffers: {
    path: '/rfqs/:rfqId/compare-offers/:leadIds?',
    getHref: (rfqId: Id, leadIds: readonly Id[] = []) =>
      `/rfqs/${enc(rfqId)}/compare-offers${leadIds.length ? `/${leadIds.map(String).join(',')}` : ''}`,
  },
  documents: fixed('/documents'),
  /** A lender's page: its customers' ratings. */
  lender: {
    path: '/lenders/:supplierId',
    getHref: (supplierId: Id) => `/lenders/${enc(supplierId)}`,
  },

  economy: {
    root: fixed('/economy'),
    budget: fixed('/economy/budget'),
    familyAndWork: fixed('/economy/family-and-work'),
    editFamily: fixed('/economy/family-and-work/edit-family'),
    editWork: fixed('/economy/family-and-work/edit-work'),
    properties: fixed('/economy/properties'),
    addProperty: {
      path: '/economy/properties/add/:propertyType',
      getHref: (propertyType: string) => `/economy/properties/add/${enc(propertyType)}`,
    },
    editProperties: fixed('/economy/properties/edit'),
    property: {
      path: '/economy/properties/:propertyId',
      getHref: (propertyId: Id) => `/economy/properties/${enc(propertyId)}`,
    },
    otherAssets: fixed('/economy/other-assets'),
    addOtherAsset: {
      path: '/economy/other-assets/add/:assetSubType',
      getHref: (assetSubType: string) => `/economy/other-assets/add/${enc(assetSubType)}`,
    },
    editOtherAssets: fixed('/economy/other-assets/edit'),
    otherAsset: {
      path: '/economy/other-assets/:assetType/:assetId',
      getHref: (assetType: string, assetId: Id) => `/economy/other-assets/${enc(assetType)}/${enc(assetId)}`,
    },
    savings: fixed('/economy/savings'),
    editSavings: fixed('/economy/savings/edit'),
    otherDebt: fixed('/economy/other-debt'),
    addOtherDebt: {
      path: '/economy/other-debt/add/:liabilityType',
      getHref: (liabilityType: string) => `/economy/other-debt/add/${enc(liabilityType)}`,
    },
    editOtherDebt: fixed('/economy/other-debt/edit'),
  },

  mortgageSurveillance: {
    root: fixed('/mortgage-surveillance'),
    consent: fixed('/mortgage-surveillance/consent'),
    property: {
      path: '/mortgage-surveillance/property/:propertyId',
      getHref: (propertyId: Id) => `/mortgage-surveillance/property/${enc(propertyId)}`,
    },
    disabled: fixed('/mortgage-surveillance-disabled'),
  },

  profile: fixed('/profile'),
  editProfile: fixed('/profile/edit'),
  messages: fixed('/messages'),
  leadMessages: { path: '/messages/lead/:leadId', getHref: (leadId: Id) => `/messages/lead/${enc(leadId)}` },
  /** Recorded wizard sessions, replayed for analysts (users with the analyst role; the API answers others 403). */
  analyst: fixed('/analyst'),
  /** Where an admin and a lender's user land (§6): what their work is and where it is done, and signing out. */
  staff: {
    admin: fixed('/admin/dashboard'),
    supplier: fixed('/supplier/dashboard'),
  },

  form: {
    root: fixed('/form'),
    start: fixed('/form/'),
    /** The step's path in the given language (§2: each step has an English and a Danish path). */
    step: {
      getHref: (label: StepLabel, locale: Locale) =>
        label === 'start' ? '/form/' : `/form/${FORM_STEP_SLUGS[label][locale]}`,
    },
  },

  /** The public loan calculator, one path per language (its language follows the path: prerenderedPages.ts). */
  calculator: {
    da: fixed('/beregner'),
    en: fixed('/en/calculator'),
    getHref: (locale: Locale, search = '') => `${locale === 'en' ? '/en/calculator' : '/beregner'}${search}`,
  },

  login: fixed('/login'),
  forgotPassword: fixed('/password/email'),
  resetPassword: {
    path: '/password/reset/:token',
    getHref: (token: string, email?: string) => `/password/reset/${enc(token)}${email ? `?email=${enc(email)}` : ''}`,
  },

  brazeUnsubscribe: fixed('/braze-unsubscribe'),
  consentThankYou: fixed('/consent-given/thank-you'),
  /** The terms the customer accepts on the form's profile step. */
  terms: fixed('/terms'),
  unsuccessful: fixed('/unsuccessful'),
  rateSupplier: {
    path: '/rate/:customerSupplierRatingToken',
    getHref: (token: string) => `/rate/${enc(token)}`,
  },
  notFound: fixed('/404'),
  forbidden: fixed('/403'),
} as const;

type Id = string | number;

/** The URL slug of each form step but the first, in English and Danish (§2 Request form). */
export const FORM_STEP_SLUGS: Record<Exclude<StepLabel, 'start'>, Record<Locale, string>> = {
  unsatisfied: { en: 'unsatisfied', da: 'utilfreds' },
  housingSituation: { en: 'housing-situation', da: 'boligsituation' },
  otherAssets: { en: 'other-belongings', da: 'andre-ejendele' },
  savings: { en: 'savings', da: 'opsparing' },
  aboutYou: { en: 'about-you', da: 'om-dig' },
  employment: { en: 'employment', da: 'beskaeftigelse' },
  otherDebt: { en: 'other-debt', da: 'anden-gaeld' },
  wishes: { en: 'wishes', da: 'oensker' },
  profile: { en: 'profile', da: 'profil' },
};

/** A form step's route id: the step label plus the language (`aboutYou_da`); the first step is just `start`. */
export function formStepRouteId(label: StepLabel, locale: Locale): string {
  return label === 'start' ? 'start' : `${label}_${locale}`;
}

/**
 * Paths that name their language (the calculator's): the page is shown in it whatever the visitor chose before.
 * Here rather than read from prerenderedPages.ts, so the entry's route guards need no list of pages.
 */
const PATH_LOCALES: Readonly<Record<string, Locale>> = { '/beregner': 'da', '/en/calculator': 'en' };

/** The language a path names, or null for a path that names none. */
export const localeOfPath = (pathname: string): Locale | null => PATH_LOCALES[pathname] ?? null;

/** Names of routes others look up (§2 "Named routes seen: login, home"). */
export const ROUTE_IDS = { home: 'home', login: 'login', formStart: 'start' } as const;
