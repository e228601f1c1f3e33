// MSW for SPA tests: the API the pages talk to, failing on any request a test did not expect.
//   const server = setupMswServer();            // in a test file, once
//   server.use(http.post('/login', () => HttpResponse.json({ user: customer })));
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export { admin, customer, supplier } from './fixtures';

export const XSRF_TOKEN = 'test-xsrf-token';

/** What every SPA test may call: signed out, and the CSRF cookie the client fetches before its first write. */
export const defaultHandlers = [
  http.get('/api/users/current/auth', () => HttpResponse.json(false)),
  http.get('/sanctum/csrf-cookie', () => {
    // The real server sets the cookie with Set-Cookie; jsdom's fetch does not share a cookie jar with document.
    document.cookie = `XSRF-TOKEN=${encodeURIComponent(XSRF_TOKEN)}; path=/`;
    return new HttpResponse(null, { status: 204 });
  }),
  // Every signed-in landing (home) asks for the customer's requests; tests about requests answer with their own.
  http.get('/api/customer/users/:userId/rfqs', () => HttpResponse.json([])),
  // The comparison and the offer page show the budget beside the offers when there is one; budget tests answer theirs.
  http.get('/api/customer/users/:userId/budget', () => HttpResponse.json({ message: 'none' }, { status: 404 })),
];

export const server = setupServer(...defaultHandlers);

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** Starts MSW for the file: unhandled requests fail the test; handlers and cookies reset after each test. */
export function setupMswServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    clearCookies();
  });
  afterAll(() => server.close());
  return server;
}
