// An offered loan explained in plain words: the sentence of what it costs (domain/offerExplanation.ts), what ÅOP
// holds and why it is the figure to compare, and a consumer loan's representative example. Shared by the
// comparison and the lead's pages, so the customer reads the same words wherever an offer is shown.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OfferProduct } from '../../../store/api/rfqsApi';
import { aopIncludesBondPriceLoss, offerSentence } from '../../../domain/offerExplanation';
import { rateRise, representativeExample, RATE_RISE_PERCENTAGE_POINTS } from '../../../domain/representativeExample';
import { useLocale } from '../../lib/i18n/I18nProvider';
import { formatMoney } from '../../lib/format';
import { FactList, type Fact } from '../FactList/FactList';
import { MoneyDisplay } from '../MoneyDisplay/MoneyDisplay';
import { PercentDisplay } from '../PercentDisplay/PercentDisplay';
import { TermDisplay } from '../TermDisplay/TermDisplay';
import './OfferExplanation.css';

type ProductFigures = Pick<
  OfferProduct,
  | 'product_type'
  | 'product_sub_type'
  | 'amount'
  | 'interest_rate'
  | 'contribution_rate'
  | 'term_months'
  | 'fees'
  | 'aop'
  | 'monthly_payment'
  | 'total_cost'
  | 'rate_type'
> &
  Partial<Pick<OfferProduct, 'rate_fixed_months' | 'early_repayment_fee_percent'>>;

/** "Du låner 250.000 kr. og betaler 3.909 kr. om måneden i 7 år. …"; nothing for deposits. */
export function OfferSentence({ product }: { product: ProductFigures }) {
  const locale = useLocale();
  const sentence = offerSentence(product);
  if (!sentence) return null;
  const money = (kroner: number) => <span className="money">{formatMoney(kroner, locale)}</span>;
  return (
    <p className="offer-sentence">
      <FormattedMessage
        id="offerExplanation.sentence"
        values={{
          amount: money(sentence.amount),
          monthly: money(sentence.monthlyPayment),
          term: <TermDisplay months={sentence.termMonths} />,
          total: money(sentence.totalPayable),
          cost: money(sentence.interestAndFees),
        }}
      />
    </p>
  );
}

/** What ÅOP includes, for mortgages also the bond price's loss, and why it is the one figure to compare. */
export function AopExplanation({ mortgage = false }: { mortgage?: boolean }) {
  return (
    <details className="aop-explanation">
      <summary>
        <FormattedMessage id="offerExplanation.aop.summary" />
      </summary>
      <p>
        <FormattedMessage id={mortgage ? 'offerExplanation.aop.includesMortgage' : 'offerExplanation.aop.includes'} />
      </p>
      <p>
        <FormattedMessage id="offerExplanation.aop.compare" />
      </p>
    </details>
  );
}

/**
 * The representative example every loan and credit carries (consumer credit and loans on a home alike), in the
 * lender's figures as the kernel works them out (domain/representativeExample.ts), with what the payment becomes
 * if the rate rises 2 percentage points. `collapsed`: inside a disclosure, for the comparison's narrow cells.
 */
export function RepresentativeExample({
  product,
  collapsed = false,
}: {
  product: ProductFigures;
  collapsed?: boolean;
}) {
  const headingId = useId();
  const intl = useIntl();
  const example = representativeExample(product);
  const rise = rateRise(product);
  if (!example) return null;
  const notStated = intl.formatMessage({ id: 'offerExplanation.notStated' });
  const rateType = example.rateType
    ? intl.formatMessage({ id: `offerExplanation.rateType.${example.rateType}` })
    : notStated;
  const fixedFor =
    example.rateType === 'variable' && example.rateFixedMonths !== null && example.rateFixedMonths > 0 ? (
      <>
        {', '}
        <FormattedMessage
          id="offerExplanation.example.fixedFor"
          values={{ term: <TermDisplay months={example.rateFixedMonths} /> }}
        />
      </>
    ) : null;
  const rows: Fact[] = [
    { id: 'offerExplanation.example.amount', value: <MoneyDisplay amount={example.amount} /> },
    { id: 'offerExplanation.example.term', value: <TermDisplay months={example.termMonths} /> },
    {
      id: 'offerExplanation.example.rate',
      value: (
        <>
          <PercentDisplay percent={example.interestRate} /> {rateType}
          {fixedFor}
        </>
      ),
    },
    { id: 'offerExplanation.example.aop', value: <PercentDisplay percent={example.aop} /> },
    { id: 'offerExplanation.example.monthly', value: <MoneyDisplay amount={example.monthlyPayment} /> },
    { id: 'offerExplanation.example.total', value: <MoneyDisplay amount={example.totalPayable} /> },
    { id: 'offerExplanation.example.cost', value: <MoneyDisplay amount={example.creditCost} /> },
  ];
  if (rise)
    rows.push({
      id: 'offerExplanation.example.rateRise',
      value: rise.exposed ? (
        <FormattedMessage
          id="offerExplanation.example.rateRiseValue"
          values={{
            after: <MoneyDisplay amount={rise.paymentAfterRise} />,
            increase: <MoneyDisplay amount={rise.increase} />,
          }}
        />
      ) : (
        <FormattedMessage id="offerExplanation.example.rateRiseFixed" />
      ),
    });
  const labelled = rows.map((row) =>
    row.id === 'offerExplanation.example.rateRise' ? { ...row, values: { points: RATE_RISE_PERCENTAGE_POINTS } } : row,
  );
  const facts = <FactList facts={labelled} className="representative-example__facts" />;
  if (collapsed) {
    return (
      <details className="representative-example representative-example--collapsed">
        <summary>
          <FormattedMessage id="offerExplanation.example.title" />
        </summary>
        {facts}
      </details>
    );
  }
  return (
    // A group, not a region: every loan of an offer has one, and landmarks must be told apart by name.
    <div className="representative-example" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="representative-example__title">
        <FormattedMessage id="offerExplanation.example.title" />
      </h3>
      {facts}
    </div>
  );
}

/** The sentence, the representative example where the law asks for it, and the ÅOP disclosure. */
export function OfferExplanation({ product }: { product: ProductFigures }) {
  if (product.product_type === 'deposit') return null;
  return (
    <div className="offer-explanation">
      <OfferSentence product={product} />
      <RepresentativeExample product={product} />
      <AopExplanation mortgage={aopIncludesBondPriceLoss(product)} />
    </div>
  );
}
