// The comparison's budget row (docs/product.md "Household budget"): what the household has left each month with
// each offer, beside today's in the customer's own column; a figure under the reference amount says so in words,
// not by colour alone. The figures are the kernel's leftWithOffers on the customer's saved budget.
import { FormattedMessage } from 'react-intl';
import type { LeftCell } from '../../../domain/offerBudgetEffect';
import { MoneyDisplay } from '../../components/MoneyDisplay/MoneyDisplay';

export function LeftWithOfferRow({
  cells,
  columns,
  reference,
}: {
  cells: readonly LeftCell[];
  columns: readonly number[];
  reference: number;
}) {
  return (
    <tr className="compare-table__budget">
      <th scope="row" className="compare-table__row-head">
        <FormattedMessage id="compare.metric.leftWithOffer" />
      </th>
      {columns.map((index) => {
        const cell = cells[index];
        return (
          <td key={index} className={cell.under ? 'compare-cell compare-cell--under' : 'compare-cell'}>
            {cell.left === null ? (
              <>
                <span aria-hidden="true">–</span>
                <span className="visually-hidden">
                  <FormattedMessage id="compare.none" />
                </span>
              </>
            ) : (
              <MoneyDisplay amount={cell.left} />
            )}
            {cell.under && (
              <span className="under-badge">
                <FormattedMessage
                  id="compare.leftWithOffer.under"
                  values={{ reference: <MoneyDisplay amount={reference} /> }}
                />
              </span>
            )}
          </td>
        );
      })}
    </tr>
  );
}
