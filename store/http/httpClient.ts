// The one HTTP client of the SPA (§7, §8): cookies and the XSRF header, JSON in and out, only 2xx is success,
// and the app-wide reactions to 401/419/403/429/5xx, which are injected so the client stays testable.
import { readCookie } from './cookies';
import { HttpError, type ValidationErrors } from './httpError';
import { parseRetryAfter } from './retryAfter';
import { CSRF_COOKIE_PATH, XSRF_COOKIE, XSRF_HEADER } from '../../domain/csrf';
import { MITID_CONFIRMATION_REQUIRED } from '../../domain/mitid';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export type RequestOptions = {
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData and URLSearchParams as they are. */
  body?: unknown;
  params?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The caller shows this failure itself (e.g. login's 429): skip the app-wide alert. Redirects still happen. */
  quiet?: boolean;
};

/** Translation keys of the app-wide alert (§8), and of a write that got no answer at all (`errors.network`). */
export type AlertMessageId = 'errors.tooManyRequests' | 'errors.updating' | 'errors.unknown' | 'errors.network';

/** §8's text for a call that never got an answer (offline, the server stopped, DNS): status 0. */
export const NO_ANSWER_MESSAGE_ID = 'errors.network' satisfies AlertMessageId;

export type HttpClientHooks = {
  /** 401 (signed out) or 419 (stale XSRF token): the app goes to `/`. */
  onUnauthenticated: (status: 401 | 419) => void;
  /** 403: the app goes to `/403`. */
  onForbidden: () => void;
  onAlert: (messageId: AlertMessageId) => void;
  /** The active language, sent as Accept-Language so server texts come back translated. */
  getLocale: () => string;
  /** Every failed call but a 422 (the form shows those): error reporting decides which statuses it sends. */
  onError: (error: HttpError) => void;
};

export type HttpClientDeps = {
  fetch?: typeof fetch;
  readCookie?: (name: string) => string | null;
  /** Where relative paths point; the page's own origin in the browser. */
  baseUrl?: () => string;
};

/** The alert a status raises, or null when the status is handled otherwise (§8). */
export function alertMessageIdFor(status: number): AlertMessageId | null {
  if (status === 429) return 'errors.tooManyRequests';
  if (status === 503) return 'errors.updating';
  if (status === 500 || status === 501 || status === 502 || status === 504) return 'errors.unknown';
  return null;
}

const noop = () => undefined;

/** A signal that aborts with the caller's, and when the browser goes offline; `release` stops listening. */
function abortWhenOffline(callerSignal: AbortSignal | undefined) {
  const controller = new AbortController();
  let offline = false;
  const onOffline = () => {
    offline = true;
    controller.abort();
  };
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  callerSignal?.addEventListener('abort', onCallerAbort);
  // The server's render worker runs this client too, without a browser's online state.
  const events = typeof window === 'undefined' ? null : window;
  events?.addEventListener('offline', onOffline);
  return {
    signal: controller.signal,
    wentOffline: () => offline,
    release() {
      callerSignal?.removeEventListener('abort', onCallerAbort);
      events?.removeEventListener('offline', onOffline);
    },
  };
}

export function createHttpClient(initialHooks: Partial<HttpClientHooks> = {}, deps: HttpClientDeps = {}) {
  let hooks: HttpClientHooks = {
    onUnauthenticated: noop,
    onForbidden: noop,
    onAlert: noop,
    onError: noop,
    getLocale: () => 'da',
    ...initialHooks,
  };
  /** The server's render installs its own (one that refuses): it runs in the server's thread, whose fetch is not its. */
  let ownFetch: typeof fetch | null = null;
  const doFetch = (input: string, init: RequestInit) => (ownFetch ?? deps.fetch ?? fetch)(input, init);
  const cookie = deps.readCookie ?? ((name: string) => readCookie(name));
  // The server's render has no page to be at: it asks nothing, and the answers it carries are keyed by path.
  const baseUrl = deps.baseUrl ?? (() => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin));
  // Concurrent writes without a token share one cookie request.
  let csrfRequest: Promise<void> | null = null;
  /** Answers the page came with (contract/signedInPage.ts), by path and query: each serves one GET. */
  const answersFromPage = new Map<string, unknown>();

  function url(path: string, params?: RequestOptions['params']): string {
    const target = new URL(path, baseUrl());
    for (const [key, value] of Object.entries(params ?? {})) {
      if (value === undefined || value === null) continue;
      // Laravel reads lists as key[]=a&key[]=b.
      if (Array.isArray(value)) for (const item of value) target.searchParams.append(`${key}[]`, String(item));
      else target.searchParams.append(key, String(value));
    }
    return target.toString();
  }

  async function ensureCsrfCookie(): Promise<void> {
    if (cookie(XSRF_COOKIE) !== null) return;
    csrfRequest ??= send(CSRF_COOKIE_PATH, { method: 'GET' }).then(
      () => {
        csrfRequest = null;
      },
      (error: unknown) => {
        csrfRequest = null;
        throw error;
      },
    );
    return csrfRequest;
  }

  async function parseBody(response: Response): Promise<unknown> {
    if (response.status === 204 || response.status === 205) return undefined;
    const text = await response.text();
    if (text === '') return undefined;
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('json')) return text;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }

  function errorFrom(response: Response, body: unknown): HttpError {
    const { status, statusText } = response;
    const record = typeof body === 'object' && body !== null ? (body as { message?: unknown; errors?: unknown }) : {};
    const message = typeof record.message === 'string' ? record.message : statusText || `HTTP ${status}`;
    const errors =
      status === 422 && typeof record.errors === 'object' && record.errors !== null
        ? (record.errors as ValidationErrors)
        : {};
    const retryAfter = status === 429 ? parseRetryAfter(response.headers.get('retry-after')) : null;
    return new HttpError(status, message, errors, body, retryAfter);
  }

  function react(status: number, quiet: boolean | undefined, body: unknown) {
    if (status === 401 || status === 419) hooks.onUnauthenticated(status);
    // A step that asks for a MitID confirmation is not forbidden: the page offers "Confirm with MitID" (issue 46).
    else if (status === 403 && (body as { code?: unknown } | null)?.code === MITID_CONFIRMATION_REQUIRED) return;
    else if (status === 403) hooks.onForbidden();
    else if (!quiet) {
      const alert = alertMessageIdFor(status);
      if (alert) hooks.onAlert(alert);
    }
  }

  async function send<T>(path: string, options: RequestOptions): Promise<T> {
    const method = options.method ?? 'GET';
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': hooks.getLocale(),
      ...options.headers,
    };
    let body: BodyInit | undefined;
    if (
      options.body instanceof FormData ||
      options.body instanceof URLSearchParams ||
      typeof options.body === 'string'
    ) {
      body = options.body;
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
    const token = cookie(XSRF_COOKIE);
    if (token !== null) headers[XSRF_HEADER] = decodeURIComponent(token);

    let response: Response;
    const lostConnection = abortWhenOffline(options.signal);
    try {
      // No timeout (§9): a slow answer is still an answer. A request in flight when the browser goes offline
      // would wait for an answer that cannot come, so it ends then as one that got no answer.
      response = await doFetch(url(path, options.params), {
        method,
        headers,
        body,
        credentials: 'include',
        signal: lostConnection.signal,
      });
    } catch (error) {
      // The caller's own abort stays an abort (RTK Query drops a superseded request that way).
      if (
        !lostConnection.wentOffline() &&
        (options.signal?.aborted || (error as { name?: unknown } | null)?.name === 'AbortError')
      ) {
        throw error;
      }
      const failure = new HttpError(0, error instanceof Error ? error.message : 'Network error');
      // A write that got no answer says so, as a 5xx does; a read's page shows its own failure (and refetches when
      // the connection returns), so a background refetch while offline raises nothing.
      if (!options.quiet && method !== 'GET' && method !== 'HEAD') hooks.onAlert(NO_ANSWER_MESSAGE_ID);
      hooks.onError(failure);
      throw failure;
    } finally {
      lostConnection.release();
    }
    const parsed = await parseBody(response);
    if (response.status >= 200 && response.status < 300) return parsed as T;
    react(response.status, options.quiet, parsed);
    const failure = errorFrom(response, parsed);
    if (response.status !== 422) hooks.onError(failure);
    throw failure;
  }

  /** The answer the page came with for this GET, taken so that the next call asks the server. */
  function takeAnswerFromPage(path: string, params: RequestOptions['params']): { answer: unknown } | null {
    if (answersFromPage.size === 0) return null;
    const target = new URL(url(path, params));
    const key = target.pathname + target.search;
    if (target.origin !== new URL(baseUrl()).origin || !answersFromPage.has(key)) return null;
    const answer = answersFromPage.get(key);
    answersFromPage.delete(key);
    return { answer };
  }

  async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const fromPage = method === 'GET' ? takeAnswerFromPage(path, options.params) : null;
    if (fromPage) return fromPage.answer as T;
    if (method !== 'GET' && method !== 'HEAD') await ensureCsrfCookie();
    return send<T>(path, options);
  }

  return {
    request,
    get: <T = unknown>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T = unknown>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T = unknown>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T = unknown>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T = unknown>(path: string, options: Omit<RequestOptions, 'method'> = {}) =>
      request<T>(path, { ...options, method: 'DELETE' }),
    /** Answers the server put into the page, each served once in place of the GET of its path. */
    answerFromPage(answers: Readonly<Record<string, unknown>>) {
      for (const [key, answer] of Object.entries(answers)) answersFromPage.set(key, answer);
    },
    /** Drops the answers not taken: the server renders one user's page after another with this client. */
    forgetAnswersFromPage() {
      answersFromPage.clear();
    },
    /** From here on every request of this client goes to `replacement` (src/prerender/renderSignedInPage.tsx). */
    useFetch(replacement: typeof fetch) {
      ownFetch = replacement;
    },
    /** Replaces the app-wide reactions; the app wires them once at start, tests per case. */
    configure(next: Partial<HttpClientHooks>) {
      hooks = { ...hooks, ...next };
    },
  };
}

/** The app's client. RTK Query's base query and the few calls outside it use this one. */
export const httpClient = createHttpClient();

export function configureHttpClient(hooks: Partial<HttpClientHooks>): void {
  httpClient.configure(hooks);
}
