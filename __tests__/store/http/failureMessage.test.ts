// §8 for a failed load or write that a page shows itself: which text, and how long a 429 asks to wait.
import { failureMessageFor } from '../../../store/http/failureMessage';
import { alertMessageIdFor } from '../../../store/http/httpClient';
import { parseRetryAfter } from '../../../store/http/retryAfter';

const failure = (status: number, retryAfterSeconds?: number) => ({
  status,
  message: '',
  errors: {},
  retryAfterSeconds,
});

describe('failureMessageFor: the §8 text of a status', () => {
  test.each([429, 503, 500, 501, 502, 504])("%i shows the app-wide alert's text", (status) => {
    expect(failureMessageFor(failure(status))?.id).toBe(alertMessageIdFor(status));
  });

  // Any other server failure is as unknown to the customer as a 500.
  test.each([505, 507])('%i shows the unknown-error text', (status) => {
    expect(failureMessageFor(failure(status))?.id).toBe('errors.unknown');
  });

  test('no answer at all (status 0: offline, the server stopped) says the server could not be reached', () => {
    expect(failureMessageFor(failure(0))).toEqual({ id: 'errors.network', retryAfterSeconds: null });
  });

  test.each([400, 401, 403, 404, 409, 410, 419, 422])(
    '%i is left to the page (its own text or a redirect)',
    (status) => {
      expect(failureMessageFor(failure(status))).toBeNull();
    },
  );

  test('a 429 carries the seconds to wait; other statuses carry none', () => {
    expect(failureMessageFor(failure(429, 30))).toEqual({ id: 'errors.tooManyRequests', retryAfterSeconds: 30 });
    expect(failureMessageFor(failure(429))).toEqual({ id: 'errors.tooManyRequests', retryAfterSeconds: null });
    expect(failureMessageFor(failure(503, 30))).toEqual({ id: 'errors.updating', retryAfterSeconds: null });
  });

  test('an error that is not an HTTP failure (a thrown exception in a query) is unknown; no error is nothing', () => {
    expect(failureMessageFor({ name: 'TypeError', message: 'x is undefined' })?.id).toBe('errors.unknown');
    expect(failureMessageFor(undefined)).toBeNull();
    expect(failureMessageFor(null)).toBeNull();
  });
});

describe('parseRetryAfter: seconds from the Retry-After header', () => {
  const now = Date.parse('2026-11-27T06:00:00Z');

  test('delta-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter(' 5 ', now)).toBe(5);
    expect(parseRetryAfter('0', now)).toBe(0);
  });

  test('an HTTP-date, counted from now and rounded up to whole seconds; one in the past is no wait', () => {
    expect(parseRetryAfter('Fri, 27 Nov 2026 06:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Fri, 27 Nov 2026 06:00:00 GMT', now + 400)).toBe(0);
    expect(parseRetryAfter('Fri, 27 Nov 2026 06:00:01 GMT', now + 400)).toBe(1);
    expect(parseRetryAfter('Thu, 26 Nov 2026 06:00:00 GMT', now)).toBe(0);
  });

  test.each([null, undefined, '', 'soon', '-5', '1.5', '12abc', 'Fri, 99 Nov 2026 25:00:00 GMT'])(
    'missing or garbage (%p) is unknown',
    (value) => {
      expect(parseRetryAfter(value, now)).toBeNull();
    },
  );

  test('a wait beyond a day is taken as garbage rather than a page that stays locked', () => {
    expect(parseRetryAfter(String(2 * 24 * 3600), now)).toBeNull();
  });
});
