// The whole route table of §2. Every page is a lazy chunk; `handle.middleware` names the guards of a branch.
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { loadFormCodec } from '../../machines/auctionForm/formCodec';
import { hasSavedForm } from '../../machines/auctionForm/savedFormPresence';
import type { StepLabel } from '../../machines/auctionForm/types';
import { RootLayout } from '../app/RootLayout';
import { PublicLayout } from '../app/PublicLayout';
import { RouteErrorPage } from '../app/RouteErrorPage';
import { InitialLoading } from '../app/InitialLoading';
import { appI18n } from '../lib/i18n/appI18n';
import { LOCALES } from '../../domain/locales';
import type { BundleName } from '../lib/i18n/messageBundles';
import { loadChunk } from './chunkReload';
import { prefetchRequest } from './prefetchRoute';
import type { MiddlewareName, RouteHandle } from './middleware';
import { FORM_STEP_SLUGS, formStepRouteId, paths, ROUTE_IDS } from '../../domain/paths';

type PageModule = Record<string, unknown>;

/**
 * A page from its own chunk, with the message bundles its texts are in (none: core has them all):
 * `page(() => import('…/CompareOffersPage'), 'CompareOffersPage', 'compare')`. The navigation waits for both, so
 * the page never renders before its texts.
 */
function page<M extends PageModule>(
  load: () => Promise<M>,
  exportName: keyof M & string,
  ...bundles: BundleName[]
): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([loadChunk(load), loadChunk(() => appI18n.ensureBundles(bundles))]);
    return { Component: module[exportName] as ComponentType };
  };
}

const guarded = (...middleware: MiddlewareName[]): RouteHandle => ({ middleware });
const titled = (titleId: string): RouteHandle => ({ titleId });
/**
 * A path that only forwards (§2 "redirects to"). The navigation loader follows `handle.forward` after the guards,
 * so a visitor is remembered at the address they asked for; `element: null` says it renders nothing on purpose.
 */
const forward = (path: string, to: string): RouteObject => ({
  path,
  handle: { forward: to } satisfies RouteHandle,
  element: null,
});

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

const authenticatedRoutes: RouteObject[] = [
  forward(paths.root.path, paths.home.path),
  {
    id: ROUTE_IDS.home,
    path: paths.home.path,
    handle: titled('page.home.title'),
    lazy: page(() => import(/* webpackChunkName: "page-home" */ '../features/rfqs/HomePage'), 'HomePage', 'rfqs'),
  },

  forward(paths.rfqs.root.path, paths.rfqs.current.path),
  {
    path: paths.rfqs.current.path,
    handle: titled('page.rfqs.current.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-rfqs-current" */ '../features/rfqs/CurrentRfqPage'),
      'CurrentRfqPage',
      'rfqs',
    ),
  },
  {
    path: paths.rfqs.getOffers.path,
    handle: titled('page.rfqs.getOffers.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-rfqs-get-offers" */ '../features/rfqs/GetOffersPage'),
      'GetOffersPage',
      'rfqs',
    ),
  },
  {
    path: paths.rfqs.abort.path,
    handle: titled('page.rfqs.abort.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-rfqs-abort" */ '../features/rfqs/AbortRfqPage'),
      'AbortRfqPage',
      'rfqs',
    ),
  },
  forward(paths.rfqs.documents.path, paths.documents.path),
  {
    path: paths.lead.overview.path,
    handle: titled('page.lead.overview.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-lead-overview" */ '../features/leads/LeadOverviewPage'),
      'LeadOverviewPage',
      'leads',
    ),
  },
  {
    path: paths.lead.meetings.path,
    handle: titled('page.lead.meetings.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-lead-meetings" */ '../features/meetings/LeadMeetingsPage'),
      'LeadMeetingsPage',
      'meetings',
    ),
  },
  {
    path: paths.lead.meeting.path,
    handle: titled('page.lead.meeting.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-lead-meeting" */ '../features/meetings/MeetingDetailPage'),
      'MeetingDetailPage',
      'meetings',
    ),
  },
  {
    path: paths.lead.documents.path,
    handle: titled('page.lead.documents.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-lead-documents" */ '../features/documents/LeadDocumentsPage'),
      'LeadDocumentsPage',
      'documents',
    ),
  },
  {
    path: paths.lead.messages.path,
    handle: titled('page.lead.messages.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-messages-thread" */ '../features/messages/ThreadPages'),
      'LeadMessagesPage',
      'messages',
    ),
  },
  {
    path: paths.compareOffers.path,
    handle: { ...titled('page.compareOffers.title'), prefetch: prefetchRequest },
    lazy: page(
      () => import(/* webpackChunkName: "page-compare-offers" */ '../features/compare/CompareOffersPage'),
      'CompareOffersPage',
      'compare',
    ),
  },
  {
    path: paths.lead.offer.path,
    handle: titled('page.offer.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-offer-detail" */ '../features/leads/OfferDetailPage'),
      'OfferDetailPage',
      'leads',
    ),
  },
  {
    path: paths.lender.path,
    handle: titled('page.lender.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-lender" */ '../features/reputation/LenderPage'),
      'LenderPage',
      'reputation',
    ),
  },
  {
    path: paths.documents.path,
    handle: titled('page.documents.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-documents" */ '../features/documents/DocumentsPage'),
      'DocumentsPage',
      'documents',
    ),
  },

  forward(paths.economy.root.path, paths.economy.familyAndWork.path),
  {
    path: paths.economy.familyAndWork.path,
    handle: titled('page.economy.familyAndWork.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-economy-family-and-work" */ '../features/economy/FamilyAndWorkPages'),
      'FamilyAndWorkPage',
      'economy',
    ),
  },
  {
    path: paths.economy.editFamily.path,
    handle: titled('page.economy.editFamily.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-economy-family-and-work" */ '../features/economy/FamilyAndWorkPages'),
      'EditFamilyPage',
      'economy',
    ),
  },
  {
    path: paths.economy.editWork.path,
    handle: titled('page.economy.editWork.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-economy-family-and-work" */ '../features/economy/FamilyAndWorkPages'),
      'EditWorkPage',
      'economy',
    ),
  },
  {
    path: paths.economy.properties.path,
    handle: titled('page.economy.properties.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-economy-properties" */ '../features/economy/PropertiesPages'),
      'PropertiesPage',
      'economy',
    ),
  },
  {
    path: paths.economy.addProperty.path,
    handle: titled('page.economy.addProperty.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-economy-properties" */ '../features/economy/PropertiesPages'),
      'AddPropertyPage',
      'economy',
    ),
  },
  {
    path: paths.economy.editProperties.path,
    handle: titled('page.economy.editProperties.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-economy-properties" */ '../features/economy/PropertiesPages'),
      'EditPropertiesPage',
      'economy',
    ),
  },
  {
    path: paths.economy.property.path,
    handle: titled('page.economy.property.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-economy-properties" */ '../features/economy/PropertiesPages'),
      'PropertyPage',
      'economy',
    ),
  },
  {
    path: paths.economy.otherAssets.path,
    handle: titled('page.economy.otherAssets.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-economy-other-assets" */ '../features/economy/OtherAssetsPages'),
      'OtherAssetsPage',
      'economy',
    ),
  },
  {
    path: paths.economy.addOtherAsset.path,
    handle: titled('page.economy.addOtherAsset.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-economy-other-assets" */ '../features/economy/OtherAssetsPages'),
      'AddOtherAssetPage',
      'economy',
    ),
  },
  {
    path: paths.economy.editOtherAssets.path,
    handle: titled('page.economy.editOtherAssets.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-economy-other-assets" */ '../features/economy/OtherAssetsPages'),
      'EditOtherAssetsPage',
      'economy',
    ),
  },
  {
    path: paths.economy.otherAsset.path,
    handle: titled('page.economy.otherAsset.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-economy-other-assets" */ '../features/economy/OtherAssetsPages'),
      'OtherAssetPage',
      'economy',
    ),
  },
  {
    path: paths.economy.savings.path,
    handle: titled('page.economy.savings.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-economy-savings" */ '../features/economy/SavingsPages'),
      'SavingsPage',
      'economy',
    ),
  },
  {
    path: paths.economy.editSavings.path,
    handle: titled('page.economy.editSavings.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-economy-savings" */ '../features/economy/SavingsPages'),
      'EditSavingsPage',
      'economy',
    ),
  },
  {
    path: paths.economy.otherDebt.path,
    handle: titled('page.economy.otherDebt.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-economy-other-debt" */ '../features/economy/OtherDebtPages'),
      'OtherDebtPage',
      'economy',
    ),
  },
  {
    path: paths.economy.addOtherDebt.path,
    handle: titled('page.economy.addOtherDebt.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-economy-other-debt" */ '../features/economy/OtherDebtPages'),
      'AddOtherDebtPage',
      'economy',
    ),
  },
  {
    path: paths.economy.editOtherDebt.path,
    handle: titled('page.economy.editOtherDebt.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-economy-other-debt" */ '../features/economy/OtherDebtPages'),
      'EditOtherDebtPage',
      'economy',
    ),
  },

  // §6: the overview and a property's page need the opt-in; consent and the disabled page are how to give it.
  {
    path: paths.mortgageSurveillance.root.path,
    handle: { ...titled('page.mortgageSurveillance.title'), ...guarded('mortgageSurveillance') },
    lazy: page(
      () =>
        import(
          /* webpackChunkName: "page-mortgage-surveillance" */ '../features/mortgageSurveillance/MortgageSurveillancePage'
        ),
      'MortgageSurveillancePage',
      'mortgageSurveillance',
    ),
  },
  {
    path: paths.mortgageSurveillance.consent.path,
    handle: titled('page.mortgageSurveillance.consent.title'),
    lazy: page(
      () =>
        import(
          /* webpackChunkName: "page-mortgage-surveillance-consent" */ '../features/mortgageSurveillance/ConsentPages'
        ),
      'ConsentPage',
      'mortgageSurveillance',
    ),
  },
  {
    path: paths.mortgageSurveillance.property.path,
    handle: { ...titled('page.mortgageSurveillance.property.title'), ...guarded('mortgageSurveillance') },
    lazy: page(
      () =>
        import(
          /* webpackChunkName: "page-mortgage-surveillance-property" */ '../features/mortgageSurveillance/PropertySurveillancePage'
        ),
      'PropertySurveillancePage',
      'mortgageSurveillance',
    ),
  },
  {
    path: paths.mortgageSurveillance.disabled.path,
    handle: titled('page.mortgageSurveillance.disabled.title'),
    lazy: page(
      () =>
        import(
          /* webpackChunkName: "page-mortgage-surveillance-consent" */ '../features/mortgageSurveillance/ConsentPages'
        ),
      'DisabledPage',
      'mortgageSurveillance',
    ),
  },
  {
    path: paths.analyst.path,
    handle: titled('page.analyst.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-analyst" */ '../features/analyst/AnalystPage'),
      'AnalystPage',
      'analyst',
    ),
  },

  {
    path: paths.profile.path,
    handle: titled('page.profile.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-profile" */ '../features/profile/ProfilePage'),
      'ProfilePage',
      'profile',
    ),
  },
  {
    path: paths.editProfile.path,
    handle: titled('page.profile.edit.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-profile-edit" */ '../features/profile/EditProfilePage'),
      'EditProfilePage',
      'profile',
    ),
  },
  {
    path: paths.messages.path,
    handle: titled('page.messages.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-messages" */ '../features/messages/MessagesPage'),
      'MessagesPage',
      'messages',
    ),
  },
  {
    path: paths.leadMessages.path,
    handle: titled('page.messages.lead.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-messages-thread" */ '../features/messages/ThreadPages'),
      'LeadThreadPage',
      'messages',
    ),
  },
];

const guestRoutes: RouteObject[] = [
  {
    id: ROUTE_IDS.login,
    path: paths.login.path,
    handle: titled('auth.login.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-login" */ '../features/auth/LoginPage'),
      'LoginPage',
      'validation',
    ),
  },
  {
    path: paths.forgotPassword.path,
    handle: titled('auth.forgot.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-forgot-password" */ '../features/auth/ForgotPasswordPage'),
      'ForgotPasswordPage',
      'validation',
    ),
  },
  {
    path: paths.resetPassword.path,
    handle: titled('auth.reset.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-reset-password" */ '../features/auth/ResetPasswordPage'),
      'ResetPasswordPage',
      'validation',
    ),
  },
];

const publicRoutes: RouteObject[] = [
  {
    path: paths.brazeUnsubscribe.path,
    handle: titled('public.braze.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-braze-unsubscribe" */ '../features/public/BrazeUnsubscribePage'),
      'BrazeUnsubscribePage',
    ),
  },
  {
    path: paths.consentThankYou.path,
    handle: titled('public.consentThankYou.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-consent-thank-you" */ '../features/public/ConsentThankYouPage'),
      'ConsentThankYouPage',
    ),
  },
  {
    path: paths.terms.path,
    handle: titled('public.terms.title'),
    lazy: page(() => import(/* webpackChunkName: "page-terms" */ '../features/public/TermsPage'), 'TermsPage'),
  },
  {
    path: paths.unsuccessful.path,
    handle: titled('public.unsuccessful.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-unsuccessful" */ '../features/public/UnsuccessfulPage'),
      'UnsuccessfulPage',
    ),
  },
  {
    path: paths.rateSupplier.path,
    handle: titled('page.rateSupplier.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-rate-supplier" */ '../features/public/RatePage'),
      'RatePage',
      'rate',
    ),
  },
  {
    path: paths.notFound.path,
    handle: titled('public.notFound.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-not-found" */ '../features/public/NotFoundPage'),
      'NotFoundPage',
    ),
  },
  {
    path: paths.forbidden.path,
    handle: titled('public.forbidden.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-forbidden" */ '../features/public/ForbiddenPage'),
      'ForbiddenPage',
    ),
  },
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
