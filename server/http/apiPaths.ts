// Paths the server answers itself: never the SPA's history fallback, so a typo in an API call is a JSON 404.
const API_PREFIXES = ['/api/', '/sanctum/', '/bugsnag/', '/apps/', '/app/', '/dev/', '/supplier-api/', '/logos/'];
const API_EXACT = ['/api', '/login', '/logout', '/healthz'];

export function isApiPath(urlPath: string): boolean {
  return API_EXACT.includes(urlPath) || API_PREFIXES.some((prefix) => urlPath.startsWith(prefix));
}
