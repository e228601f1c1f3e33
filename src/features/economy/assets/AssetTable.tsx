// A table of assets with their totals.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../../components/Link/Link';
import { MoneyDisplay } from '../../../components/MoneyDisplay/MoneyDisplay';
import type { AssetRow } from './assetRows';
import { sumAmounts } from './sumAmounts';

/** A table of assets with a total row; `withDebt` adds the loans column (vehicles and boats). */
export function AssetTable({
  rows,
  captionId,
  nameId,
  withDebt,
  action,
}: {
  rows: AssetRow[];
  captionId: string;
  /** The heading of the first column. */
  nameId: string;
  withDebt: boolean;
  /** Per row, e.g. an edit link. */
  action?: (row: AssetRow) => ReactNode;
}) {
  const intl = useIntl();
  const caption = intl.formatMessage({ id: captionId });
  return (
    <div className="economy-table-wrap">
      <table className="economy-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id={nameId} />
            </th>
            <th scope="col">
              <FormattedMessage id="economy.field.value" />
            </th>
            {withDebt && (
              <th scope="col">
                <FormattedMessage id="economy.otherAssets.loans" />
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                <Link to={row.href}>{row.name}</Link>
                <div className="economy-muted">{row.detail}</div>
                {action?.(row)}
              </th>
              <td>
                <MoneyDisplay amount={row.value} />
              </td>
              {withDebt && (
                <td>
                  <MoneyDisplay amount={row.debt} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <FormattedMessage id="economy.total" />
            </th>
            <td data-testid={`${captionId}-total`}>
              <MoneyDisplay amount={sumAmounts(rows.map((r) => r.value))} />
            </td>
            {withDebt && (
              <td>
                <MoneyDisplay amount={sumAmounts(rows.map((r) => r.debt))} />
              </td>
            )}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
