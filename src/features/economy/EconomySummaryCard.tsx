// The summary under every economy page: net worth, debt, monthly payments, the debt factor and each home's
// loan-to-value, each with what it means for a loan in plain words.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EconomicProfile } from '../../../store/api/economyApi';
import { Card } from '../../components/Card/Card';
import { MoneyDisplay } from '../../components/MoneyDisplay/MoneyDisplay';
import { economySummary, type EconomySummary } from '../../../domain/economySummary';
import { DEBT_FACTOR_GUIDANCE, DEBT_FACTOR_LIMIT } from '../../../domain/debtFactor';
import { formatFactor, formatLtv } from './figureFormat';

/** One figure with what it means for a loan, in one sentence. */
function Figure({ label, value, explanation }: { label: ReactNode; value: ReactNode; explanation: ReactNode }) {
  return (
    <div className="economy-figure">
      <dt className="economy-figure__label">{label}</dt>
      <dd className="economy-figure__value">{value}</dd>
      <dd className="economy-figure__explanation">{explanation}</dd>
    </div>
  );
}

export function EconomySummaryCard({ economy }: { economy: EconomicProfile }) {
  const intl = useIntl();
  const summary: EconomySummary = economySummary(economy);
  const factor = summary.debtFactor;
  return (
    <Card title={<FormattedMessage id="economy.summary.title" />} className="economy-summary">
      <dl className="economy-figures">
        <Figure
          label={<FormattedMessage id="economy.summary.netWorth" />}
          value={<MoneyDisplay amount={summary.netWorth} />}
          explanation={<FormattedMessage id="economy.summary.netWorth.explain" />}
        />
        <Figure
          label={<FormattedMessage id="economy.summary.totalDebt" />}
          value={<MoneyDisplay amount={summary.totalDebt} />}
          explanation={<FormattedMessage id="economy.summary.totalDebt.explain" />}
        />
        <Figure
          label={<FormattedMessage id="economy.summary.monthlyPayments" />}
          value={<MoneyDisplay amount={summary.monthlyPayments} />}
          explanation={<FormattedMessage id="economy.summary.monthlyPayments.explain" />}
        />
        <Figure
          label={<FormattedMessage id="economy.summary.debtFactor" />}
          value={factor === null ? '–' : formatFactor(factor, intl.locale)}
          explanation={
            <FormattedMessage
              id={
                summary.variableLoansRestricted
                  ? 'economy.summary.debtFactor.restricted'
                  : `economy.summary.debtFactor.${summary.debtFactorBand}`
              }
              values={{
                factor: factor === null ? '' : formatFactor(factor, intl.locale),
                guidance: intl.formatNumber(DEBT_FACTOR_GUIDANCE),
                limit: intl.formatNumber(DEBT_FACTOR_LIMIT),
              }}
            />
          }
        />
        {summary.properties.map((p) => {
          const property = economy.properties.find((x) => x.id === p.id);
          return (
            <Figure
              key={p.id}
              label={
                <FormattedMessage
                  id="economy.summary.ltvOf"
                  values={{ address: property?.address.address1 ?? property?.oneLineAddress ?? `#${p.id}` }}
                />
              }
              value={formatLtv(p.loanToValue, intl.locale)}
              explanation={<FormattedMessage id={`economy.summary.ltv.${p.band}`} />}
            />
          );
        })}
      </dl>
    </Card>
  );
}
