// The limits on failed sign-ins, layered as Laravel's login throttle and its RateLimiter::for('login') examples:
// one e-mail from one address, one account from anywhere, one address over any accounts.
import type { Locale } from '../i18n/translate';
import { translate } from '../i18n/translate';
import type { Limit } from './throttle';

/** Laravel Breeze's default: 5 tries a minute for one e-mail from one address. */
export const LOGIN_FAILURES_PER_EMAIL_AND_ADDRESS = { max: 5, windowMs: 60_000 };
/** Rotating addresses (proxies, botnets) cannot go on guessing one account's password. */
export const LOGIN_FAILURES_PER_ACCOUNT = { max: 10, windowMs: 15 * 60_000 };
/** One address cannot try a common password over many accounts; roomy enough for an office behind one NAT. */
export const LOGIN_FAILURES_PER_ADDRESS = { max: 30, windowMs: 15 * 60_000 };

/** The key cleared by a successful sign-in: that person from that place has shown they know the password. */
export const emailAndAddressKey = (email: string, ip: string) => `login:${email}|${ip}`;

export function loginLimits(email: string, ip: string): Limit[] {
  return [
    { key: emailAndAddressKey(email, ip), ...LOGIN_FAILURES_PER_EMAIL_AND_ADDRESS },
    { key: `login-account:${email}`, ...LOGIN_FAILURES_PER_ACCOUNT },
    { key: `login-address:${ip}`, ...LOGIN_FAILURES_PER_ADDRESS },
  ];
}

/** "Try again in 15 minutes" / "in 40 seconds": minutes once the wait is a minute or more. */
export function lockoutMessage(locale: Locale, retryAfterSeconds: number): string {
  return retryAfterSeconds >= 60
    ? translate(locale, 'auth.throttle', { unit: 'minutes', count: Math.ceil(retryAfterSeconds / 60) })
    : translate(locale, 'auth.throttle', { unit: 'seconds', count: retryAfterSeconds });
}
