// §7 and §8: what every request carries, CSRF first, and how each status is handled.
import { http, HttpResponse } from 'msw';
import { alertMessageIdFor, createHttpClient, type HttpClientHooks } from '../../../store/http/httpClient';
import { HttpError, toHttpErrorData } from '../../../store/http/httpError';
import { setupMswServer, XSRF_TOKEN } from '../../support/msw';

const server = setupMswServer();

function client(hooks: Partial<HttpClientHooks> = {}) {
  const reactions = {
    onUnauthenticated: jest.fn(),
    onForbidden: jest.fn(),
    onAlert: jest.fn(),
    onError: jest.fn(),
    getLocale: () => 'en',
    ...hooks,
  };
  return { http: createHttpClient(reactions), ...reactions };
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

test('every request sends credentials, Accept: application/json and the active language', async () => {
  let seen: Request | undefined;
  server.use(http.get('/api/thing', ({ request }) => ((seen = request), HttpResponse.json({ ok: true }))));
  const spy = jest.spyOn(globalThis, 'fetch');
  const { http: api } = client();
  await expect(api.get('/api/thing')).resolves.toEqual({ ok: true });
  expect(seen?.headers.get('accept')).toBe('application/json');
  expect(seen?.headers.get('accept-language')).toBe('en');
  expect(spy.mock.calls[0][1]).toMatchObject({ credentials: 'include' });
  spy.mockRestore();
});

test('a write without an XSRF-TOKEN cookie fetches /sanctum/csrf-cookie first, then echoes the decoded token', async () => {
  const order: string[] = [];
  let token: string | null = null;
  server.use(
    http.get('/sanctum/csrf-cookie', () => {
      order.push('csrf');
      document.cookie = `XSRF-TOKEN=${encodeURIComponent('a+b/c=')}; path=/`;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/things', ({ request }) => {
      order.push('post');
      token = request.headers.get('x-xsrf-token');
      return HttpResponse.json({ id: 1 }, { status: 201 });
    }),
  );
  const { http: api } = client();
  await expect(api.post('/api/things', { name: 'x' })).resolves.toEqual({ id: 1 });
  expect(order).toEqual(['csrf', 'post']);
  expect(token).toBe('a+b/c=');
});

test('with the cookie present no CSRF request is made', async () => {
  document.cookie = `XSRF-TOKEN=${XSRF_TOKEN}; path=/`;
  const csrf = jest.fn();
  server.use(
    http.get('/sanctum/csrf-cookie', () => (csrf(), new HttpResponse(null, { status: 204 }))),
    http.put('/api/things/1', () => new HttpResponse(null, { status: 204 })),
  );
  await expect(client().http.put('/api/things/1', {})).resolves.toBeUndefined();
  expect(csrf).not.toHaveBeenCalled();
});

test('a GET never asks for the CSRF cookie', async () => {
  const csrf = jest.fn();
  server.use(
    http.get('/sanctum/csrf-cookie', () => (csrf(), new HttpResponse(null, { status: 204 }))),
    http.get('/api/list', () => HttpResponse.json([])),
  );
  await client().http.get('/api/list');
  expect(csrf).not.toHaveBeenCalled();
});

test('concurrent writes share one CSRF request', async () => {
  let csrfCalls = 0;
  server.use(
    http.get('/sanctum/csrf-cookie', () => {
      csrfCalls += 1;
      document.cookie = `XSRF-TOKEN=${XSRF_TOKEN}; path=/`;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/a', () => HttpResponse.json(1)),
    http.post('/api/b', () => HttpResponse.json(2)),
  );
  const { http: api } = client();
  await Promise.all([api.post('/api/a'), api.post('/api/b')]);
  expect(csrfCalls).toBe(1);
});

test('query params are encoded, lists Laravel-style as key[]', async () => {
  let url = '';
  server.use(http.get('/api/auction-form-resources', ({ request }) => ((url = request.url), HttpResponse.json({}))));
  await client().http.get('/api/auction-form-resources', {
    params: { requiredResources: ['banks', 'cars'], q: 'æ ø', skip: undefined },
  });
  expect(new URL(url).search).toBe('?requiredResources%5B%5D=banks&requiredResources%5B%5D=cars&q=%C3%A6+%C3%B8');
});

test.each([401, 419])('%i sends the app to / (onUnauthenticated) and rejects', async (status) => {
  server.use(http.get('/api/secret', () => HttpResponse.json({ message: 'no' }, { status })));
  const c = client();
  expect((await rejection(c.http.get('/api/secret'))).status).toBe(status);
  expect(c.onUnauthenticated).toHaveBeenCalledWith(status);
  expect(c.onAlert).not.toHaveBeenCalled();
});

test('403 sends the app to /403', async () => {
  server.use(http.get('/api/secret', () => HttpResponse.json({ message: 'forbidden' }, { status: 403 })));
  const c = client();
  await rejection(c.http.get('/api/secret'));
  expect(c.onForbidden).toHaveBeenCalled();
});

test.each([
  [429, 'errors.tooManyRequests'],
  [503, 'errors.updating'],
  [500, 'errors.unknown'],
  [501, 'errors.unknown'],
  [502, 'errors.unknown'],
  [504, 'errors.unknown'],
])('%i raises the alert %s', async (status, messageId) => {
  server.use(http.get('/api/busy', () => HttpResponse.json({ message: 'x' }, { status })));
  const c = client();
  expect((await rejection(c.http.get('/api/busy'))).status).toBe(status);
  expect(c.onAlert).toHaveBeenCalledWith(messageId);
});

test('a quiet request shows its own error: no app-wide alert', async () => {
  server.use(http.get('/api/busy', () => new HttpResponse(null, { status: 429 })));
  const c = client();
  await rejection(c.http.get('/api/busy', { quiet: true }));
  expect(c.onAlert).not.toHaveBeenCalled();
});

test("a 429's Retry-After reaches the error and the store's copy of it, so the page can say how long to wait", async () => {
  server.use(http.get('/api/busy', () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '42' } })));
  const error = await rejection(client().http.get('/api/busy', { quiet: true }));
  expect(error.retryAfterSeconds).toBe(42);
  expect(toHttpErrorData(error)).toMatchObject({ status: 429, retryAfterSeconds: 42 });
});

test('a 429 without Retry-After carries no wait; the store copy has no such field', async () => {
  server.use(http.get('/api/busy', () => new HttpResponse(null, { status: 429 })));
  const error = await rejection(client().http.get('/api/busy', { quiet: true }));
  expect(error.retryAfterSeconds).toBeNull();
  expect(toHttpErrorData(error)).not.toHaveProperty('retryAfterSeconds');
});

test('422 rejects with the status, message and field errors for the form', async () => {
  document.cookie = `XSRF-TOKEN=${XSRF_TOKEN}; path=/`;
  server.use(
    http.post('/login', () =>
      HttpResponse.json(
        { message: 'The given data was invalid.', errors: { email: ['Forkert e-mail eller adgangskode.'] } },
        { status: 422 },
      ),
    ),
  );
  const c = client();
  const error = await rejection(c.http.post('/login', { email: 'a@b.dk', password: 'x' }));
  expect(error).toMatchObject({
    status: 422,
    message: 'The given data was invalid.',
    errors: { email: ['Forkert e-mail eller adgangskode.'] },
  });
  expect(c.onAlert).not.toHaveBeenCalled();
  expect(c.onUnauthenticated).not.toHaveBeenCalled();
});

test('only 2xx is success: a 304 or a 404 rejects', async () => {
  server.use(http.get('/api/gone', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })));
  await expect(client().http.get('/api/gone')).rejects.toMatchObject({ status: 404, message: 'Not Found' });
  server.use(http.get('/api/cached', () => new HttpResponse(null, { status: 304 })));
  await expect(client().http.get('/api/cached')).rejects.toMatchObject({ status: 304 });
});

test('`false` from the server is a value, not a failure', async () => {
  server.use(http.get('/api/users/current/auth', () => HttpResponse.json(false)));
  await expect(client().http.get('/api/users/current/auth')).resolves.toBe(false);
});

test('a network failure rejects with status 0; a read raises no alert (its page shows it)', async () => {
  server.use(http.get('/api/offline', () => HttpResponse.error()));
  const { http: api, onAlert, onError } = client();
  await expect(api.get('/api/offline')).rejects.toMatchObject({ status: 0 });
  expect(onAlert).not.toHaveBeenCalled();
  expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 0 }));
});

test('a write that gets no answer raises the no-connection alert, unless the caller shows it (quiet)', async () => {
  document.cookie = `XSRF-TOKEN=${XSRF_TOKEN}; path=/`;
  server.use(http.patch('/api/offline', () => HttpResponse.error()));
  const loud = client();
  await expect(loud.http.patch('/api/offline', { name: 'x' })).rejects.toMatchObject({ status: 0 });
  expect(loud.onAlert).toHaveBeenCalledWith('errors.network');
  const quiet = client();
  await expect(quiet.http.patch('/api/offline', { name: 'x' }, { quiet: true })).rejects.toMatchObject({ status: 0 });
  expect(quiet.onAlert).not.toHaveBeenCalled();
});

/** An answer that never comes: the handler lets go only when the request is aborted. */
const untilAborted = (request: Request) =>
  new Promise<Response>((resolve) => request.signal.addEventListener('abort', () => resolve(HttpResponse.error())));

test('a request in flight when the browser goes offline ends as one that got no answer', async () => {
  document.cookie = `XSRF-TOKEN=${XSRF_TOKEN}; path=/`;
  server.use(http.patch('/api/hanging', ({ request }) => untilAborted(request)));
  const { http: api, onAlert } = client();
  const pending = api.patch('/api/hanging', { name: 'x' });
  await new Promise((resolve) => setTimeout(resolve, 20));
  window.dispatchEvent(new Event('offline'));
  await expect(pending).rejects.toMatchObject({ status: 0 });
  expect(onAlert).toHaveBeenCalledWith('errors.network');
});

test("the caller's abort stays an abort, not a failure", async () => {
  server.use(http.get('/api/hanging', ({ request }) => untilAborted(request)));
  const { http: api, onError } = client();
  const controller = new AbortController();
  const pending = api.get('/api/hanging', { signal: controller.signal });
  await new Promise((resolve) => setTimeout(resolve, 20));
  controller.abort();
  await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  expect(onError).not.toHaveBeenCalled();
});

test('there is no timeout: a slow answer still arrives', async () => {
  server.use(
    http.get('/api/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return HttpResponse.json('late');
    }),
  );
  await expect(client().http.get('/api/slow')).resolves.toBe('late');
});

test('alertMessageIdFor maps only the statuses of §8', () => {
  expect([400, 401, 403, 404, 419, 422].map(alertMessageIdFor)).toEqual([null, null, null, null, null, null]);
});

test('every failed call but a 422 goes to error reporting, with its status', async () => {
  server.use(
    http.get('/api/broken', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    http.get('/api/invalid', () => HttpResponse.json({ message: 'x', errors: { a: ['b'] } }, { status: 422 })),
  );
  const onError = jest.fn();
  const { http: api } = client({ onError });
  await rejection(api.get('/api/broken'));
  await rejection(api.get('/api/invalid'));
  expect(onError).toHaveBeenCalledTimes(1);
  expect(onError.mock.calls[0][0]).toMatchObject({ status: 500 });
});
