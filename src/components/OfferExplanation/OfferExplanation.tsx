// An offered loan explained in plain words: the sentence of what it costs (domain/offerExplanation.ts), what ÅOP
// holds and why it is the figure to compare, and a consumer loan's representative example. Shared by the
// comparison and the lead's pages, so the customer reads the same words wherever an offer is shown.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OfferProduct } from '../../../store/api/rfqsApi';
import { aopIncludesBondPriceLoss, needsRepresentativeExample, offerSentence } from '../../../domain/offerExplanation';
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
>;

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

/** The consumer credit act's standard information, together in one place; only for consumer loans. */
export function RepresentativeExample({ product }: { product: ProductFigures }) {
  const headingId = useId();
  const intl = useIntl();
  if (!needsRepresentativeExample(product)) return null;
  const rows: Fact[] = [
    { id: 'offerExplanation.example.amount', value: <MoneyDisplay amount={product.amount} /> },
    { id: 'offerExplanation.example.term', value: <TermDisplay months={product.term_months} /> },
    {
      id: 'offerExplanation.example.rate',
      value: (
        <>
          <PercentDisplay percent={product.interest_rate} />{' '}
          {product.rate_type && intl.formatMessage({ id: `offerExplanation.rateType.${product.rate_type}` })}
        </>
      ),
    },
    { id: 'offerExplanation.example.aop', value: <PercentDisplay percent={product.aop} /> },
    { id: 'offerExplanation.example.total', value: <MoneyDisplay amount={product.total_cost} /> },
    { id: 'offerExplanation.example.monthly', value: <MoneyDisplay amount={product.monthly_payment} /> },
  ];
  return (
    <section className="representative-example" aria-labelledby={headingId}>
      <h3 id={headingId} className="representative-example__title">
        <FormattedMessage id="offerExplanation.example.title" />
      </h3>
      <FactList facts={rows} className="representative-example__facts" />
    </section>
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
