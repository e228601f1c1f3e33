// The homes the customer owns with value, debt, equity and loan-to-value; with edit links on the edit page.
import { FormattedMessage, useIntl } from 'react-intl';
import type { EconomicProfile } from '../../../../store/api/economyApi';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Link } from '../../../components/Link/Link';
import { MoneyDisplay } from '../../../components/MoneyDisplay/MoneyDisplay';
import { propertyFigures } from '../../../../domain/economySummary';
import { paths } from '../../../../domain/paths';
import { formatLtv } from '../figureFormat';
import { addressOf } from './propertyAddress';

export function PropertyTable({ economy, editable }: { economy: EconomicProfile; editable?: boolean }) {
  const intl = useIntl();
  const liabilities = [...economy.mortgages, ...economy.loans, ...economy.credits];
  const owned = economy.properties.filter((p) => p.is_existing);
  if (owned.length === 0)
    return (
      <EmptyState
        title={<FormattedMessage id="economy.properties.empty.title" />}
        description={<FormattedMessage id="economy.properties.empty.text" />}
      />
    );
  return (
    <div className="economy-table-wrap">
      <table className="economy-table">
        <caption className="visually-hidden">
          <FormattedMessage id="economy.properties.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="economy.properties.home" />
            </th>
            <th scope="col">
              <FormattedMessage id="economy.field.value" />
            </th>
            <th scope="col">
              <FormattedMessage id="economy.properties.debt" />
            </th>
            <th scope="col">
              <FormattedMessage id="economy.properties.equity" />
            </th>
            <th scope="col">
              <FormattedMessage id="economy.properties.ltv" />
            </th>
          </tr>
        </thead>
        <tbody>
          {owned.map((p) => {
            const f = propertyFigures(p, liabilities);
            return (
              <tr key={p.id}>
                <th scope="row">
                  <Link to={paths.economy.property.getHref(p.id)}>{addressOf(p)}</Link>
                  <div className="economy-muted">
                    <FormattedMessage id={`options.residenceTypes.${p.residence_type ?? 'owner_house'}`} />
                  </div>
                  {editable && (
                    <Link to={paths.economy.property.getHref(p.id)}>
                      <FormattedMessage id="economy.edit" />
                    </Link>
                  )}
                </th>
                <td>
                  <MoneyDisplay amount={f.value} />
                </td>
                <td>
                  <MoneyDisplay amount={f.debt} />
                </td>
                <td>
                  <MoneyDisplay amount={f.equity} />
                </td>
                <td data-testid={`ltv-${p.id}`}>{formatLtv(f.loanToValue, intl.locale)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
