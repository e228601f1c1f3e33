// The reads a page opens with, finished: a page rendered on the server renders with their answers, and the browser
// hydrates it with the same answers (the server put them in the page, so they take no request), so both render
// the same tree. The route's own `prefetch` starts them (navigationLoader.ts starts them too; RTK Query asks once).
import type { AppStore } from '../../store/store';
import { baseApi } from '../../store/api/baseApi';
import type { RouteHandle } from './middleware';

type SettledRouter = {
  state: { matches: readonly { route: { handle?: unknown }; params: Record<string, string | undefined> }[] };
};

export async function pageReadsSettled(router: SettledRouter, store: AppStore): Promise<void> {
  await Promise.all(
    router.state.matches.map(({ route, params }) =>
      (route.handle as RouteHandle | undefined)?.prefetch?.({ store, params }),
    ),
  );
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
}
