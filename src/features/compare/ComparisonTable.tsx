// The comparison as one table: a column per offer (and the customer's own situation), a row group per product,
// the savings last. Row and column headers carry scope so a screen reader names each cell; "best" is text.
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Lead } from '../../../store/api/rfqsApi';
import { DateDisplay } from '../../components/DateDisplay/DateDisplay';
import { Link } from '../../components/Link/Link';
import { MoneyDisplay } from '../../components/MoneyDisplay/MoneyDisplay';
import { PercentDisplay } from '../../components/PercentDisplay/PercentDisplay';
import { ProductKindName, ProductName } from '../../components/ProductName/ProductName';
import { SupplierLogo } from '../../components/SupplierLogo/SupplierLogo';
import { TermDisplay } from '../../components/TermDisplay/TermDisplay';
import {
  OWN_COLUMN,
  type Cell,
  type Comparison,
  type ComparisonRow,
  type Metric,
  type SlotProduct,
} from '../../domain/offerComparison';
import { paths } from '../../routes/paths';

type Props = {
  comparison: Comparison;
  visibleIds: readonly number[];
  leadsById: ReadonlyMap<number, Lead>;
  rfqId: number;
};

function Value({ metric, value }: { metric: Metric; value: number }) {
  switch (metric) {
    case 'interestRate':
    case 'aop':
      return <PercentDisplay percent={value} />;
    case 'termMonths':
      return <TermDisplay months={value} />;
    default:
      return <MoneyDisplay amount={value} />;
  }
}

/** An empty cell: a dash to see, words to hear. */
function Missing() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">
        <FormattedMessage id="compare.none" />
      </span>
    </>
  );
}

function ValueCell({ metric, cell }: { metric: Metric; cell: Cell }) {
  return (
    <td className={cell.best ? 'compare-cell compare-cell--best' : 'compare-cell'}>
      {cell.value === null ? <Missing /> : <Value metric={metric} value={cell.value} />}
      {cell.best && (
        <span className="best-badge">
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M8 1.5l1.9 4.1 4.4.5-3.3 3 .9 4.4L8 11.3l-3.9 2.2.9-4.4-3.3-3 4.4-.5z" fill="currentColor" />
          </svg>
          <FormattedMessage id="compare.best" />
        </span>
      )}
    </td>
  );
}

function MetricRow({ row, columns }: { row: ComparisonRow; columns: readonly number[] }) {
  return (
    <tr>
      <th scope="row" className="compare-table__row-head">
        <FormattedMessage id={`compare.metric.${row.metric}`} />
      </th>
      {columns.map((index) => (
        <ValueCell key={index} metric={row.metric} cell={row.cells[index]} />
      ))}
    </tr>
  );
}

function GroupHead({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr className="compare-table__group">
      <th scope="rowgroup" colSpan={span}>
        <span className="compare-table__group-label">{children}</span>
      </th>
    </tr>
  );
}

export function ComparisonTable({ comparison, visibleIds, leadsById, rfqId }: Props) {
  const captionId = useId();
  // Indexes into the comparison's columns, in the order the customer sees them.
  const columns = visibleIds.map((id) => comparison.columnIds.indexOf(id)).filter((index) => index >= 0);
  const span = columns.length + 1;

  const productCell = (product: SlotProduct | null, columnId: number, key: number) => {
    if (!product) {
      return (
        <td key={key} className="compare-cell">
          <Missing />
        </td>
      );
    }
    return (
      <td key={key} className="compare-cell compare-cell--product">
        {product.ref && columnId !== OWN_COLUMN ? (
          <Link to={paths.lead.offer.getHref(rfqId, columnId, product.ref.productType, product.ref.productId)}>
            <ProductName subType={product.ref.subType} />
          </Link>
        ) : (
          <FormattedMessage id="compare.currentProduct" />
        )}
      </td>
    );
  };

  return (
    // A region that scrolls sideways must take focus, or a keyboard user cannot scroll it (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="compare-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="compare-table">
        <caption id={captionId} className="compare-table__caption">
          <FormattedMessage id="compare.caption" values={{ count: columns.length }} />{' '}
          <span className="compare-table__legend">
            <FormattedMessage id="compare.legend" />
          </span>
        </caption>
        <thead>
          <tr>
            <td className="compare-table__corner" />
            {columns.map((index) => {
              const id = comparison.columnIds[index];
              const lead = leadsById.get(id);
              return (
                <th
                  key={id}
                  scope="col"
                  className={id === OWN_COLUMN ? 'compare-table__col compare-table__col--own' : 'compare-table__col'}
                >
                  {id === OWN_COLUMN || !lead ? (
                    <span className="compare-table__own">
                      <FormattedMessage id="compare.ownColumn" />
                    </span>
                  ) : (
                    <>
                      <SupplierLogo size="sm" name={lead.supplier.name} logoUrl={lead.supplier.smallLogo.url} />
                      <span className="compare-table__offered">
                        <DateDisplay value={lead.offer?.created_at} dateStyle="short" />
                      </span>
                      <Link className="compare-table__lead-link" to={paths.lead.overview.getHref(rfqId, id)}>
                        <FormattedMessage
                          id="compare.openLead"
                          values={{
                            supplier: lead.supplier.name,
                            hidden: (text) => <span className="visually-hidden">{text}</span>,
                          }}
                        />
                      </Link>
                    </>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        {comparison.groups.map((group) => (
          <tbody key={group.key}>
            <GroupHead span={span}>
              <ProductKindName kind={group.kind} index={group.index} />
            </GroupHead>
            <tr>
              <th scope="row" className="compare-table__row-head">
                <FormattedMessage id="compare.metric.product" />
              </th>
              {columns.map((index) => productCell(group.products[index], comparison.columnIds[index], index))}
            </tr>
            {group.rows.map((row) => (
              <MetricRow key={row.metric} row={row} columns={columns} />
            ))}
          </tbody>
        ))}
        {comparison.summary.length > 0 && (
          <tbody className="compare-table__summary">
            <GroupHead span={span}>
              <FormattedMessage id="compare.savings" />
            </GroupHead>
            {comparison.summary.map((row) => (
              <MetricRow key={row.metric} row={row} columns={columns} />
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}
