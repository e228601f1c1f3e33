// economy/savings: the customer's deposits (savings, pension) and stock portfolios with their value and the bank
// that holds them, with a total; savings/edit changes, deletes and adds them (added on other-assets/add/{type},
// the one add page of an asset, which comes back here).
import { FormattedMessage } from 'react-intl';
import { Card } from '../../components/Card/Card';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Link } from '../../components/Link/Link';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { MoneyDisplay } from '../../components/MoneyDisplay/MoneyDisplay';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { DEPOSIT_TYPES } from '../../../domain/economyOptions';
import { paths } from '../../../domain/paths';
import { AssetItemEditor } from './AssetItemEditor';
import { EconomyFrame, useEconomy, useLenderName } from './economyShared';
import { AddAssetLinks, assetKindOf, AssetTable, savingsRows, STOCK_PORTFOLIO } from './otherAssetsShared';

const SAVINGS_TYPES = [...DEPOSIT_TYPES, STOCK_PORTFOLIO];

export function SavingsPage() {
  const { economy } = useEconomy();
  const lenderName = useLenderName();
  const rows = economy ? savingsRows(economy, lenderName) : [];
  const bank = economy ? lenderName(economy.current_supplier_id) : null;
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.economy.savings.title" />}
        description={<FormattedMessage id="economy.savings.intro" />}
        actions={
          <Link to={paths.economy.editSavings.path} variant="button-secondary">
            <FormattedMessage id="economy.savings.editAll" />
          </Link>
        }
      />
      <EconomyFrame>
        <Card>
          {bank && (
            <p>
              <FormattedMessage id="economy.savings.currentBank" values={{ bank }} />
            </p>
          )}
          {!economy ? (
            <LoadingState />
          ) : rows.length === 0 ? (
            <EmptyState
              title={<FormattedMessage id="economy.savings.empty.title" />}
              description={<FormattedMessage id="economy.savings.empty.text" />}
            />
          ) : (
            <AssetTable
              rows={rows}
              captionId="economy.savings.caption"
              nameId="economy.savings.item"
              withDebt={false}
            />
          )}
          <AddAssetLinks types={SAVINGS_TYPES} />
        </Card>
      </EconomyFrame>
    </>
  );
}

export function EditSavingsPage() {
  const { economy } = useEconomy();
  const lenderName = useLenderName();
  const items = economy
    ? [
        ...economy.deposits.map((d) => ({ item: d, type: d.deposit_type, value: d.amount })),
        ...economy.stockPortfolios.map((p) => ({ item: p, type: STOCK_PORTFOLIO, value: p.value })),
      ]
    : [];
  return (
    <>
      <PageHeader title={<FormattedMessage id="page.economy.editSavings.title" />} />
      <EconomyFrame>
        <Card>
          {!economy ? (
            <LoadingState />
          ) : items.length === 0 ? (
            <EmptyState title={<FormattedMessage id="economy.savings.empty.title" />} />
          ) : (
            <ul className="economy-list">
              {items.map(({ item, type, value }) => {
                const kind = assetKindOf(type);
                return (
                  <li key={`${type}-${item.id}`}>
                    <strong>
                      <FormattedMessage id={`economy.assetType.${type}`} />
                    </strong>{' '}
                    <MoneyDisplay amount={value} />
                    <div className="economy-muted">
                      {lenderName(item.supplier_id) ?? <FormattedMessage id="economy.savings.noLender" />}
                    </div>
                    {kind && <AssetItemEditor kind={kind} assetType={type} item={item} securedCount={0} />}
                  </li>
                );
              })}
            </ul>
          )}
          <AddAssetLinks types={SAVINGS_TYPES} />
          <Link to={paths.economy.savings.path}>
            <FormattedMessage id="economy.backToSavings" />
          </Link>
        </Card>
      </EconomyFrame>
    </>
  );
}
