// Every length limit of the API's free-text fields, in one place: the browser's inputs (maxLength) and the
// server's schemas read the same numbers. Plain constants, so the browser bundle imports them without TypeBox.
export const LIMITS = {
  /** Why a customer closes a request (POST …/rfqs/{id}/abort). */
  abortReason: 1000,
  /** A rating's comment (POST /api/review-supplier/{token}). */
  ratingComment: 2000,
  /** A lender's reason for declining a lead. */
  declineReason: 500,
  /** The lender's caseworker shown to the customer. */
  handlerName: 200,
  /** The lender's internal notes on a lead (never shown to the customer). */
  handlerNotes: 5000,
  /** An offer's comment to the customer. */
  offerComment: 2000,
  /** A message between customer and lender (5,000 characters or more is refused). */
  messageBody: 4999,
  /** Client-chosen idempotency keys. */
  idempotencyKey: 100,
  /** Single-line identifiers and names the API takes (e-mail addresses, tokens, purposes, …). */
  shortText: 255,
  /** A password as typed; long enough for any passphrase, short enough to bound hashing work. */
  password: 1000,
  /** Opaque tokens in links (rating, reset, unsubscribe). */
  token: 500,
  /** Tracking and attribution fields of a submission (§3): ids, click ids, referer, user agent. */
  tracking: 1000,
  /** What a customer wants to talk about in a meeting (POST …/meeting-requests). */
  meetingTopic: 1000,
  /** A lender's address or video link for a meeting. */
  meetingLocation: 500,
  /** A phone number as typed. */
  phone: 30,
  /** A lender's note on a call it logged. */
  callNote: 2000,
  /** What a lender writes about a document it asks for, and why it rejected one. */
  documentRequestText: 500,
} as const;

/** The database's integer range: ids and references beyond it do not exist. */
export const MAX_ID = 2_147_483_647;

/**
 * The customer's economy (/api/customer/users/{id}/economic-profiles/…): the bounds a figure must stay
 * in before the rules of the form's steps (domain/validation) are even asked. A value outside is a typo, not a fact.
 */
export const ECONOMY_LIMITS = {
  /** No household owns or owes more (the form's MAX_AMOUNT_KRONER). */
  maxAmountKroner: 1_000_000_000,
  /** Percent per year (spec §9). */
  maxInterestRate: 100,
  /** Months (spec §9: a mortgage runs at most 30 years). */
  maxTermMonths: 360,
  /** Model years of vehicles and boats; the upper bound is next year, checked by the step schema. */
  oldestYear: 1900,
  /** Children living at home (aboutYou's MAX_CHILDREN). */
  maxChildren: 20,
  /** Make, model, employer, names. */
  name: 255,
  /** Address lines and towns. */
  address: 255,
  /** Loans added together with a new vehicle or boat (its financing: a car loan, perhaps a second one). */
  loansWithAsset: 5,
} as const;

/**
 * How deep a request body may nest objects and arrays. Validation, pseudonymisation and the storable-text check
 * walk a body recursively; 3,000 levels of `{"a":…}` (15 KB) overflowed the stack (a 500). The form's deepest
 * real value, a recording's restored step list, is about 10 levels.
 */
export const MAX_JSON_DEPTH = 32;
