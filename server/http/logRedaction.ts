// What a log line may hold. Request lines: method, path and client, never the query string, cookies or bodies,
// because queries carry address searches and tokens, and bodies carry passwords and CPR numbers. Every other
// line goes through redactLogArguments: errors are reduced to their type, codes and stack frames (a failed
// query's message lists its parameters: e-mail, password hash, name, phone), and all remaining text loses
// e-mail addresses, CPR and phone numbers and `password=…` style secrets.
import type { FastifyRequest } from 'fastify';
import type { LogFn } from 'pino';
import { CPR, REDACTED, SENSITIVE_KEY, redactText } from '../../domain/personalDataRedaction';

export function requestSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactPath(req.url),
    remoteAddress: req.ip,
  };
}

const TOKEN_SEGMENT = /\/(reset|rate|review-supplier|braze-unsubscribe)\/[^/?]+/g;
// A segment with an '@', typed or percent-encoded, is an e-mail address (a lookup by address, a link a mail client
// rewrote): the whole segment goes, whatever characters the address has.
const EMAIL_SEGMENT = /[^/]*(?:@|%40)[^/]*/gi;

export function redactPath(url: string): string {
  return url
    .split('?')[0]
    .replace(TOKEN_SEGMENT, '/$1/[redacted]')
    .replace(EMAIL_SEGMENT, '[redacted]')
    .replace(CPR, '[redacted]');
}

/** An address as a log may show it, `m…@example.dk`: enough to tell test mails apart, not to know whose it is. */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '[redacted]' : `${email[0]}…${email.slice(at)}`;
}

/** What a log line says about an error. */
export type LoggedError = {
  type: string;
  /** The error's own code: a Node or Fastify code, or PostgreSQL's SQLSTATE. */
  code?: string;
  /** The SQLSTATE of a failed query (Drizzle wraps the driver's error). */
  sqlState?: string;
  /** Absent for database errors, whose messages quote values; redacted otherwise. */
  message?: string;
  /** Frames only: the stack's first lines repeat the message. */
  stack?: string;
  cause?: LoggedError;
};

type ErrorFields = Error & { code?: unknown; query?: unknown; params?: unknown; severity?: unknown };

/** Drizzle's DrizzleQueryError (it carries query and params), or a pg / PGlite error (it carries a severity). */
function isDatabaseError(error: ErrorFields): boolean {
  return 'params' in error || 'query' in error || typeof error.severity === 'string' || error.name === 'DatabaseError';
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const FRAME = /^\s+at /;
const MAX_CAUSES = 3;

export function loggedError(value: unknown, depth = 0): LoggedError {
  if (!(value instanceof Error)) return { type: typeof value, message: redactLogText(String(value)) };
  const error = value as ErrorFields;
  const database = isDatabaseError(error);
  const cause = error.cause as ErrorFields | undefined;
  const code = typeof error.code === 'string' ? error.code : undefined;
  const causeCode = cause instanceof Error && typeof cause.code === 'string' ? cause.code : undefined;
  const sqlState = [code, causeCode].find((candidate) => database && candidate && SQLSTATE.test(candidate));
  const frames = (error.stack ?? '').split('\n').filter((line) => FRAME.test(line));
  return {
    type: error.name,
    ...(code ? { code } : {}),
    ...(sqlState ? { sqlState } : {}),
    ...(database ? {} : { message: redactLogText(error.message) }),
    ...(frames.length ? { stack: frames.join('\n') } : {}),
    // A database error's cause is the driver's error, with the same values in its message and detail.
    ...(!database && error.cause !== undefined && depth < MAX_CAUSES
      ? { cause: loggedError(error.cause, depth + 1) }
      : {}),
  };
}

const PARAMS_LINE = '\nparams: ';
const NEXT_FRAME = '\n    at ';

/** Text for a log: a query's parameter list (Drizzle's "params: …", up to the stack frames) cut, the rest redacted. */
export function redactLogText(text: string): string {
  const paramsAt = text.indexOf(PARAMS_LINE);
  if (paramsAt === -1) return redactText(text);
  const framesAt = text.indexOf(NEXT_FRAME, paramsAt);
  const rest = framesAt === -1 ? '' : text.slice(framesAt);
  return redactText(`${text.slice(0, paramsAt)}${PARAMS_LINE}${REDACTED}${rest}`);
}

const MAX_DEPTH = 8;

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A log argument made safe. Plain objects and arrays are copied with each value made safe and sensitive keys'
 * values replaced; other objects (the request and reply Fastify logs) keep their serializers, which pick the
 * fields a line may hold.
 */
export function redactLogValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactLogText(value);
  if (value instanceof Error) return loggedError(value);
  if (value === null || typeof value !== 'object' || !(Array.isArray(value) || isPlainObject(value))) return value;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) return value.map((item) => redactLogValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SENSITIVE_KEY.test(key) && typeof item !== 'boolean' && typeof item !== 'number'
        ? REDACTED
        : redactLogValue(item, depth + 1),
    ]),
  );
}

/**
 * pino's logMethod hook: every argument of every log call, Fastify's own included, is made safe before pino
 * formats it. An error passed alone becomes `{ err }` with its type as the message, since pino would otherwise
 * use the error's message.
 */
export function redactLogArguments(this: unknown, args: unknown[], method: LogFn): void {
  const [first, ...rest] = args;
  const safe =
    first instanceof Error
      ? [{ err: loggedError(first) }, ...(rest.length ? rest.map((arg) => redactLogValue(arg)) : [first.name])]
      : args.map((arg) => redactLogValue(arg));
  (method as (...values: unknown[]) => void).apply(this, safe);
}
