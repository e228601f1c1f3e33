// How long a session lives: a sliding expiry (renewed by activity) that never passes an absolute deadline after
// sign-in; "remember me" lives for days, both ways.
import type { Config } from '../config';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

type LifetimeConfig = Pick<Config, 'rememberLifetimeDays' | 'sessionLifetimeMinutes' | 'sessionAbsoluteHours'>;

export function sessionLifetime(config: LifetimeConfig) {
  /** How long a session lives without a request. */
  const idleMs = (remember: boolean) =>
    remember ? config.rememberLifetimeDays * DAY_MS : config.sessionLifetimeMinutes * MINUTE_MS;
  /** However active the session, it ends this long after sign-in; then only the password signs in again. */
  const absoluteMs = (remember: boolean) =>
    remember ? config.rememberLifetimeDays * DAY_MS : config.sessionAbsoluteHours * HOUR_MS;
  const deadline = (createdAt: Date, remember: boolean) => createdAt.getTime() + absoluteMs(remember);
  return {
    idleMs,
    deadline,
    /** Sliding expiry that never passes the absolute deadline. */
    nextExpiry: (now: Date, createdAt: Date, remember: boolean) =>
      new Date(Math.min(now.getTime() + idleMs(remember), deadline(createdAt, remember))),
  };
}
