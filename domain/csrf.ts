// How a browser proves a non-GET call comes from our pages (Laravel Sanctum's way): the server sets a readable
// XSRF-TOKEN cookie, and every non-GET echoes it in the X-XSRF-TOKEN header; a page of another site can send the
// cookie but cannot read it. The server checks it (server/auth/csrf.ts); the SPA's HTTP client, its uploads and
// its realtime authorisation echo it.

/** The readable cookie that carries the token. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** The header a non-GET echoes the token in. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** Sets the cookie (and a guest's session) when the page has none yet. */
export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';
