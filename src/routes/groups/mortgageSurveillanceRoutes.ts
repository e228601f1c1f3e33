// Mortgage surveillance (§6): the overview and a property's page need the opt-in; consent and the disabled page are
// how to give it, and the disabled page is only for a customer who has not.
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../../domain/paths';
import { guarded, page, titled } from '../routeBuilders';

export const mortgageSurveillanceRoutes: RouteObject[] = [
  {
    path: paths.mortgageSurveillance.root.path,
    handle: { ...titled('page.mortgageSurveillance.title'), ...guarded('mortgageSurveillance') },
    lazy: page(
      () =>
        import(
          /* webpackChunkName: "page-mortgage-surveillance" */ '../../features/mortgageSurveillance/MortgageSurveillancePage'
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
          /* webpackChunkName: "page-mortgage-surveillance-consent" */ '../../features/mortgageSurveillance/consentChunk'
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
          /* webpackChunkName: "page-mortgage-surveillance-property" */ '../../features/mortgageSurveillance/PropertySurveillancePage'
        ),
      'PropertySurveillancePage',
      'mortgageSurveillance',
    ),
  },
  {
    path: paths.mortgageSurveillance.disabled.path,
    handle: { ...titled('page.mortgageSurveillance.disabled.title'), ...guarded('mortgageSurveillanceOff') },
    lazy: page(
      () =>
        import(
          /* webpackChunkName: "page-mortgage-surveillance-consent" */ '../../features/mortgageSurveillance/consentChunk'
        ),
      'DisabledPage',
      'mortgageSurveillance',
    ),
  },
];
