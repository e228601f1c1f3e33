/** Field errors as the server sends them with a 422: keys like `email` or `mortgages.0.periodic_payment`. */
export type ValidationErrors = Record<string, string[]>;

/**
 * A request that did not end in 2xx. `status` 0 means the request never got an answer (offline, DNS, CORS).
 * A 422 carries the server's (already translated) `message` and `errors` for forms to show under their fields.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: ValidationErrors = {},
    readonly body: unknown = undefined,
    /** From a 429's Retry-After header: how long the server asks us to wait; null when it did not say. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The serialisable shape of an HttpError, as RTK Query keeps it in the store and as forms read it. */
export type HttpErrorData = {
  status: number;
  message: string;
  errors: ValidationErrors;
  /** A 429's wait in seconds, when the server said (§8: when to try again). */
  retryAfterSeconds?: number;
  /** A 409's `code` (contract/errors.ts CONFLICT_CODES), for a page that acts on which conflict it was. */
  code?: string;
};

export function toHttpErrorData(error: unknown): HttpErrorData {
  if (error instanceof HttpError) {
    const data: HttpErrorData = { status: error.status, message: error.message, errors: error.errors };
    if (error.retryAfterSeconds !== null) data.retryAfterSeconds = error.retryAfterSeconds;
    const code = (error.body as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string') data.code = code;
    return data;
  }
  return { status: 0, message: error instanceof Error ? error.message : String(error), errors: {} };
}

export function isHttpErrorData(value: unknown): value is HttpErrorData {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as HttpErrorData).status === 'number' &&
    'errors' in value
  );
}

/** The first message for a field, the one the form shows (§5: only the first error is shown). */
export function firstFieldError(error: HttpErrorData | null | undefined, field: string): string | undefined {
  return error?.errors[field]?.[0];
}
