// A home's mortgages on its surveillance page: fixed and variable apart, each with its debt, rate, term and
// payment, and a fixed loan's conversion figures folded away.
import { FormattedMessage } from 'react-intl';
import type { PropertySurveillance, WatchedMortgage } from '../../../store/api/mortgageSurveillanceApi';
import { paths } from '../../../domain/paths';
import { Card } from '../../components/Card/Card';
import { Link } from '../../components/Link/Link';
import { MoneyDisplay } from '../../components/MoneyDisplay/MoneyDisplay';
import { PercentDisplay } from '../../components/PercentDisplay/PercentDisplay';
import { TermDisplay } from '../../components/TermDisplay/TermDisplay';
import { ConversionFigures } from './ConversionFigures';

function MortgageItem({ mortgage }: { mortgage: WatchedMortgage }) {
  return (
    <li className="surveillance-loan">
      <h4 className="surveillance-loan__title">
        <FormattedMessage
          id={
            mortgage.loan_kind ? `options.mortgageKinds.${mortgage.loan_kind}` : 'mortgageSurveillance.loans.mortgage'
          }
        />
      </h4>
      <dl className="surveillance-facts">
        <dt>
          <FormattedMessage id="mortgageSurveillance.loans.debt" />
        </dt>
        <dd>
          <MoneyDisplay amount={mortgage.debt} />
        </dd>
        <dt>
          <FormattedMessage id="mortgageSurveillance.loans.rate" />
        </dt>
        <dd>
          <PercentDisplay percent={mortgage.interest_rate} />
        </dd>
        <dt>
          <FormattedMessage id="mortgageSurveillance.loans.term" />
        </dt>
        <dd>
          <TermDisplay months={mortgage.term_months} />
        </dd>
        <dt>
          <FormattedMessage id="mortgageSurveillance.loans.payment" />
        </dt>
        <dd>
          <MoneyDisplay amount={mortgage.periodic_payment} />
        </dd>
      </dl>
      {mortgage.conversion && (
        <details className="surveillance-details">
          <summary>
            <FormattedMessage id="mortgageSurveillance.loans.conversion" />
          </summary>
          <ConversionFigures conversion={mortgage.conversion} />
        </details>
      )}
    </li>
  );
}

export function WatchedMortgages({ property }: { property: PropertySurveillance }) {
  const groups = [
    ['fixed', property.fixed_mortgages],
    ['variable', property.variable_mortgages],
  ] as const;
  return (
    <Card title={<FormattedMessage id="mortgageSurveillance.loans.title" />}>
      {groups.map(([kind, mortgages]) => (
        <section key={kind} aria-labelledby={`surveillance-loans-${kind}`}>
          <h3 id={`surveillance-loans-${kind}`} className="surveillance-subtitle">
            <FormattedMessage id={`mortgageSurveillance.loans.${kind}`} />
          </h3>
          {mortgages.length === 0 ? (
            <p className="surveillance-muted">
              <FormattedMessage id={`mortgageSurveillance.loans.${kind}.none`} />
            </p>
          ) : (
            <ul className="surveillance-loans">
              {mortgages.map((m) => (
                <MortgageItem key={m.mortgage_id} mortgage={m} />
              ))}
            </ul>
          )}
        </section>
      ))}
      {property.variable_mortgages.length > 0 && (
        <p className="surveillance-muted">
          <FormattedMessage id="mortgageSurveillance.loans.variableNote" />
        </p>
      )}
      <Link to={paths.economy.property.getHref(property.property_id)}>
        <FormattedMessage id="mortgageSurveillance.loans.edit" />
      </Link>
    </Card>
  );
}
