// Paths the server answers itself: never the SPA's history fallback, so a typo in an API call is a JSON 404.
const API_PREFIXES = ['/api/', '/sanctum/', '/bugsnag/', '/apps/', '/app/', '/dev/', '/supplier-api/', '/logos/'];
// /login and /logout are POST-only on the API; a page load of /login is the SPA's.
const API_EXACT = ['/api', '/healthz'];

export function isApiPath(urlPath: string): boolean {
  return API_EXACT.includes(urlPath) || API_PREFIXES.some((prefix) => urlPath.startsWith(prefix));
}
