// economy/other-assets/{assetType}/{assetId}: one saved asset with its figures, changed or deleted in place, and
// for a vehicle or boat the loans that finance it.
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import type { EconomicProfile } from '../../../../store/api/economyApi';
import { Card } from '../../../components/Card/Card';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Link } from '../../../components/Link/Link';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { paths } from '../../../../domain/paths';
import { EconomyFrame, EconomyPending } from '../EconomyFrame';
import { useEconomy } from '../useEconomy';
import { AssetItemEditor } from '../assets/AssetItemEditor';
import { assetKindOf, assetTypeLabelId, type AssetKind } from '../assets/assetKinds';
import { loansOf } from '../assets/assetLoans';
import { AssetName, assetNameOf } from '../assets/AssetName';
import { AssetFacts } from './AssetFacts';
import { AssetLoans } from './AssetLoans';

type AnyAsset = { id: number } & Record<string, unknown>;

/** The saved item of `kind` with that id, if it still exists. */
function findAsset(economy: EconomicProfile, kind: AssetKind, id: number): AnyAsset | undefined {
  const lists: Record<string, readonly AnyAsset[]> = {
    vehicles: economy.vehicles,
    boats: economy.boats,
    deposits: economy.deposits,
    'stock-portfolios': economy.stockPortfolios,
  };
  return lists[kind.collection]?.find((item) => item.id === id);
}

export function OtherAssetPage() {
  const { assetType = '', assetId } = useParams();
  const { economy, query } = useEconomy();
  const navigate = useNavigate();
  const kind = assetKindOf(assetType);
  const id = Number(assetId);
  const title = <FormattedMessage id="page.economy.otherAsset.title" />;
  if (!economy || query.isLoading)
    return (
      <>
        <PageHeader title={title} />
        <EconomyPending />
      </>
    );
  const item = kind ? findAsset(economy, kind, id) : undefined;
  const listPath = kind?.section === 'savings' ? paths.economy.savings.path : paths.economy.otherAssets.path;
  const back = (
    <Link to={listPath}>
      <FormattedMessage id={kind?.section === 'savings' ? 'economy.backToSavings' : 'economy.backToOtherAssets'} />
    </Link>
  );
  if (!kind || !item)
    return (
      <>
        <PageHeader title={title} />
        <EconomyFrame>
          <Card>
            <EmptyState title={<FormattedMessage id="economy.errors.itemNotFound" />} action={back} />
          </Card>
        </EconomyFrame>
      </>
    );
  const loans = kind.ownerField ? loansOf(economy, kind.ownerField, id) : [];
  const debt = loans.reduce((s, l) => s + (l.item.debt ?? 0), 0);
  const value = (item.value ?? item.amount ?? null) as number | null;
  const heading = kind.ownerField ? (
    <AssetName asset={assetNameOf(item, assetType)} />
  ) : (
    <FormattedMessage id={assetTypeLabelId(assetType)} />
  );
  return (
    <>
      <PageHeader title={heading} description={<FormattedMessage id={assetTypeLabelId(assetType)} />} />
      <EconomyFrame>
        <Card title={<FormattedMessage id="economy.otherAssets.figures" />}>
          <AssetFacts kind={kind} item={item} value={value} debt={debt} />
          <AssetItemEditor
            kind={kind}
            assetType={assetType}
            item={item}
            securedCount={loans.length}
            onDeleted={() => navigate(listPath, { replace: true })}
          />
        </Card>
        {kind.ownerField && <AssetLoans kind={kind} id={id} economy={economy} />}
        {back}
      </EconomyFrame>
    </>
  );
}
