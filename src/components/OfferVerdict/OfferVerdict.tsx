// Which offer is best and why, in one sentence, by what the request is for (domain/offerRanking.ts): the
// request page, the home page and the comparison say it the same way. Green only for a real best.
import { FormattedMessage, useIntl } from 'react-intl';
import type { OfferRanking } from '../../../domain/offerRanking';
import { RATE_RISE_PERCENTAGE_POINTS } from '../../../domain/representativeExample';
import { useLocale } from '../../lib/i18n/I18nProvider';
import { formatMoney } from '../../lib/format';
import { MoneyDisplay } from '../MoneyDisplay/MoneyDisplay';
import './OfferVerdict.css';

type Props = { ranking: OfferRanking<number>; supplierName: (id: number) => string };

/** The one sentence that says why `ranking.best` is best (also the comparison's column note). */
export function BestReason({ ranking }: { ranking: OfferRanking<number> }) {
  const best = ranking.best;
  if (!best) return null;
  const offer = ranking.ranked.find((r) => r.id === best.id);
  switch (best.reason) {
    case 'coversCheapest':
      return (
        <FormattedMessage
          id="ranking.reason.coversCheapest"
          values={{
            count: ranking.ranked.filter((r) => r.covers).length,
            payment: <MoneyDisplay amount={offer?.monthlyPayment} />,
          }}
        />
      );
    case 'onlyCovering':
      return <FormattedMessage id="ranking.reason.onlyCovering" />;
    case 'largestSaving':
      return (
        <FormattedMessage
          id="ranking.reason.largestSaving"
          values={{ saving: <MoneyDisplay amount={offer?.monthlySaving} /> }}
        />
      );
  }
}

/** A term in words as a plain string, for a message's select (`term.*`). */
function termText(intl: ReturnType<typeof useIntl>, months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const id = rest === 0 && years > 0 ? 'term.years' : years === 0 ? 'term.months' : 'term.yearsAndMonths';
  return intl.formatMessage({ id }, { years, months: rest });
}

/**
 * The best offer's interest-rate risk beside why it is best (domain/offerRanking.ts bestRisk): fixed, or variable
 * with when it may change and what a 2-point rise does to the payment, and the offers whose payments move less, so
 * a variable rate never wins silently.
 */
export function BestRisk({ ranking, supplierName }: Props) {
  const intl = useIntl();
  const bestRisk = ranking.bestRisk;
  if (!bestRisk) return null;
  const { risk, safer } = bestRisk;
  return (
    <p className="offer-verdict__risk">
      {risk.rateType === 'fixed' ? (
        <FormattedMessage id="rateRisk.fixed" />
      ) : (
        <FormattedMessage
          id="rateRisk.variable"
          values={{
            after: risk.changesAfterMonths ? termText(intl, risk.changesAfterMonths) : 'none',
            points: RATE_RISE_PERCENTAGE_POINTS,
            increase: <MoneyDisplay amount={risk.increase} />,
          }}
        />
      )}
      {safer.length > 0 && (
        <>
          {' '}
          <FormattedMessage
            id="rateRisk.safer"
            values={{ suppliers: intl.formatList(safer.map(supplierName), { type: 'disjunction' }) }}
          />
        </>
      )}
    </p>
  );
}

export function OfferVerdict({ ranking, supplierName }: Props) {
  const intl = useIntl();
  const locale = useLocale();
  if (ranking.ranked.length === 0) return null;
  const best = ranking.best;
  const need =
    ranking.goal === 'finance' && ranking.need !== null ? (
      <p className="offer-verdict__need">
        <FormattedMessage id="ranking.need" values={{ need: <MoneyDisplay amount={ranking.need} /> }} />
      </p>
    ) : null;

  if (best) {
    return (
      <div className="offer-verdict offer-verdict--best">
        {need}
        <p className="offer-verdict__title">
          <FormattedMessage id="ranking.best" values={{ supplier: supplierName(best.id) }} />
        </p>
        <p className="offer-verdict__reason">
          <BestReason ranking={ranking} />
        </p>
        <BestRisk ranking={ranking} supplierName={supplierName} />
      </div>
    );
  }

  let text;
  if (ranking.goal === 'save') {
    text = <FormattedMessage id="ranking.noSaving" />;
  } else if (ranking.coverage === 'combined') {
    const parts = intl.formatList(
      ranking.combination.map((part) =>
        intl.formatMessage(
          { id: 'ranking.combinedPart' },
          {
            supplier: supplierName(part.id),
            product: intl.formatMessage({ id: `product.kind.${part.kind}` }).toLowerCase(),
            amount: formatMoney(part.amount, locale),
          },
        ),
      ),
      { type: 'conjunction' },
    );
    text = <FormattedMessage id="ranking.combined" values={{ parts }} />;
  } else if (ranking.largestFinanced > 0) {
    text = (
      <FormattedMessage id="ranking.none" values={{ largest: <MoneyDisplay amount={ranking.largestFinanced} /> }} />
    );
  } else {
    text = <FormattedMessage id="ranking.nothingLent" />;
  }
  return (
    <div className="offer-verdict offer-verdict--none">
      {need}
      <p className="offer-verdict__reason">{text}</p>
    </div>
  );
}
