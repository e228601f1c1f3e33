// A failed read stays failed until the customer retries or the connection returns: nothing else asks again and
// turns the page's error into loading and back (its "Prøv igen" replaced under the customer's pointer, the alert
// announced twice).
//
// - A failure no component watches is forgotten at once (RTK Query would keep it 60 s). RTK Query asks again
//   whenever a component subscribes to an entry that holds only an error, so a page that mounts after its route's
//   prefetch has failed (its chunk came later than the answer), or that is opened again after it failed, first
//   rendered the old error and then asked again. Forgotten, the entry is new to the page: loading once, one
//   request, and its answer.
// - Focus asks again only for the reads whose last answer came (the focused tab's data may be stale); a failed
//   one, even with older data, is left to the retry button and to refetchOnReconnect. A click into the window on "Prøv igen" focuses the
//   window first: RTK Query's own refetchOnFocus replaced the button before the click arrived.
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { baseApi } from './baseApi';

const { internal_getRTKQSubscriptions, removeQueryResult, unsubscribeQueryResult } = baseApi.internalActions;

type QueryCacheKey = Parameters<typeof removeQueryResult>[0]['queryCacheKey'];
/** RTK Query's subscriptions, which it keeps outside the state: its hooks read them the same way. */
type Subscriptions = {
  getSubscriptions: () => ReadonlyMap<QueryCacheKey, ReadonlyMap<string, unknown>>;
  getSubscriptionCount: (queryCacheKey: QueryCacheKey) => number;
};
type Dispatch = (action: unknown) => unknown;
type ApiState = { [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer> };
type QueryRejected = { type: string; meta: { condition?: boolean; arg: { queryCacheKey: QueryCacheKey } } };
type Refetchable = { initiate: (arg: unknown, options: { subscribe: false; forceRefetch: true }) => unknown };

/** A query's request that failed (infinite queries too); not a start skipped because one was already running. */
const isQueryRejected = (action: unknown): action is QueryRejected =>
  (action as QueryRejected).type === `${baseApi.reducerPath}/executeQuery/rejected` &&
  !(action as QueryRejected).meta.condition;

const subscriptions = (dispatch: Dispatch) => dispatch(internal_getRTKQSubscriptions()) as Subscriptions;

function forgetIfUnwatchedFailure(dispatch: Dispatch, state: ApiState, queryCacheKey: QueryCacheKey): void {
  const entry = state[baseApi.reducerPath].queries[queryCacheKey];
  if (entry?.status !== 'rejected' || entry.data !== undefined) return;
  if (subscriptions(dispatch).getSubscriptionCount(queryCacheKey) === 0) dispatch(removeQueryResult({ queryCacheKey }));
}

/** RTK Query's refetchOnFocus (off in baseApi.ts) for the watched reads whose last answer was not a failure. */
function refetchAnswersOnFocus(dispatch: Dispatch, state: ApiState): void {
  const { queries } = state[baseApi.reducerPath];
  for (const [queryCacheKey, watchers] of subscriptions(dispatch).getSubscriptions()) {
    const entry = queries[queryCacheKey];
    if (watchers.size === 0 || entry?.status !== 'fulfilled') continue;
    const endpoint = (baseApi.endpoints as Record<string, Refetchable>)[entry.endpointName];
    dispatch(endpoint.initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }));
  }
}

/** The store's middleware for it, before baseApi.middleware (which counts the subscriptions first). */
export function failedReadsMiddleware() {
  const listener = createListenerMiddleware<ApiState>();
  // A read that failed while no component watched it: a route's prefetch, or a page that has since unmounted.
  listener.startListening({
    matcher: isQueryRejected,
    effect: (action, api) => forgetIfUnwatchedFailure(api.dispatch, api.getState(), action.meta.arg.queryCacheKey),
  });
  // The last component watching a failed read has gone.
  listener.startListening({
    actionCreator: unsubscribeQueryResult,
    effect: (action, api) => forgetIfUnwatchedFailure(api.dispatch, api.getState(), action.payload.queryCacheKey),
  });
  listener.startListening({
    // setupListeners' focus action (its creator is not exported).
    type: '__rtkq/focused',
    effect: (_action, api) => refetchAnswersOnFocus(api.dispatch, api.getState()),
  });
  return listener.middleware;
}
