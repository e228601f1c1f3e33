// Reading and writing the cookies the browser code owns (not the httpOnly session, which only the server sets).

/** The value of one cookie as the browser holds it (still URL-encoded), or null when it is not set. */
export function readCookie(name: string, cookieString: string = document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/** The names of the cookies the page can read. */
export function cookieNames(cookieString: string = document.cookie): string[] {
  return cookieString
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter(Boolean);
}

export interface CookieOptions {
  /** Lifetime in days; 0 or less removes the cookie. */
  days?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Sent over HTTPS only; on by default when the page itself is served over HTTPS. */
  secure?: boolean;
}

/** §9: the cookie helper's defaults. */
export const COOKIE_DEFAULTS = { days: 1, path: '/', sameSite: 'Lax' } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `document.cookie` assignment for a cookie; the value is URL-encoded, `now` makes it testable. */
export function cookieAssignment(name: string, value: string, options: CookieOptions = {}, now = Date.now()): string {
  const { days, path, sameSite } = { ...COOKIE_DEFAULTS, ...options };
  const secure = options.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `expires=${new Date(now + days * DAY_MS).toUTCString()}`,
    `path=${path}`,
    `SameSite=${sameSite}`,
  ];
  // Browsers refuse SameSite=None without Secure.
  if (secure || sameSite === 'None') parts.push('Secure');
  return parts.join('; ');
}

/** Sets a cookie for `days` (default 1) on path `/` with SameSite=Lax unless told otherwise. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  document.cookie = cookieAssignment(name, value, options);
}

/** Removes a cookie written with the same path. */
export function removeCookie(name: string, options: Pick<CookieOptions, 'path'> = {}): void {
  writeCookie(name, '', { ...options, days: -1 });
}
