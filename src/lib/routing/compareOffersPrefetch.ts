// The comparison's chunk fetched before the customer asks for it, from the pages that link to it. Those pages may
// not import the route table (it imports them), so the route table hands the prefetch down here as the routes are
// built (createAppRoutes); until then there is nothing to fetch.
import { useEffect } from 'react';
import { whenIdle } from '../browser/whenIdle';

let prefetch: () => void = () => undefined;

/** The route table's prefetch of the comparison: its chunk (the route's own import) and its texts. */
export function provideCompareOffersPrefetch(start: () => void): void {
  prefetch = start;
}

function prefetchCompareOffers(): void {
  prefetch();
}

/** Prefetches the comparison's chunk when the browser is idle after the page mounted. */
export function usePrefetchCompareOffers(enabled = true): void {
  useEffect(() => (enabled ? whenIdle(prefetchCompareOffers) : undefined), [enabled]);
}

/** Props for a link to the comparison: hovering or focusing it starts the download. */
export const compareOffersLinkProps = {
  onMouseEnter: prefetchCompareOffers,
  onFocus: prefetchCompareOffers,
} as const;
