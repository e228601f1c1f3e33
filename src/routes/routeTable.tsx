// The whole route table of §2: each branch's layout and guards (`handle.middleware`), the form's session with its
// step routes, and the pages of the route groups in groups/. Every page is a lazy chunk.
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { loadFormCodec } from '../../machines/auctionForm/formCodec';
import { hasSavedForm } from '../../machines/auctionForm/savedFormPresence';
import type { StepLabel } from '../../machines/auctionForm/types';
import { RootLayout } from '../app/RootLayout';
import { PublicLayout } from '../app/PublicLayout';
import { RouteErrorPage } from '../app/RouteErrorPage';
import { InitialLoading } from '../app/InitialLoading';
import { LOCALES } from '../../domain/locales';
import { FORM_STEP_SLUGS, formStepRouteId, paths } from '../../domain/paths';
import { loadChunk } from '../lib/browser/chunkReload';
import { pageOrStandIn } from './pageAfterReconnect';
import { forward, guarded, page, titled } from './routeBuilders';
import { customerRoutes } from './groups/customerRoutes';
import { economyRoutes } from './groups/economyRoutes';
import { mortgageSurveillanceRoutes } from './groups/mortgageSurveillanceRoutes';
import { analystRoutes } from './groups/analystRoutes';
import { accountRoutes } from './groups/accountRoutes';
import { staffRoutes } from './groups/staffRoutes';
import { guestRoutes } from './groups/guestRoutes';
import { publicRoutes } from './groups/publicRoutes';

const FORM_STEP_TITLES: Record<StepLabel, string> = {
  start: 'form.steps.start',
  unsatisfied: 'form.steps.unsatisfied',
  housingSituation: 'form.steps.housingSituation',
  otherAssets: 'form.steps.otherAssets',
  savings: 'form.steps.savings',
  aboutYou: 'form.steps.aboutYou',
  employment: 'form.steps.employment',
  otherDebt: 'form.steps.otherDebt',
  wishes: 'form.steps.wishes',
  profile: 'form.steps.profile',
};

function formStepRoutes(): RouteObject[] {
  const steps = Object.keys(FORM_STEP_SLUGS) as (keyof typeof FORM_STEP_SLUGS)[];
  return steps.flatMap((label) =>
    LOCALES.map((locale) => ({
      id: formStepRouteId(label, locale),
      path: FORM_STEP_SLUGS[label][locale],
      handle: titled(FORM_STEP_TITLES[label]),
    })),
  );
}

/** The signed-in shell's pages. */
const authenticatedRoutes: RouteObject[] = [
  ...customerRoutes,
  ...economyRoutes,
  ...mortgageSurveillanceRoutes,
  ...analystRoutes,
  ...accountRoutes,
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
            Component: await pageOrStandIn(
              () =>
                loadChunk(() => import(/* webpackChunkName: "shell" */ '../app/ShellLayout')).then(
                  (module) => module.ShellLayout,
                ),
              { standalone: true },
            ),
          }),
          children: authenticatedRoutes,
        },
        {
          id: 'staff',
          handle: guarded('staff', 'lang'),
          lazy: async () => ({
            Component: (await loadChunk(() => import(/* webpackChunkName: "staff" */ '../app/StaffLayout')))
              .StaffLayout,
          }),
          children: staffRoutes,
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
          children: [
            {
              // One wizard for the whole form session: the step routes below only name the step in the URL.
              id: 'formSession',
              lazy: page(
                () => import(/* webpackChunkName: "page-form" */ '../features/form/FormSession'),
                'FormSession',
                'form',
              ),
              // A draft is restored as the form opens, so its codec must be there by then (only then).
              loader: async () => (hasSavedForm() ? loadFormCodec().then(() => null) : null),
              children: [
                { index: true, id: formStepRouteId('start', 'da'), handle: titled(FORM_STEP_TITLES.start) },
                ...formStepRoutes(),
                // §2: unknown form paths go to the start.
                forward('*', paths.form.start.path),
              ],
            },
          ],
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
