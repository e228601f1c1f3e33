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
//   one, even with older data, is left to the retry button and to refetchOnReconnect. A click into the window on
//   "Prøv igen" focuses the window first: RTK Query's own refetchOnFocus replaced the button before the click
//   arrived.
import type { Middleware } from '@reduxjs/toolkit';
import { baseApi } from './baseApi';

const { internal_getRTKQSubscriptions, removeQueryResult, unsubscribeQueryResult } = baseApi.internalActions;

type QueryCacheKey = Parameters<typeof removeQueryResult>[0]['queryCacheKey'];
/** RTK Query's subscriptions, which it keeps outside the state: its hooks read them the same way. */
type Subscriptions = ReadonlyMap<QueryCacheKey, ReadonlyMap<string, unknown>>;
type ApiState = { [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer> };
type QueryAction = { type: string; meta?: { condition?: boolean; arg?: { queryCacheKey: QueryCacheKey } } };
type Refetchable = { initiate: (arg: unknown, options: { subscribe: false; forceRefetch: true }) => unknown };

/** A query's request that failed (infinite queries too); not a start skipped because one was already running. */
const QUERY_REJECTED = `${baseApi.reducerPath}/executeQuery/rejected`;
/** setupListeners' focus action (its creator is not exported). */
const FOCUSED = '__rtkq/focused';

/** The store's middleware for it, before baseApi.middleware (which counts the subscriptions first). */
export const failedReadsMiddleware: Middleware<object, ApiState> = (store) => (next) => (action) => {
  const result = next(action);
  const { type, meta } = action as QueryAction;
  const subscriptions = () =>
    (
      store.dispatch(internal_getRTKQSubscriptions()) as unknown as { getSubscriptions: () => Subscriptions }
    ).getSubscriptions();
  const { queries } = store.getState()[baseApi.reducerPath];
  // A read that failed while no component watched it (a route's prefetch, a page that has since unmounted), or
  // whose last watcher has gone.
  const failed =
    type === QUERY_REJECTED && !meta?.condition
      ? meta?.arg?.queryCacheKey
      : unsubscribeQueryResult.match(action)
        ? action.payload.queryCacheKey
        : undefined;
  const entry = failed && queries[failed];
  if (failed && entry?.status === 'rejected' && entry.data === undefined && !subscriptions().get(failed)?.size)
    store.dispatch(removeQueryResult({ queryCacheKey: failed }));
  // RTK Query's refetchOnFocus (off in baseApi.ts) for the watched reads whose last answer was not a failure.
  if (type === FOCUSED)
    for (const [queryCacheKey, watchers] of subscriptions()) {
      const read = queries[queryCacheKey];
      if (!watchers.size || read?.status !== 'fulfilled') continue;
      const endpoint = (baseApi.endpoints as Record<string, Refetchable>)[read.endpointName];
      store.dispatch(endpoint.initiate(read.originalArgs, { subscribe: false, forceRefetch: true }) as never);
    }
  return result;
};
