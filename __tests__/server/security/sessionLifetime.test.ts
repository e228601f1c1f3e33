// A session's sliding expiry and its absolute deadline (SESSION_LIFETIME_MINUTES, SESSION_ABSOLUTE_HOURS,
// REMEMBER_LIFETIME_DAYS).
import { sessionLifetime } from '../../../server/auth/sessionLifetime';

const lifetime = sessionLifetime({ sessionLifetimeMinutes: 120, sessionAbsoluteHours: 12, rememberLifetimeDays: 30 });
const signedInAt = new Date('2026-11-28T08:00:00Z');
const at = (iso: string) => new Date(iso);

test('a request renews the session for its idle lifetime', () => {
  expect(lifetime.nextExpiry(at('2026-11-28T09:00:00Z'), signedInAt, false)).toEqual(at('2026-11-28T11:00:00Z'));
});

test('however active, a session ends at its absolute deadline after sign-in', () => {
  expect(lifetime.nextExpiry(at('2026-11-28T19:00:00Z'), signedInAt, false)).toEqual(at('2026-11-28T20:00:00Z'));
  expect(lifetime.deadline(signedInAt, false)).toBe(at('2026-11-28T20:00:00Z').getTime());
});

test('"remember me" lives for its days, both idle and at most', () => {
  expect(lifetime.idleMs(true)).toBe(30 * 24 * 3_600_000);
  expect(lifetime.nextExpiry(at('2026-12-20T08:00:00Z'), signedInAt, true)).toEqual(at('2026-12-28T08:00:00Z'));
});
