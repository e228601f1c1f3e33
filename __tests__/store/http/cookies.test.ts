// §9: the cookie helper's defaults are one day, path /, SameSite Lax.
import { cookieAssignment, COOKIE_DEFAULTS, readCookie, removeCookie, writeCookie } from '../../../store/http/cookies';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('the cookie helper', () => {
  test('defaults to 1 day, path / and SameSite=Lax (§9)', () => {
    expect(COOKIE_DEFAULTS).toEqual({ days: 1, path: '/', sameSite: 'Lax' });
    expect(cookieAssignment('campaign', 'a b', { secure: false }, NOW)).toBe(
      'campaign=a%20b; expires=Tue, 24 Nov 2026 12:00:00 GMT; path=/; SameSite=Lax',
    );
  });

  test('takes other lifetimes, paths and SameSite values; None is always Secure', () => {
    expect(cookieAssignment('x', '1', { days: 30, path: '/form', sameSite: 'Strict', secure: true }, NOW)).toBe(
      'x=1; expires=Wed, 23 Dec 2026 12:00:00 GMT; path=/form; SameSite=Strict; Secure',
    );
    expect(cookieAssignment('x', '1', { sameSite: 'None', secure: false }, NOW)).toMatch(/; SameSite=None; Secure$/);
  });

  test('writes a cookie the page can read back, and removes it', () => {
    writeCookie('helper_test', 'utm_source=news&gclid=1');
    expect(decodeURIComponent(readCookie('helper_test') ?? '')).toBe('utm_source=news&gclid=1');
    removeCookie('helper_test');
    expect(readCookie('helper_test')).toBeNull();
  });
});
