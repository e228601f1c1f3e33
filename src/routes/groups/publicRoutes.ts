// The pages anyone may open, signed in or not (§2): the loan calculator, unsubscribe, consent thanks, terms, rating a
// lender, the error pages.
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../../domain/paths';
import { page, titled } from '../routeBuilders';

/** The calculator in its two languages: one page, the path naming the language (domain/prerenderedPages.ts). */
const calculatorRoutes: RouteObject[] = [paths.calculator.da.path, paths.calculator.en.path].map((path) => ({
  path,
  handle: titled('page.calculator.title'),
  lazy: page(
    () => import(/* webpackChunkName: "page-calculator" */ '../../features/calculator/LoanCalculatorPage'),
    'LoanCalculatorPage',
    'calculator',
  ),
}));

export const publicRoutes: RouteObject[] = [
  ...calculatorRoutes,
  {
    path: paths.brazeUnsubscribe.path,
    handle: titled('public.braze.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-braze-unsubscribe" */ '../../features/public/BrazeUnsubscribePage'),
      'BrazeUnsubscribePage',
      'publicPages',
    ),
  },
  {
    path: paths.consentThankYou.path,
    handle: titled('public.consentThankYou.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-consent-thank-you" */ '../../features/public/ConsentThankYouPage'),
      'ConsentThankYouPage',
      'publicPages',
    ),
  },
  {
    path: paths.terms.path,
    handle: titled('public.terms.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-terms" */ '../../features/public/TermsPage'),
      'TermsPage',
      'publicPages',
    ),
  },
  {
    path: paths.unsuccessful.path,
    handle: titled('public.unsuccessful.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-unsuccessful" */ '../../features/public/UnsuccessfulPage'),
      'UnsuccessfulPage',
      'publicPages',
    ),
  },
  {
    path: paths.rateSupplier.path,
    handle: titled('page.rateSupplier.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-rate-supplier" */ '../../features/public/RatePage'),
      'RatePage',
      'rate',
    ),
  },
  {
    path: paths.notFound.path,
    handle: titled('public.notFound.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-not-found" */ '../../features/public/NotFoundPage'),
      'NotFoundPage',
    ),
  },
  {
    path: paths.forbidden.path,
    handle: titled('public.forbidden.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-forbidden" */ '../../features/public/ForbiddenPage'),
      'ForbiddenPage',
    ),
  },
];
