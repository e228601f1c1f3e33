// A route's component when its code could not be fetched for want of a connection. react-router keeps what a
// route's lazy() settled with for good, a rejection too, so throwing would leave the route failed until a reload;
// the route gets a stand-in instead, which shows the no-connection page and then the page itself once a retry (the
// button, the browser's `online` event) has fetched its code.
import { useCallback, useState, useSyncExternalStore, type ComponentType } from 'react';
import { NoConnectionPage } from '../app/NoConnectionPage';
import { StandaloneFrame } from '../app/StandaloneFrame';
import { NoConnectionError } from '../lib/browser/codeUnavailable';
import { lazyModule, type LazyModule } from '../lib/lazyModule';

type Options = {
  /** A layout's stand-in has no layout around it: it brings the brand and main region of its own. */
  standalone?: boolean;
};

/** The component `load` gives, or a stand-in that waits for the connection when it failed for want of one. */
export async function pageOrStandIn(load: () => Promise<ComponentType>, options: Options = {}): Promise<ComponentType> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof NoConnectionError)) throw error;
    return standIn(lazyModule(load), options);
  }
}

function standIn(code: LazyModule<ComponentType>, { standalone = false }: Options): ComponentType {
  return function AwaitingConnection() {
    const Page = useSyncExternalStore(code.subscribe, code.loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const retry = useCallback(
      () =>
        code.load().catch((error: unknown) => {
          // Still no connection: the page stays as it is. Anything else is the route error page's.
          if (!(error instanceof NoConnectionError)) setFailure({ error });
        }),
      [],
    );
    if (failure) throw failure.error;
    if (Page) return <Page />;
    const page = <NoConnectionPage onRetry={retry} />;
    return standalone ? <StandaloneFrame>{page}</StandaloneFrame> : page;
  };
}
