// What an offer saves (server/routes/API.md "Savings"): after tax in month 1 and year 1, and the monthly discount.
import { FormattedMessage } from 'react-intl';
import type { Offer } from '../../../store/api/rfqsApi';
import { MoneyDisplay } from '../../components/MoneyDisplay/MoneyDisplay';

export function SavingsFacts({ offer }: { offer: Offer }) {
  const facts = [
    { id: 'savings.month1', hint: 'savings.month1.hint', amount: offer.savings_after_tax_for_month_1 },
    { id: 'savings.year1', hint: 'savings.year1.hint', amount: offer.savings_after_tax_for_year_1 },
    { id: 'savings.monthlyDiscount', hint: 'savings.monthlyDiscount.hint', amount: offer.total_monthly_discount },
  ];
  return (
    <dl className="savings-facts">
      {facts.map((fact) => (
        <div
          key={fact.id}
          className={`savings-facts__item${(fact.amount ?? 0) < 0 ? ' savings-facts__item--negative' : ''}`}
        >
          <dt>
            <FormattedMessage id={fact.id} />
          </dt>
          <dd>
            <MoneyDisplay className="savings-facts__amount" amount={fact.amount} />
            <span className="savings-facts__hint">
              <FormattedMessage id={fact.hint} />
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
