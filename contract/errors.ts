// The error answers every route may send, Laravel-shaped: `{ message }`, and 422 with errors keyed by field path.
import { Type, type Static } from '@sinclair/typebox';

export const MessageResponse = Type.Object(
  { message: Type.String() },
  { description: 'A translated message (Accept-Language: da or en).' },
);

export const ValidationErrorResponse = Type.Object(
  {
    message: Type.String(),
    errors: Type.Record(Type.String(), Type.Array(Type.String()), {
      description: 'Translated messages keyed by field path, e.g. "steps.profile.email" or "loans.0.amount".',
    }),
  },
  { examples: [{ message: 'Der er fejl i dine oplysninger.', errors: { reason: ['Feltet skal udfyldes'] } }] },
);

/**
 * What a 409 may name beside its message, for a client to act on rather than read: `rfq_closed` (the customer
 * closed the request: nothing more happens on it), `lead_lost` (the customer chose another lender, or the lender
 * declined), `offer_chosen` (a choice waits for its lender: undo it before closing the request).
 */
export const CONFLICT_CODES = ['rfq_closed', 'lead_lost', 'offer_chosen'] as const;
export type ConflictCode = (typeof CONFLICT_CODES)[number];

export const ConflictResponse = Type.Object(
  {
    message: Type.String(),
    code: Type.Optional(
      Type.Union(
        CONFLICT_CODES.map((code) => Type.Literal(code)),
        { description: 'Present when the conflict has a name a client can act on.' },
      ),
    ),
  },
  { examples: [{ message: 'Kunden har lukket forespørgslen.', code: 'rfq_closed' }] },
);

export type MessageBody = Static<typeof MessageResponse>;

const MESSAGE_STATUSES = {
  400: 'Malformed request (not JSON).',
  401: 'Not signed in (or no valid bearer token).',
  403: 'Signed in, but not allowed.',
  404: 'Not found, or not yours.',
  409: 'Conflicts with the current state.',
  410: 'Gone: used or expired.',
  413: 'The body is too large.',
  419: 'CSRF token missing or wrong: GET /sanctum/csrf-cookie and echo XSRF-TOKEN in X-XSRF-TOKEN.',
  429: 'Too many requests: see Retry-After.',
  503: 'Temporarily unavailable (the sign-in throttle cannot count): see Retry-After.',
  507: 'The server has no room to store the file now (its disk is full); nothing was stored: try again later.',
} as const;

type MessageStatus = keyof typeof MESSAGE_STATUSES;

/**
 * The error answers of a route: 422 always (any body, query or header can be wrong), plus the message statuses
 * it names, each with what it means for this API (a 409 with its optional `code`).
 */
export function errorResponses<S extends MessageStatus>(...statuses: S[]) {
  const answers = {} as { [K in S]: K extends 409 ? typeof ConflictResponse : typeof MessageResponse } & {
    422: typeof ValidationErrorResponse;
  };
  for (const status of statuses) {
    const shape = status === 409 ? ConflictResponse : MessageResponse;
    answers[status] = { ...shape, description: MESSAGE_STATUSES[status] } as never;
  }
  answers[422] = { ...ValidationErrorResponse, description: 'Validation failed: errors keyed by field path.' };
  return answers;
}
