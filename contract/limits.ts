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
} as const;

/** The database's integer range: ids and references beyond it do not exist. */
export const MAX_ID = 2_147_483_647;
