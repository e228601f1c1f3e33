// A route's component when its code could not be fetched for want of a connection. react-router keeps what a
// route's lazy() settled with for good, a rejection too, so throwing would leave the route failed until a reload;
// the route gets a stand-in instead, which shows the no-connection page and then the page itself once a retry (the
// button, the browser's `online` event) has fetched its code.
import { useCallback, useState, type ComponentType } from 'react';
import { NoConnectionPage } from '../app/NoConnectionPage';
import { StandaloneFrame } from '../app/StandaloneFrame';
import { NoConnectionError } from '../lib/browser/codeUnavailable';

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
    return standIn(load, options);
  }
}

function standIn(load: () => Promise<ComponentType>, { standalone = false }: Options): ComponentType {
  // Shared by every visit of the route: once the page has come, a later visit renders it at once.
  let arrived: ComponentType | null = null;
  return function AwaitingConnection() {
    const [Page, setPage] = useState(() => arrived);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const retry = useCallback(
      () =>
        load().then(
          (component) => {
            arrived = component;
            setPage(() => component);
          },
          (error: unknown) => {
            // Still no connection: the page stays as it is. Anything else is the route error page's.
            if (!(error instanceof NoConnectionError)) setFailure({ error });
          },
        ),
      [],
    );
    if (failure) throw failure.error;
    if (Page) return <Page />;
    const page = <NoConnectionPage onRetry={retry} />;
    return standalone ? <StandaloneFrame>{page}</StandaloneFrame> : page;
  };
}
