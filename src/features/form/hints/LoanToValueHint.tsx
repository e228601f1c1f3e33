// How much of an owned home's value is borrowed (loan-to-value), from its listed mortgages and loans.
import { FormattedMessage, useIntl } from 'react-intl';
import type { FormRecord } from '../../../../machines/auctionForm/types';
import './hints.css';

/** Mortgage credit covers at most this share of an owner-occupied home (docs/domain.md). */
export const MORTGAGE_LIMIT_PERCENT = 80;

const debts = (items: unknown) =>
  (Array.isArray(items) ? items : []).reduce<number>(
    (total, item: FormRecord) => total + (typeof item?.debt === 'number' && Number.isFinite(item.debt) ? item.debt : 0),
    0,
  );

export function LoanToValueHint({ property }: { property: FormRecord }) {
  const intl = useIntl();
  const value = typeof property.value === 'number' && Number.isFinite(property.value) ? property.value : 0;
  const borrowed = debts(property.mortgages) + debts(property.loans);
  if (value <= 0 || borrowed <= 0) return null;
  const percent = (100 * borrowed) / value;
  return (
    <div className="hint hint--info">
      <p className="hint__title">
        <FormattedMessage
          id="form.hint.loanToValue"
          values={{ percent: intl.formatNumber(percent, { maximumFractionDigits: 0 }) }}
        />
      </p>
      <p className="hint__text">
        <FormattedMessage id="form.hint.loanToValue.text" values={{ limit: MORTGAGE_LIMIT_PERCENT }} />
      </p>
    </div>
  );
}
