// Route chunks fetched before the customer asks for them, from the pages that link to them: the import is the
// route table's own (same webpackChunkName), so webpack serves both from one chunk and one request.
import { appI18n } from '../lib/i18n/appI18n';
import type { RouteHandle } from './middleware';
import { positiveId } from '../lib/routing/routeParams';
import { selectUser } from '../../store/slices/authSlice';

type PrefetchArgs = Parameters<NonNullable<RouteHandle['prefetch']>>[0];

let compareOffers: Promise<unknown> | null = null;

/**
 * Starts loading the comparison page's chunk and its texts once; a failure is forgotten, so the route's own load
 * retries. The pages that link to the comparison start it through src/lib/routing/compareOffersPrefetch.ts.
 */
export function prefetchCompareOffers(): void {
  compareOffers ??= Promise.all([
    import(/* webpackChunkName: "page-compare-offers" */ '../features/compare/CompareOffersPage'),
    appI18n.ensureBundles(['compare']),
  ]).catch(() => {
    compareOffers = null;
  });
}

/**
 * A page of one request (the comparison) asks for the request as soon as the guards have let the customer in,
 * while its chunk still loads, instead of once it has mounted. The rfqs endpoints stay out of the entry chunk.
 */
export function prefetchRequest({ store, params }: PrefetchArgs): Promise<unknown> | void {
  const rfqId = positiveId(params.rfqId);
  if (rfqId === null) return;
  return import(/* webpackChunkName: "rfqs-api" */ '../../store/api/rfqsApi').then(({ rfqsApi }) =>
    store.dispatch(rfqsApi.util.prefetch('getRfq', rfqId, { ifOlderThan: 60 })),
  );
}

/** The customer's requests, which the dashboard and the current request open with. */
export function prefetchCustomerRequests({ store }: PrefetchArgs): Promise<unknown> | void {
  const user = selectUser(store.getState());
  if (!user || user.team_name !== null) return;
  return import(/* webpackChunkName: "rfqs-api" */ '../../store/api/rfqsApi').then(({ rfqsApi }) =>
    store.dispatch(rfqsApi.util.prefetch('getRfqs', user.id, { ifOlderThan: 60 })),
  );
}

/** A lead's thread: the lead and the newest page of its messages. */
export function prefetchThread({ store, params }: PrefetchArgs): Promise<unknown> | void {
  const leadId = positiveId(params.leadId);
  if (leadId === null || (params.rfqId !== undefined && positiveId(params.rfqId) === null)) return;
  return Promise.all([
    import(/* webpackChunkName: "leads-api" */ '../../store/api/leadsApi').then(({ leadsApi }) =>
      store.dispatch(leadsApi.util.prefetch('getLead', leadId, { ifOlderThan: 60 })),
    ),
    import(/* webpackChunkName: "messages-api" */ '../../store/api/messagesApi').then(({ messagesApi }) => {
      // An infinite query has no `util.prefetch`: a start without a subscription is the same thing.
      store.dispatch(messagesApi.endpoints.getLeadMessages.initiate(leadId, { subscribe: false }));
    }),
  ]);
}
