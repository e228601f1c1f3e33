// economy/other-assets/edit: every vehicle and boat, each changed or deleted in place.
import { FormattedMessage } from 'react-intl';
import { Card } from '../../../components/Card/Card';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Link } from '../../../components/Link/Link';
import { LoadingState } from '../../../components/LoadingState/LoadingState';
import { MoneyDisplay } from '../../../components/MoneyDisplay/MoneyDisplay';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { paths } from '../../../../domain/paths';
import { EconomyFrame } from '../EconomyFrame';
import { useEconomy } from '../useEconomy';
import { AssetItemEditor } from '../assets/AssetItemEditor';
import { assetKindOf } from '../assets/assetKinds';
import { loansOf } from '../assets/assetLoans';
import { AssetName } from '../assets/AssetName';

export function EditOtherAssetsPage() {
  const { economy } = useEconomy();
  const owned = economy
    ? [
        ...economy.vehicles.map((v) => ({ v, owner: 'vehicle_id' as const })),
        ...economy.boats.map((v) => ({ v, owner: 'boat_id' as const })),
      ]
    : [];
  return (
    <>
      <PageHeader title={<FormattedMessage id="page.economy.editOtherAssets.title" />} />
      <EconomyFrame>
        <Card>
          {!economy ? (
            <LoadingState />
          ) : owned.length === 0 ? (
            <EmptyState title={<FormattedMessage id="economy.otherAssets.empty.title" />} />
          ) : (
            <ul className="economy-list">
              {owned.map(({ v, owner }) => (
                <li key={`${owner}-${v.id}`}>
                  <Link to={paths.economy.otherAsset.getHref(v.asset_type, v.id)}>
                    <AssetName asset={v} />
                  </Link>
                  <div className="economy-muted">
                    <FormattedMessage id={`options.assetTypes.${v.asset_type}`} />
                    {v.year !== null && ` · ${v.year}`} · <MoneyDisplay amount={v.value} />
                  </div>
                  <AssetItemEditor
                    kind={assetKindOf(v.asset_type) ?? assetKindOf(owner === 'boat_id' ? 'boat' : 'car')!}
                    assetType={v.asset_type}
                    item={v}
                    securedCount={loansOf(economy!, owner, v.id).length}
                  />
                </li>
              ))}
            </ul>
          )}
          <Link to={paths.economy.otherAssets.path}>
            <FormattedMessage id="economy.backToOtherAssets" />
          </Link>
        </Card>
      </EconomyFrame>
    </>
  );
}
