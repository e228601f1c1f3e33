// One debt in a list: its type, whether it is unsecured, and debt · rate · payment a month.
import { FormattedMessage } from 'react-intl';
import { MoneyDisplay } from '../../../components/MoneyDisplay/MoneyDisplay';
import { PercentDisplay } from '../../../components/PercentDisplay/PercentDisplay';
import { typeOf, type Liability } from './otherDebtTypes';

export function DebtRow({ item, collection }: { item: Liability; collection: 'loans' | 'credits' }) {
  return (
    <>
      <strong>
        <FormattedMessage id={`options.liabilityTypes.${typeOf(item, collection)}`} />
      </strong>
      {!item.debtable &&
        item.liability_sub_type !== 'consumer' &&
        item.liability_sub_type !== 'student' &&
        item.liability_sub_type !== 'card' && (
          <span className="economy-muted">
            {' '}
            (<FormattedMessage id="economy.otherDebt.unsecured" />)
          </span>
        )}
      <div>
        <MoneyDisplay amount={item.debt} /> · <PercentDisplay percent={item.interest_rate} /> ·{' '}
        <FormattedMessage id="economy.perMonth" values={{ amount: <MoneyDisplay amount={item.periodic_payment} /> }} />
      </div>
    </>
  );
}
