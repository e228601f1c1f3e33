// The rows of the asset tables: vehicles and boats with the loans on them, and savings with the bank that holds them.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { EconomicProfile } from '../../../../store/api/economyApi';
import { paths } from '../../../../domain/paths';
import { STOCK_PORTFOLIO } from './assetKinds';
import { loansOf } from './assetLoans';
import { AssetName } from './AssetName';
import { sumAmounts } from './sumAmounts';

type Vehicle = EconomicProfile['vehicles'][number];
type Deposit = EconomicProfile['deposits'][number];
type Portfolio = EconomicProfile['stockPortfolios'][number];

export type AssetRow = {
  key: string;
  href: string;
  name: ReactNode;
  detail: ReactNode;
  value: number | null;
  debt: number;
};

export function vehicleRows(economy: EconomicProfile): AssetRow[] {
  const row = (asset: Vehicle, ownerField: 'vehicle_id' | 'boat_id'): AssetRow => ({
    key: `${ownerField}-${asset.id}`,
    href: paths.economy.otherAsset.getHref(asset.asset_type, asset.id),
    name: <AssetName asset={asset} />,
    detail: (
      <>
        <FormattedMessage id={`options.assetTypes.${asset.asset_type}`} />
        {asset.year !== null && ` · ${asset.year}`}
      </>
    ),
    value: asset.value,
    debt: sumAmounts(loansOf(economy, ownerField, asset.id).map((l) => l.item.debt)),
  });
  return [...economy.vehicles.map((v) => row(v, 'vehicle_id')), ...economy.boats.map((b) => row(b, 'boat_id'))];
}

export function savingsRows(economy: EconomicProfile, lenderName: (id: number | null) => string | null): AssetRow[] {
  const lender = (id: number | null) => lenderName(id) ?? <FormattedMessage id="economy.savings.noLender" />;
  return [
    ...economy.deposits.map((d: Deposit) => ({
      key: `deposit-${d.id}`,
      href: paths.economy.otherAsset.getHref(d.deposit_type, d.id),
      name: <FormattedMessage id={`economy.assetType.${d.deposit_type}`} />,
      detail: lender(d.supplier_id),
      value: d.amount,
      debt: 0,
    })),
    ...economy.stockPortfolios.map((p: Portfolio) => ({
      key: `portfolio-${p.id}`,
      href: paths.economy.otherAsset.getHref(STOCK_PORTFOLIO, p.id),
      name: <FormattedMessage id={`economy.assetType.${STOCK_PORTFOLIO}`} />,
      detail: lender(p.supplier_id),
      value: p.value,
      debt: 0,
    })),
  ];
}
