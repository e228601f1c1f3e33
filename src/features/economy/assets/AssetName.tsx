// A vehicle or boat by name, saved or still in the draft.
import { FormattedMessage } from 'react-intl';
import type { EconomicProfile } from '../../../../store/api/economyApi';

type Vehicle = EconomicProfile['vehicles'][number];
type NamedAsset = Pick<Vehicle, 'make' | 'model' | 'asset_type'>;

/** A vehicle or boat in a sentence: make and model, or its type. */
export function AssetName({ asset }: { asset: NamedAsset }) {
  const name = [asset.make, asset.model].filter(Boolean).join(' ');
  return name ? <>{name}</> : <FormattedMessage id={`options.assetTypes.${asset.asset_type}`} />;
}

/** Make and model of a saved or drafted vehicle or boat, for AssetName. */
export const assetNameOf = (values: Record<string, unknown>, assetType: string): NamedAsset => ({
  make: typeof values.make === 'string' ? values.make : null,
  model: typeof values.model === 'string' ? values.model : null,
  asset_type: assetType,
});
