// economy/other-debt: loans and credit lines not secured on a home (consumer, car, student loans, cards), with the
// way to add one by liability type.
import { FormattedMessage } from 'react-intl';
import { Card } from '../../../components/Card/Card';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Link } from '../../../components/Link/Link';
import { LoadingState } from '../../../components/LoadingState/LoadingState';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { paths } from '../../../../domain/paths';
import { EconomyFrame } from '../EconomyFrame';
import { useEconomy } from '../useEconomy';
import { DebtRow } from './DebtRow';
import { OTHER_DEBT_TYPES, otherDebts, type DebtType } from './otherDebtTypes';

function AddDebtLinks() {
  return (
    <ul className="economy-add-links">
      {(Object.keys(OTHER_DEBT_TYPES) as DebtType[]).map((type) => (
        <li key={type}>
          <Link to={paths.economy.addOtherDebt.getHref(type)} variant="button-secondary">
            {/* One sentence per type: "Add {type}" with a list label made "Add Credits". */}
            <FormattedMessage id={`economy.otherDebt.add.${type}`} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function OtherDebtPage() {
  const { economy } = useEconomy();
  const debts = economy ? otherDebts(economy) : [];
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.economy.otherDebt.title" />}
        description={<FormattedMessage id="economy.otherDebt.intro" />}
        actions={
          debts.length > 0 ? (
            <Link to={paths.economy.editOtherDebt.path} variant="button-secondary">
              <FormattedMessage id="economy.otherDebt.editAll" />
            </Link>
          ) : undefined
        }
      />
      <EconomyFrame>
        <Card>
          {!economy ? (
            <LoadingState />
          ) : debts.length === 0 ? (
            <EmptyState
              title={<FormattedMessage id="economy.otherDebt.empty.title" />}
              description={<FormattedMessage id="economy.otherDebt.empty.text" />}
            />
          ) : (
            <ul className="economy-list">
              {debts.map(({ item, collection }) => (
                <li key={`${collection}-${item.id}`}>
                  <DebtRow item={item} collection={collection} />
                </li>
              ))}
            </ul>
          )}
          <AddDebtLinks />
        </Card>
      </EconomyFrame>
    </>
  );
}
