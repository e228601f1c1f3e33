// The message bundles, by key prefix: core ships in the entry (Danish) and every page needs it; a feature's bundle
// loads with its route's chunk. A bundle may overlap another. A prefix written `!prefix` leaves those keys out, and
// the longest prefix that matches a key decides (`!public.terms.` with `public.terms.title`: the title stays in). Keys in no bundle are the server's own (mails, API
// errors it translates itself) and never reach the browser.
export const MESSAGE_BUNDLES = {
  /** The layouts, menus, global layer, shared components, route titles, login and the public pages. */
  core: [
    'app.',
    'auth.',
    // The MitID texts are the sign-in page's, the profile's and the form's (their bundles), not every page's; the
    // password pages' texts are theirs (password), their titles the route table's.
    '!auth.mitid.',
    '!auth.forgot.',
    'auth.forgot.title',
    '!auth.reset.',
    'auth.reset.title',
    // The sign-in form's texts are its page's (login), the fields' the pages with those fields; the title stays for
    // the route table, and the forgotten-password link for the form's sign-in in place.
    '!auth.login.',
    'auth.login.title',
    'auth.login.forgot',
    '!auth.fields.',
    // What the server says in its own words (it translates these itself): never shown from the browser's bundles.
    '!auth.failed',
    '!auth.throttle',
    '!auth.csrfMismatch',
    '!auth.unauthenticated',
    '!auth.forbidden',
    'banner.',
    'common.',
    'errors.',
    '!errors.validation',
    '!errors.malformedBody',
    '!errors.bodyTooLarge',
    '!errors.unsupportedMediaType',
    '!errors.notFound',
    'form.serverError',
    'form.steps.',
    'language.',
    'leadStatus.',
    'messages.nav.',
    'nav.',
    'page.',
    'product.',
    'public.',
    // The terms' and the unsubscribe page's texts are theirs (publicPages), and the unsuccessful and consent thanks pages'; their titles are the route table's.
    '!public.terms.',
    'public.terms.title',
    '!public.braze.',
    'public.braze.title',
    '!public.unsuccessful.',
    'public.unsuccessful.title',
    '!public.consentThankYou.',
    'public.consentThankYou.title',
    'state.',
    'term.',
    'toast.',
    'userMenu.',
  ],
  /**
   * The form's frame and its start step, the first visit of /form/: the later steps' own texts are formSteps', which
   * each of their chunks brings (the next step's is fetched when the browser is idle, so Next never waits for it).
   */
  form: [
    'form.',
    '!form.aboutYou.',
    '!form.address.',
    '!form.assets.',
    '!form.debt.',
    '!form.employment.',
    '!form.field.',
    '!form.hint.',
    '!form.housing.',
    '!form.list.',
    '!form.otherDebt.',
    '!form.profile.',
    '!form.savings.',
    '!form.unsatisfied.',
    '!form.wishes.',
    '!form.optional',
    'options.personaTypes.',
    // The start step's rules (a choice of a listed purpose).
    'validation.default',
    'validation.required',
    'validation.in',
  ],
  /** The steps after the start: their labels, lists, hints, addresses, MitID sign-up and every rule's text. */
  formSteps: [
    'form.aboutYou.',
    'form.address.',
    'form.assets.',
    'form.debt.',
    'form.employment.',
    'form.field.',
    'form.hint.',
    'form.housing.',
    'form.list.',
    'form.otherDebt.',
    'form.profile.',
    'form.savings.',
    'form.unsatisfied.',
    'form.wishes.',
    'form.optional',
    'options.',
    'validation.',
    'address.',
    'auth.mitid.',
  ],
  rfqs: [
    'home.',
    'currentRfq.',
    'getOffers.',
    'abortRfq.',
    'startRequest.',
    'leadList.',
    'rfqProgress.',
    'rateRisk.',
    'ranking.',
    'lostReason.',
  ],
  leads: [
    'leadOverview.',
    'offerDetail.',
    'productFacts.',
    'savings.',
    'offerExplanation.',
    'reputation.',
    'acceptance.',
    'documentRequest.',
    'sheet.',
    'rateRisk.',
    'lostReason.',
    // The MitID confirmation the choice asks a linked customer for, and how its round trip ended (MitidStepUp).
    'auth.mitid.',
  ],
  meetings: ['meetings.', 'validation.'],
  documents: ['documents.', 'documentRequest.', 'eskat.', 'leadOverview.', 'auth.mitid.'],
  messages: ['messages.'],
  compare: [
    'compare.',
    'offerExplanation.',
    'reputation.',
    'acceptance.',
    'rateRisk.',
    'sheet.open',
    'ranking.',
    'auth.mitid.',
  ],
  reputation: ['reputation.'],
  economy: ['economy.', 'options.', 'validation.', 'address.'],
  mortgageSurveillance: ['mortgageSurveillance.', 'options.residenceTypes.', 'options.mortgageKinds.', 'validation.'],
  analyst: ['analyst.'],
  /** The pages where an admin and a lender's user land. */
  staff: ['staff.'],
  profile: ['profile.', 'validation.', 'auth.mitid.', 'auth.fields.'],
  rate: ['rate.', 'validation.stars'],
  /** The public loan calculator (/beregner, /en/calculator). */
  calculator: ['calculator.'],
  /** The cookie banner and its settings, with the banner's chunk. */
  consent: ['consent.'],
  /** The rules' texts (§5), for the sign-in and password forms; the feature bundles with forms include them. */
  validation: ['validation.'],
  /**
   * The sign-in page: its form's texts and MitID's (its button, the outcome of a round trip, linking). The rules'
   * texts (validation) load with its rules, on the first blur or submit or when the browser is idle.
   */
  login: ['auth.mitid.', 'auth.login.', 'auth.fields.'],
  /** The password pages' own texts (with the validation bundle). */
  password: ['auth.forgot.', 'auth.reset.', 'auth.fields.'],
  /** The terms, the unsubscribe, the unsuccessful and the consent thanks pages, each opened from a link. */
  publicPages: ['public.terms.', 'public.braze.', 'public.unsuccessful.', 'public.consentThankYou.'],
  /** The password strength estimate's warnings and suggestions, with the estimator's chunk (PasswordHint). */
  passwordStrength: ['passwordStrength.'],
} as const satisfies Record<string, readonly string[]>;

export type BundleName = keyof typeof MESSAGE_BUNDLES;

export const BUNDLE_NAMES = Object.keys(MESSAGE_BUNDLES) as BundleName[];

export function isInBundle(id: string, bundle: BundleName): boolean {
  let decided = '';
  for (const entry of MESSAGE_BUNDLES[bundle] as readonly string[]) {
    const prefix = entry.startsWith('!') ? entry.slice(1) : entry;
    if (id.startsWith(prefix) && prefix.length > decided.replace(/^!/, '').length) decided = entry;
  }
  return decided !== '' && !decided.startsWith('!');
}

/** The messages of one bundle, from a whole language file. */
export function pickBundle<T>(messages: Record<string, T>, bundle: BundleName): Record<string, T> {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => isInBundle(id, bundle)));
}
