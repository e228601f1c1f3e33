// The asset types of the URL (`other-assets/{assetType}/{id}`, `other-assets/add/{assetSubType}`): which collection
// each is saved in, its draft, whether loans can finance it, and which page lists it.
import type { EconomyCollection } from '../../../../store/api/economyApi';
import type { DraftKind } from '../../../../store/slices/assetDraftSlice';
import { DEPOSIT_TYPES, VEHICLE_TYPES } from '../../../../domain/economyOptions';

/** A portfolio has no type of its own; this is its asset type in URLs and labels. */
export const STOCK_PORTFOLIO = 'stock_portfolio';

export type AssetKind = {
  collection: EconomyCollection;
  draftKind: DraftKind;
  /** The field that carries the type (vehicles, boats, deposits); portfolios have none. */
  typeField: 'asset_type' | 'deposit_type' | null;
  /** Loans can finance it (vehicles and boats), through this field of the loan. */
  ownerField: 'vehicle_id' | 'boat_id' | null;
  /** Which page lists it. */
  section: 'otherAssets' | 'savings';
};

export function assetKindOf(assetType: string): AssetKind | null {
  if ((VEHICLE_TYPES as readonly string[]).includes(assetType))
    return {
      collection: 'vehicles',
      draftKind: 'vehicle',
      typeField: 'asset_type',
      ownerField: 'vehicle_id',
      section: 'otherAssets',
    };
  if (assetType === 'boat')
    return {
      collection: 'boats',
      draftKind: 'boat',
      typeField: 'asset_type',
      ownerField: 'boat_id',
      section: 'otherAssets',
    };
  if ((DEPOSIT_TYPES as readonly string[]).includes(assetType))
    return {
      collection: 'deposits',
      draftKind: 'deposit',
      typeField: 'deposit_type',
      ownerField: null,
      section: 'savings',
    };
  if (assetType === STOCK_PORTFOLIO)
    return {
      collection: 'stock-portfolios',
      draftKind: 'stockPortfolio',
      typeField: null,
      ownerField: null,
      section: 'savings',
    };
  return null;
}

/** The label of an asset type: vehicles and boats by the form's asset types, savings by the deposit types. */
export const assetTypeLabelId = (assetType: string) =>
  assetKindOf(assetType)?.section === 'savings' ? `economy.assetType.${assetType}` : `options.assetTypes.${assetType}`;

/** The type value an item is sent with (the URL's asset type). */
export const typeExtra = (kind: AssetKind, assetType: string) =>
  kind.typeField ? { [kind.typeField]: assetType } : {};
