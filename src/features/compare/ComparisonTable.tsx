// The comparison as one table: a column per offer (and the customer's own situation), a row group per product,
// the savings (refinancing) or the purchase's financing last. Row and column headers carry scope so a screen
// reader names each cell; "best" is text. The row headers stay put while the offers scroll sideways, and a shadow
// and a line of text say when there is more to see. A fixed layout (the column heads set the widths) and rows
// rendered as they come into view keep the first render of 30 offers short.
import { memo, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Lead } from '../../../store/api/rfqsApi';
import { DateDisplay } from '../../components/DateDisplay/DateDisplay';
import { Link } from '../../components/Link/Link';
import { MoneyDisplay } from '../../components/MoneyDisplay/MoneyDisplay';
import {
  AopExplanation,
  OfferSentence,
  RepresentativeExample,
} from '../../components/OfferExplanation/OfferExplanation';
import { PercentDisplay } from '../../components/PercentDisplay/PercentDisplay';
import { ProductKindName, ProductName } from '../../components/ProductName/ProductName';
import { SupplierLogo } from '../../components/SupplierLogo/SupplierLogo';
import { SupplierReputation } from '../../components/SupplierReputation/SupplierReputation';
import { TermDisplay } from '../../components/TermDisplay/TermDisplay';
import {
  OWN_COLUMN,
  type Cell,
  type Comparison,
  type ComparisonRow,
  type Metric,
  type ReplacedItem,
  type SlotProduct,
} from '../../../domain/offerComparison';
import type { ProductKind } from '../../../domain/offerProducts';
import { paths } from '../../../domain/paths';
import type { LeftCell } from '../../../domain/offerBudgetEffect';
import { LeftWithOfferRow } from './LeftWithOfferRow';
import { useHorizontalOverflow } from './useHorizontalOverflow';
import { useRowsInView } from './useRowsInView';

/** Metric rows rendered in full at once: more than a phone's first screen holds below the column heads. */
const EAGER_ROWS = 8;

type Props = {
  comparison: Comparison;
  visibleIds: readonly number[];
  leadsById: ReadonlyMap<number, Lead>;
  rfqId: number;
  /** The best offer of the request (offerRanking.ts), marked in its column's head; null when none is. */
  bestId: number | null;
  /** The budget row by column (householdBudget.ts leftWithOffers) and its reference amount; null without a budget. */
  budget?: { cells: readonly LeftCell[]; reference: number } | null;
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

/** The offered product's sentence under its name, found in the lead's offer. */
function OfferedSentence({ lead, productId }: { lead: Lead | undefined; productId: number }) {
  const offer = lead?.offer;
  const product = offer && [...offer.loans, ...offer.credits].find((p) => p.id === productId);
  if (!product) return null;
  return (
    <>
      <OfferSentence product={product} />
      <RepresentativeExample product={product} collapsed />
    </>
  );
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

/** A metric's row header: its name, and for the APR what it is. */
function MetricHead({ metric, kind }: { metric: ComparisonRow['metric']; kind?: ProductKind }) {
  return (
    <>
      <FormattedMessage id={`compare.metric.${metric}`} />
      {metric === 'aop' && <AopExplanation mortgage={kind === 'mortgage'} />}
    </>
  );
}

function MetricRow({ row, columns, kind }: { row: ComparisonRow; columns: readonly number[]; kind?: ProductKind }) {
  return (
    <tr>
      <th scope="row" className="compare-table__row-head">
        <MetricHead metric={row.metric} kind={kind} />
      </th>
      {columns.map((index) => (
        <ValueCell key={index} metric={row.metric} cell={row.cells[index]} />
      ))}
    </tr>
  );
}

/** What an offer repays or takes over: the customer's own rows it stands in for, by name and amount. */
function ReplacedCell({ items }: { items: readonly ReplacedItem[] | null }) {
  if (items === null) {
    return (
      <td className="compare-cell">
        <FormattedMessage id="compare.replacesUnknown" />
      </td>
    );
  }
  return (
    <td className="compare-cell compare-cell--replaced">
      {items.length === 0 ? (
        <FormattedMessage id="compare.replacesNothing" />
      ) : (
        <ul className="compare-replaced">
          {items.map((item) => (
            <li key={item.ref}>
              <ProductKindName kind={item.kind} index={item.index} />
              {item.amount !== null && (
                <>
                  {' '}
                  <MoneyDisplay amount={item.amount} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </td>
  );
}

function ReplacedRow({ comparison, columns }: { comparison: Comparison; columns: readonly number[] }) {
  return (
    <tr>
      <th scope="row" className="compare-table__row-head">
        <FormattedMessage id="compare.metric.replaces" />
      </th>
      {columns.map((index) =>
        comparison.columnIds[index] === OWN_COLUMN ? (
          <td key={index} className="compare-cell">
            <Missing />
          </td>
        ) : (
          <ReplacedCell key={index} items={comparison.replaced[index]} />
        ),
      )}
    </tr>
  );
}

/**
 * A metric's row not rendered yet: its header and one empty cell across the offers. Its values take one line, so
 * the stand-in is as high as the row (its header decides both), and rendering it moves nothing below it.
 */
function StandInRow({ head, span, ...props }: { head: ReactNode; span: number } & ReturnType<StandInProps>) {
  return (
    <tr className="compare-table__stand-in" {...props}>
      <th scope="row" className="compare-table__row-head">
        {head}
      </th>
      <td colSpan={span} />
    </tr>
  );
}
type StandInProps = ReturnType<typeof useRowsInView>['standInProps'];

function GroupHead({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr className="compare-table__group">
      <th scope="rowgroup" colSpan={span}>
        <span className="compare-table__group-label">{children}</span>
      </th>
    </tr>
  );
}

/** Memoized: the page renders again as the store and the budget catch up, mostly with the same table. */
export const ComparisonTable = memo(function ComparisonTable({
  comparison,
  visibleIds,
  leadsById,
  rfqId,
  bestId,
  budget = null,
}: Props) {
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  // Indexes into the comparison's columns, in the order the customer sees them.
  const columns = visibleIds.map((id) => comparison.columnIds.indexOf(id)).filter((index) => index >= 0);
  const span = columns.length + 1;
  // Only offers say what they replace; a table of the own column alone has nothing to show there.
  const showsReplaced = columns.some((index) => comparison.columnIds[index] !== OWN_COLUMN);
  const overflow = useHorizontalOverflow(scrollRef, columns.length);
  const rows = useRowsInView(EAGER_ROWS);
  // Rows in document order, counted as they are rendered below: the first EAGER_ROWS render in full.
  let rowIndex = 0;
  // Only the metrics' rows wait: a product's or a replacement's row is as high as its contents, which no stand-in
  // could know, and there is one per group.
  const lazyRow = (key: string, head: ReactNode, row: () => ReactNode) =>
    rows.isShown(key, rowIndex++) ? (
      row()
    ) : (
      <StandInRow key={key} head={head} span={columns.length} {...rows.standInProps(key)} />
    );
  const frameClasses = [
    'compare-frame',
    overflow.before && 'compare-frame--before',
    overflow.after && 'compare-frame--after',
  ]
    .filter(Boolean)
    .join(' ');

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
          <>
            <Link to={paths.lead.offer.getHref(rfqId, columnId, product.ref.productType, product.ref.productId)}>
              <ProductName subType={product.ref.subType} />
            </Link>
            <OfferedSentence lead={leadsById.get(columnId)} productId={product.ref.productId} />
          </>
        ) : (
          <FormattedMessage id="compare.currentProduct" />
        )}
      </td>
    );
  };

  return (
    <>
      {(overflow.before || overflow.after) && (
        <p className="compare-scroll-hint">
          <FormattedMessage id="compare.scrollHint" values={{ count: columns.length }} />
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M2 8h11M9 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </p>
      )}
      <div className={frameClasses}>
        {/* A region that scrolls sideways must take focus, or a keyboard user cannot scroll it (WCAG 2.1.1). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div ref={scrollRef} className="compare-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="compare-table" style={{ '--compare-columns': columns.length } as CSSProperties}>
            <caption id={captionId} className="compare-table__caption">
              <FormattedMessage id="compare.caption" values={{ count: columns.length }} />{' '}
              <span className="compare-table__legend">
                <FormattedMessage id="compare.legend" />
              </span>
              {comparison.summaryKind === 'financing' && (
                <span className="compare-table__legend">
                  <FormattedMessage id="compare.legend.financing" />
                </span>
              )}
              {showsReplaced && (
                <span className="compare-table__legend">
                  <FormattedMessage id="compare.legend.replaces" />
                </span>
              )}
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
                      className={[
                        'compare-table__col',
                        id === OWN_COLUMN && 'compare-table__col--own',
                        id === bestId && 'compare-table__col--best',
                      ]
                        .filter(Boolean)
                        .join(' ')}
                    >
                      {id === OWN_COLUMN || !lead ? (
                        <span className="compare-table__own">
                          <FormattedMessage id="compare.ownColumn" />
                        </span>
                      ) : (
                        <>
                          {id === bestId && (
                            <span className="best-offer-badge">
                              <FormattedMessage id="compare.bestOffer" />
                            </span>
                          )}
                          <SupplierLogo size="sm" name={lead.supplier.name} logoUrl={lead.supplier.smallLogo.url} />
                          <span className="compare-table__offered">
                            <DateDisplay value={lead.offer?.created_at} dateStyle="short" />
                          </span>
                          <SupplierReputation supplier={lead.supplier} />
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
                {group.rows.map((row) =>
                  lazyRow(`${group.key}:${row.metric}`, <MetricHead metric={row.metric} kind={group.kind} />, () => (
                    <MetricRow key={`${group.key}:${row.metric}`} row={row} columns={columns} kind={group.kind} />
                  )),
                )}
              </tbody>
            ))}
            {(comparison.summary.length > 0 || showsReplaced || budget) && (
              <tbody className={`compare-table__summary compare-table__summary--${comparison.summaryKind}`}>
                <GroupHead span={span}>
                  <FormattedMessage
                    id={comparison.summaryKind === 'financing' ? 'compare.financing' : 'compare.savings'}
                  />
                </GroupHead>
                {showsReplaced && <ReplacedRow comparison={comparison} columns={columns} />}
                {comparison.summary.map((row) =>
                  lazyRow(`summary:${row.metric}`, <MetricHead metric={row.metric} />, () => (
                    <MetricRow key={`summary:${row.metric}`} row={row} columns={columns} />
                  )),
                )}
                {budget && <LeftWithOfferRow cells={budget.cells} columns={columns} reference={budget.reference} />}
              </tbody>
            )}
          </table>
        </div>
      </div>
    </>
  );
});
