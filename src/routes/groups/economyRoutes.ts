// The economy pages (§2): family and work, homes, other assets, savings, other debt, the budget; each section's pages share a
// chunk.
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../../domain/paths';
import { forward, page, titled } from '../routeBuilders';

export const economyRoutes: RouteObject[] = [
  forward(paths.economy.root.path, paths.economy.familyAndWork.path),
  {
    path: paths.economy.budget.path,
    handle: titled('page.economy.budget.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-economy-budget" */ '../../features/economy/budget/budgetChunk'),
      'BudgetPage',
      'economy',
    ),
  },
  {
    path: paths.economy.familyAndWork.path,
    handle: titled('page.economy.familyAndWork.title'),
    lazy: page(
      () =>
        import(
          /* webpackChunkName: "page-economy-family-and-work" */ '../../features/economy/familyAndWork/familyAndWorkChunk'
        ),
      'FamilyAndWorkPage',
      'economy',
    ),
  },
  {
    path: paths.economy.editFamily.path,
    handle: titled('page.economy.editFamily.title'),
    lazy: page(
      () =>
        import(
          /* webpackChunkName: "page-economy-family-and-work" */ '../../features/economy/familyAndWork/familyAndWorkChunk'
        ),
      'EditFamilyPage',
      'economy',
    ),
  },
  {
    path: paths.economy.editWork.path,
    handle: titled('page.economy.editWork.title'),
    lazy: page(
      () =>
        import(
          /* webpackChunkName: "page-economy-family-and-work" */ '../../features/economy/familyAndWork/familyAndWorkChunk'
        ),
      'EditWorkPage',
      'economy',
    ),
  },
  {
    path: paths.economy.properties.path,
    handle: titled('page.economy.properties.title'),
    lazy: page(
      () =>
        import(/* webpackChunkName: "page-economy-properties" */ '../../features/economy/properties/propertiesChunk'),
      'PropertiesPage',
      'economy',
    ),
  },
  {
    path: paths.economy.addProperty.path,
    handle: titled('page.economy.addProperty.title'),
    lazy: page(
      () =>
        import(/* webpackChunkName: "page-economy-properties" */ '../../features/economy/properties/propertiesChunk'),
      'AddPropertyPage',
      'economy',
    ),
  },
  {
    path: paths.economy.editProperties.path,
    handle: titled('page.economy.editProperties.title'),
    lazy: page(
      () =>
        import(/* webpackChunkName: "page-economy-properties" */ '../../features/economy/properties/propertiesChunk'),
      'EditPropertiesPage',
      'economy',
    ),
  },
  {
    path: paths.economy.property.path,
    handle: titled('page.economy.property.title'),
    lazy: page(
      () =>
        import(/* webpackChunkName: "page-economy-properties" */ '../../features/economy/properties/propertiesChunk'),
      'PropertyPage',
      'economy',
    ),
  },
  {
    path: paths.economy.otherAssets.path,
    handle: titled('page.economy.otherAssets.title'),
    lazy: page(
      () =>
        import(
          /* webpackChunkName: "page-economy-other-assets" */ '../../features/economy/otherAssets/otherAssetsChunk'
        ),
      'OtherAssetsPage',
      'economy',
    ),
  },
  {
    path: paths.economy.addOtherAsset.path,
    handle: titled('page.economy.addOtherAsset.title'),
    lazy: page(
      () =>
        import(
          /* webpackChunkName: "page-economy-other-assets" */ '../../features/economy/otherAssets/otherAssetsChunk'
        ),
      'AddOtherAssetPage',
      'economy',
    ),
  },
  {
    path: paths.economy.editOtherAssets.path,
    handle: titled('page.economy.editOtherAssets.title'),
    lazy: page(
      () =>
        import(
          /* webpackChunkName: "page-economy-other-assets" */ '../../features/economy/otherAssets/otherAssetsChunk'
        ),
      'EditOtherAssetsPage',
      'economy',
    ),
  },
  {
    path: paths.economy.otherAsset.path,
    handle: titled('page.economy.otherAsset.title'),
    lazy: page(
      () =>
        import(
          /* webpackChunkName: "page-economy-other-assets" */ '../../features/economy/otherAssets/otherAssetsChunk'
        ),
      'OtherAssetPage',
      'economy',
    ),
  },
  {
    path: paths.economy.savings.path,
    handle: titled('page.economy.savings.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-economy-savings" */ '../../features/economy/savings/savingsChunk'),
      'SavingsPage',
      'economy',
    ),
  },
  {
    path: paths.economy.editSavings.path,
    handle: titled('page.economy.editSavings.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-economy-savings" */ '../../features/economy/savings/savingsChunk'),
      'EditSavingsPage',
      'economy',
    ),
  },
  {
    path: paths.economy.otherDebt.path,
    handle: titled('page.economy.otherDebt.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-economy-other-debt" */ '../../features/economy/otherDebt/otherDebtChunk'),
      'OtherDebtPage',
      'economy',
    ),
  },
  {
    path: paths.economy.addOtherDebt.path,
    handle: titled('page.economy.addOtherDebt.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-economy-other-debt" */ '../../features/economy/otherDebt/otherDebtChunk'),
      'AddOtherDebtPage',
      'economy',
    ),
  },
  {
    path: paths.economy.editOtherDebt.path,
    handle: titled('page.economy.editOtherDebt.title'),
    lazy: page(
      () => import(/* webpackChunkName: "page-economy-other-debt" */ '../../features/economy/otherDebt/otherDebtChunk'),
      'EditOtherDebtPage',
      'economy',
    ),
  },
];
