// How the route table's entries are written: a page from its own chunk with its message bundles, a handle's
// guards or title, a path that only forwards.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { appI18n } from '../lib/i18n/appI18n';
import type { BundleName } from '../lib/i18n/messageBundles';
import { loadChunk } from '../lib/browser/chunkReload';
import { pageOrStandIn } from './pageAfterReconnect';
import type { MiddlewareName, RouteHandle } from './middleware';

type PageModule = Record<string, unknown>;

/**
 * A page from its own chunk, with the message bundles its texts are in (none: core has them all):
 * `page(() => import('…/CompareOffersPage'), 'CompareOffersPage', 'compare')`. The navigation waits for both, so
 * the page never renders before its texts. Fetched while nothing answers, the page is the no-connection page until
 * a retry brings it (pageAfterReconnect.tsx).
 */
export function page<M extends PageModule>(
  load: () => Promise<M>,
  exportName: keyof M & string,
  ...bundles: BundleName[]
): RouteObject['lazy'] {
  const loadPage = async () => {
    const [module] = await Promise.all([loadChunk(load), loadChunk(() => appI18n.ensureBundles(bundles))]);
    return module[exportName] as ComponentType;
  };
  return async () => ({ Component: await pageOrStandIn(loadPage) });
}

export const guarded = (...middleware: MiddlewareName[]): RouteHandle => ({ middleware });
export const titled = (titleId: string): RouteHandle => ({ titleId });
/**
 * A path that only forwards (§2 "redirects to"). The navigation loader follows `handle.forward` after the guards,
 * so a visitor is remembered at the address they asked for; `element: null` says it renders nothing on purpose.
 */
export const forward = (path: string, to: string): RouteObject => ({
  path,
  handle: { forward: to } satisfies RouteHandle,
  element: null,
});
