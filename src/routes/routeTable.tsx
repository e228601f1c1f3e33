// The whole route table of §2, composed of the route groups in groups/. Every page is a lazy chunk;
// `handle.middleware` names the guards of a branch.
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { RootLayout } from '../app/RootLayout';
import { PublicLayout } from '../app/PublicLayout';
import { RouteErrorPage } from '../app/RouteErrorPage';
import { InitialLoading } from '../app/InitialLoading';
import { paths } from '../../domain/paths';
import { loadChunk } from './chunkReload';
import { forward, guarded } from './routeBuilders';
import { analystRoutes } from './groups/analystRoutes';
import { customerRoutes } from './groups/customerRoutes';
import { economyRoutes } from './groups/economyRoutes';
import { formSessionRoute } from './groups/formRoutes';
import { guestRoutes } from './groups/guestRoutes';
import { mortgageSurveillanceRoutes } from './groups/mortgageSurveillanceRoutes';
import { publicRoutes } from './groups/publicRoutes';

/** The signed-in shell's pages. */
const authenticatedRoutes: RouteObject[] = [
  ...customerRoutes,
  ...economyRoutes,
  ...mortgageSurveillanceRoutes,
  ...analystRoutes,
];

/** The route objects; `navigationLoader` runs the middleware before every navigation. */
export function buildRouteTable(navigationLoader: LoaderFunction): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: InitialLoading,
      loader: navigationLoader,
      // Guards run on every navigation, not only when this (pathless) route's params change.
      shouldRevalidate: () => true,
      children: [
        {
          id: 'shell',
          handle: guarded('auth', 'lang'),
          lazy: async () => ({
            Component: (await loadChunk(() => import(/* webpackChunkName: "shell" */ '../app/ShellLayout')))
              .ShellLayout,
          }),
          children: authenticatedRoutes,
        },
        {
          id: 'guest',
          element: <PublicLayout />,
          handle: guarded('guest', 'lang'),
          children: guestRoutes,
        },
        {
          id: 'form',
          path: paths.form.root.path,
          element: <PublicLayout />,
          handle: guarded('lang'),
          children: [formSessionRoute],
        },
        {
          id: 'public',
          element: <PublicLayout />,
          handle: guarded('lang'),
          children: publicRoutes,
        },
        { ...forward('*', paths.notFound.path), handle: { ...guarded('lang'), forward: paths.notFound.path } },
      ],
    },
  ];
}
