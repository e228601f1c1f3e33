// economy/savings/edit: every deposit and stock portfolio, each changed or deleted in place, and the way to add one.
import { FormattedMessage } from 'react-intl';
import { Card } from '../../../components/Card/Card';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Link } from '../../../components/Link/Link';
import { LoadingState } from '../../../components/LoadingState/LoadingState';
import { MoneyDisplay } from '../../../components/MoneyDisplay/MoneyDisplay';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { paths } from '../../../../domain/paths';
import { EconomyFrame } from '../EconomyFrame';
import { useLenderName } from '../optionLists';
import { useEconomy } from '../useEconomy';
import { AddAssetLinks } from '../assets/AddAssetLinks';
import { AssetItemEditor } from '../assets/AssetItemEditor';
import { assetKindOf, STOCK_PORTFOLIO } from '../assets/assetKinds';
import { SAVINGS_TYPES } from './savingsTypes';

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
