// One home's figures: value, debt, equity and loan-to-value, with what the loan-to-value means.
import { FormattedMessage, useIntl } from 'react-intl';
import { MoneyDisplay } from '../../../components/MoneyDisplay/MoneyDisplay';
import type { propertyFigures } from '../../../../domain/economySummary';
import { formatLtv } from '../figureFormat';

export function PropertyFacts({ figures }: { figures: ReturnType<typeof propertyFigures> }) {
  const intl = useIntl();
  return (
    <>
      <dl className="economy-facts">
        <dt>
          <FormattedMessage id="economy.field.value" />
        </dt>
        <dd>
          <MoneyDisplay amount={figures.value} />
        </dd>
        <dt>
          <FormattedMessage id="economy.properties.debt" />
        </dt>
        <dd>
          <MoneyDisplay amount={figures.debt} />
        </dd>
        <dt>
          <FormattedMessage id="economy.properties.equity" />
        </dt>
        <dd>
          <MoneyDisplay amount={figures.equity} />
        </dd>
        <dt>
          <FormattedMessage id="economy.properties.ltv" />
        </dt>
        <dd data-testid="property-ltv">{formatLtv(figures.loanToValue, intl.locale)}</dd>
      </dl>
      <p className="economy-muted">
        <FormattedMessage id={`economy.summary.ltv.${figures.band}`} />
      </p>
    </>
  );
}
