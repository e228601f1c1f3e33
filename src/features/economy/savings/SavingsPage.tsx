// economy/savings: the customer's deposits (savings, pension) and stock portfolios with their value and the bank
// that holds them, with a total (added on other-assets/add/{type}, the one add page of an asset, which comes back
// here).
import { FormattedMessage } from 'react-intl';
import { Card } from '../../../components/Card/Card';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Link } from '../../../components/Link/Link';
import { LoadingState } from '../../../components/LoadingState/LoadingState';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { paths } from '../../../../domain/paths';
import { EconomyFrame } from '../EconomyFrame';
import { useLenderName } from '../optionLists';
import { useEconomy } from '../useEconomy';
import { AddAssetLinks } from '../assets/AddAssetLinks';
import { savingsRows } from '../assets/assetRows';
import { AssetTable } from '../assets/AssetTable';
import { SAVINGS_TYPES } from './savingsTypes';

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
