// The down payment as a share of the price while it is typed; for a home, the legal minimum of 5 % (Denmark,
// since November 2015) and the amount it means.
import { FormattedMessage, useIntl } from 'react-intl';
import { downPaymentPercentage } from '../../../../domain/downPayment';
import { formatKroner } from '../../../../domain/money';
import './hints.css';

/** A buyer of a home pays at least this share of the price themselves. */
export const MIN_HOME_DOWN_PAYMENT_PERCENT = 5;

export function DownPaymentHint({ price, downPayment, home }: { price: unknown; downPayment: unknown; home: boolean }) {
  const intl = useIntl();
  const value = typeof price === 'number' && Number.isFinite(price) ? price : 0;
  const down = typeof downPayment === 'number' && Number.isFinite(downPayment) ? downPayment : null;
  if (value <= 0 || down === null) return null;
  const percent = downPaymentPercentage(down, value);
  const tooLow = home && percent < MIN_HOME_DOWN_PAYMENT_PERCENT;
  const minimum = Math.ceil((value * MIN_HOME_DOWN_PAYMENT_PERCENT) / 100);
  return (
    <div className={`hint ${tooLow ? 'hint--warning' : 'hint--info'}`}>
      <p className="hint__title">
        <FormattedMessage
          id="form.hint.downPayment"
          values={{ percent: intl.formatNumber(percent, { maximumFractionDigits: 1 }) }}
        />
      </p>
      {home && (
        <p className="hint__text">
          <FormattedMessage
            id={tooLow ? 'form.hint.downPayment.tooLow' : 'form.hint.downPayment.minimum'}
            values={{ min: MIN_HOME_DOWN_PAYMENT_PERCENT, amount: formatKroner(minimum, intl.locale) }}
          />
        </p>
      )}
    </div>
  );
}
