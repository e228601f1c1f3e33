// The Bugsnag client's settings (§8, §9) as pure values.
import type { Event } from '@bugsnag/js';
import { bugsnagOptions, isValidApiKey, releaseStageFor } from '../../../../src/lib/errorReporting/bugsnagOptions';
import { HttpError } from '../../../../store/http/httpError';
import { reportError, setErrorReporter } from '../../../../src/lib/errorReporting/reportError';

const KEY = '0123456789abcdef0123456789abcdef';
const bugsnag = { apiKey: KEY, endpoints: { notify: '/bugsnag/notify', sessions: '/bugsnag/sessions' } };

test('the API key must be 32 hexadecimal characters', () => {
  expect(isValidApiKey(KEY)).toBe(true);
  expect(isValidApiKey('xyz')).toBe(false);
  expect(isValidApiKey(`${KEY}0`)).toBe(false);
  expect(
    bugsnagOptions({ bugsnag: { ...bugsnag, apiKey: 'not-a-key' }, env: 'production', hostname: 'laanetorvet.dk' }),
  ).toBeNull();
});

test('release stage: development on localhost, otherwise production', () => {
  expect(releaseStageFor('localhost')).toBe('development');
  expect(releaseStageFor('127.0.0.1')).toBe('development');
  expect(releaseStageFor('laanetorvet.dk')).toBe('production');
});

test('sessions are started by the app, limits are the §9 defaults and clamped to their ranges, endpoints come from config', () => {
  const options = bugsnagOptions({ bugsnag, env: 'production', hostname: 'laanetorvet.dk' })!;
  expect(options).toMatchObject({
    apiKey: KEY,
    autoTrackSessions: false,
    maxBreadcrumbs: 25,
    maxEvents: 10,
    releaseStage: 'production',
    endpoints: bugsnag.endpoints,
    logger: null,
    // No wrapping of every listener and timer: there is no inline script of ours to attribute an error to.
    trackInlineScripts: false,
  });
  const clamped = bugsnagOptions({ bugsnag, env: 'production', hostname: 'x.dk', maxBreadcrumbs: 500, maxEvents: 0 })!;
  expect(clamped.maxBreadcrumbs).toBe(100);
  expect(clamped.maxEvents).toBe(1);
});

test('without endpoints the client posts to Bugsnag itself', () => {
  const options = bugsnagOptions({
    bugsnag: { apiKey: KEY, endpoints: null },
    env: 'production',
    hostname: 'laanetorvet.dk',
  })!;
  expect(options.endpoints).toBeUndefined();
});

test('debug output is on for local and test environments', () => {
  expect(bugsnagOptions({ bugsnag, env: 'production', hostname: 'localhost' })!.logger).toBe(console);
  expect(bugsnagOptions({ bugsnag, env: 'test', hostname: 'ci.example' })!.logger).toBe(console);
});

function fakeEvent(originalError: unknown, message = 'x'): Event {
  return {
    originalError,
    errors: [{ errorClass: 'Error', errorMessage: message }],
    breadcrumbs: [],
    request: {},
    _metadata: {},
  } as unknown as Event;
}

test.each([401, 403, 419, 429, 503])('onError drops HTTP %i failures (§8)', (status) => {
  const onError = bugsnagOptions({ bugsnag, env: 'production', hostname: 'x.dk' })!.onError as (
    event: Event,
  ) => boolean;
  expect(onError(fakeEvent(new HttpError(status, 'nope')))).toBe(false);
});

test('onError keeps a 500 and redacts it', () => {
  const onError = bugsnagOptions({ bugsnag, env: 'production', hostname: 'x.dk' })!.onError as (
    event: Event,
  ) => boolean;
  const event = fakeEvent(new HttpError(500, 'x'), 'failed for mette@example.dk');
  expect(onError(event)).toBe(true);
  expect(event.errors[0].errorMessage).toBe('failed for [REDACTED]');
});

test('reportError skips the ignored statuses, whether given as context or carried by the error', () => {
  const reporter = jest.fn();
  setErrorReporter(reporter);
  try {
    reportError(new Error('signed out'), { status: 401 });
    reportError(new HttpError(503, 'updating'));
    reportError({ status: 429, message: 'slow down', errors: {} });
    expect(reporter).not.toHaveBeenCalled();
    reportError(new HttpError(500, 'boom'), { where: 'resources' });
    reportError(new Error('plain'));
    expect(reporter).toHaveBeenCalledTimes(2);
  } finally {
    setErrorReporter(null);
  }
});
