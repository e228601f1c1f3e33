// economy/other-debt/edit: every debt not secured on a home, each changed or deleted in place.
import { FormattedMessage } from 'react-intl';
import { Card } from '../../../components/Card/Card';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Link } from '../../../components/Link/Link';
import { LoadingState } from '../../../components/LoadingState/LoadingState';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { paths } from '../../../../domain/paths';
import { EconomyFrame } from '../EconomyFrame';
import { useEconomy } from '../useEconomy';
import { EditDebtItem } from './EditDebtItem';
import { otherDebts } from './otherDebtTypes';

export function EditOtherDebtPage() {
  const { economy, userId } = useEconomy();
  const debts = economy ? otherDebts(economy) : [];
  return (
    <>
      <PageHeader title={<FormattedMessage id="page.economy.editOtherDebt.title" />} />
      <EconomyFrame>
        <Card>
          {!economy ? (
            <LoadingState />
          ) : debts.length === 0 ? (
            <EmptyState title={<FormattedMessage id="economy.otherDebt.empty.title" />} />
          ) : (
            <ul className="economy-list">
              {debts.map(({ item, collection }) => (
                <EditDebtItem
                  key={`${collection}-${item.id}`}
                  userId={userId}
                  item={item}
                  collection={collection}
                  economy={economy}
                />
              ))}
            </ul>
          )}
          <Link to={paths.economy.otherDebt.path}>
            <FormattedMessage id="economy.backToOtherDebt" />
          </Link>
        </Card>
      </EconomyFrame>
    </>
  );
}
