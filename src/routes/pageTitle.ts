// The document title of a page: the innermost matched route's title and the product name (§2). One rule for the
// running app (RootLayout) and the prerendered pages.
import type { RouteHandle } from './middleware';

type Match = { handle: unknown };

export function pageTitleOf(matches: readonly Match[], translate: (id: string) => string): string {
  const appName = translate('app.name') || 'Lånetorvet';
  const titleId = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.titleId)
    .reverse()
    .find(Boolean);
  const pageTitle = titleId ? translate(titleId) : '';
  return pageTitle ? `${pageTitle} – ${appName}` : appName;
}
