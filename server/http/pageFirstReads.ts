// The API reads each server-rendered page starts with (domain/serverRenderedPages.ts names their kind): the server
// answers them inside the page's HTML (signedInPage.ts), so the page's first render waits for no request of its own.
import { SERVER_RENDERED_PAGES, type FirstReads } from '../../domain/serverRenderedPages';
import { customerApiPaths, THREAD_PAGE_SIZE } from '../../domain/signedInPage';

type RouteParams = Record<string, string | undefined>;

function decodeOrNull(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Params of a route pattern of domain/paths.ts (`:name`, and `:name?` as the last segment), or null. */
export function matchRoutePattern(pattern: string, pathname: string): RouteParams | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const optionalLast = want.at(-1)?.endsWith('?') ?? false;
  if (have.length > want.length || have.length < want.length - (optionalLast ? 1 : 0)) return null;
  const params: RouteParams = {};
  for (const [index, segment] of want.entries()) {
    const value = have[index];
    if (!segment.startsWith(':')) {
      if (segment !== value) return null;
    } else if (value !== undefined) {
      // A malformed escape (`%E0%A4%A`) names nothing.
      const decoded = decodeOrNull(value);
      if (decoded === null) return null;
      params[segment.slice(1).replace(/\?$/, '')] = decoded;
    }
  }
  return params;
}

const idOf = (value: string | undefined) => (value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null);

/** The API paths of each kind of first reads, from the route's params. */
const READS: Record<FirstReads, (params: RouteParams, userId: number) => string[]> = {
  customerRfqs: (_, userId) => [customerApiPaths.rfqs(userId)],
  routeRfq: (params) => {
    const rfqId = idOf(params.rfqId);
    return rfqId === null ? [] : [customerApiPaths.rfq(rfqId)];
  },
  routeLeadThread: (params) => {
    const leadId = idOf(params.leadId);
    return leadId === null
      ? []
      : [customerApiPaths.lead(leadId), `${customerApiPaths.leadMessages(leadId)}?limit=${THREAD_PAGE_SIZE}`];
  },
};

/** The API paths whose answers a signed-in customer's page at `pathname` needs first; none for other pages. */
export function firstReadsOf(pathname: string, userId: number): string[] {
  for (const { pattern, firstReads } of SERVER_RENDERED_PAGES) {
    const params = matchRoutePattern(pattern, pathname);
    if (params) return READS[firstReads](params, userId);
  }
  return [];
}
