// What the embedded sink accepts from the @bugsnag/js browser client: the payload shape, the key and the limits.
import { Type } from '@sinclair/typebox';
import { ERROR_REPORTING_API_KEY } from '../../domain/errorReportPolicy';

/**
 * Reports one client address may post a minute, per route. @bugsnag/js sends at most 10 events a page load
 * (maxEvents), so this leaves room for a few reloads, or a few people behind one address, and no more.
 */
export const ERROR_REPORTS_PER_MINUTE_PER_ADDRESS = 60;

const MAX_ERROR_CLASS_LENGTH = 1_000;
/** Far above any real message; a longer one is a runaway payload, and every character is redacted and stored. */
const MAX_MESSAGE_LENGTH = 50_000;
const MAX_EVENTS = 100;
const MAX_EXCEPTIONS = 50;

// Every field of Bugsnag's payload (version 4, as @bugsnag/js 9 sends it) is named, since the API's validator
// keeps only declared fields; those `npm run errors` does not read may hold anything.
const any = Type.Optional(Type.Unknown());

const frame = Type.Object({
  file: any,
  method: any,
  lineNumber: any,
  columnNumber: any,
  code: any,
  inProject: any,
});

const exception = Type.Object({
  errorClass: Type.String({ maxLength: MAX_ERROR_CLASS_LENGTH }),
  message: Type.String({ maxLength: MAX_MESSAGE_LENGTH }),
  errorMessage: any,
  type: any,
  stacktrace: Type.Optional(Type.Array(frame)),
});

const event = Type.Object({
  payloadVersion: any,
  exceptions: Type.Array(exception, { minItems: 1, maxItems: MAX_EXCEPTIONS }),
  severity: any,
  unhandled: any,
  severityReason: any,
  app: any,
  device: any,
  request: Type.Optional(Type.Object({ url: Type.Optional(Type.Union([Type.String(), Type.Null()])) })),
  response: any,
  breadcrumbs: any,
  context: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  groupingHash: any,
  groupingDiscriminator: any,
  metaData: any,
  user: any,
  session: any,
  featureFlags: any,
  correlation: any,
});

export const notifyBody = Type.Object({
  apiKey: Type.Optional(Type.String()),
  payloadVersion: any,
  notifier: any,
  events: Type.Array(event, { minItems: 1, maxItems: MAX_EVENTS }),
});

export const sessionBody = Type.Object({
  apiKey: Type.Optional(Type.String()),
  notifier: any,
  device: any,
  app: any,
  sessions: any,
});

/** Bugsnag's rule: a key in the header, the body or both; each given one is the project's 32-hex key. */
export function apiKeyAccepted(configured: string, header: unknown, bodyKey: unknown): boolean {
  const given = [header, bodyKey].filter((key) => key !== undefined);
  return given.length > 0 && given.every((key) => sameKey(configured, key));
}

function sameKey(configured: string, key: unknown): boolean {
  return (
    typeof key === 'string' &&
    ERROR_REPORTING_API_KEY.test(key) &&
    ERROR_REPORTING_API_KEY.test(configured) &&
    key.toLowerCase() === configured.toLowerCase()
  );
}
