// A home's verdict in one plain sentence.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { WatchedProperty } from '../../../store/api/mortgageSurveillanceApi';
import { Link } from '../../components/Link/Link';
import { formatMoney, formatPercent } from '../../lib/format';
import { useLocale } from '../../lib/i18n/I18nProvider';
import { paths } from '../../../domain/paths';
import { formatPrice } from './formatPrice';
import { bestConversion, missingFields } from './propertyVerdict';

/** The verdict in one sentence; for missing data, the question and where to answer it. */
export function VerdictSentence({ property }: { property: WatchedProperty }) {
  const intl = useIntl();
  const locale = useLocale();
  const money = (kroner: number) => formatMoney(kroner, locale);
  const conversion = bestConversion(property);
  let message: ReactNode;
  switch (property.verdict) {
    case 'convert_down': {
      const saving = conversion?.monthly_saving_after_tax ?? property.best?.monthly_saving_after_tax ?? 0;
      const coupon = conversion?.to_coupon ?? property.best?.to_coupon ?? 0;
      const months = conversion ? conversion.break_even_month : (property.best?.break_even_month ?? null);
      message = (
        <FormattedMessage
          id={
            months === null
              ? 'mortgageSurveillance.verdict.convertDown.noBreakEven'
              : 'mortgageSurveillance.verdict.convertDown'
          }
          values={{ saving: money(saving), coupon: formatPercent(coupon, locale), months: months ?? 0 }}
        />
      );
      break;
    }
    case 'convert_up':
      message = conversion ? (
        <FormattedMessage
          id="mortgageSurveillance.verdict.convertUp"
          values={{
            debtCut: money(Math.abs(conversion.debt_change)),
            price: formatPrice(conversion.from_price, locale),
            coupon: formatPercent(conversion.to_coupon, locale),
            gain: money(conversion.gain_after_tax),
          }}
        />
      ) : (
        <FormattedMessage
          id="mortgageSurveillance.verdict.convertUp.short"
          values={{
            coupon: formatPercent(property.best?.to_coupon ?? 0, locale),
            gain: money(property.best?.gain_after_tax ?? 0),
          }}
        />
      );
      break;
    case 'keep':
      message = <FormattedMessage id="mortgageSurveillance.verdict.keep" />;
      break;
    case 'no_fixed_mortgage':
      message = <FormattedMessage id="mortgageSurveillance.verdict.noFixedMortgage" />;
      break;
    case 'missing_data': {
      const fields = missingFields(property).map((field) =>
        intl.formatMessage({ id: `mortgageSurveillance.missing.${field}` }),
      );
      return (
        <div className="surveillance-verdict surveillance-verdict--missing_data">
          <p className="surveillance-verdict__sentence">
            <FormattedMessage
              id="mortgageSurveillance.verdict.missingData"
              values={{ fields: intl.formatList(fields, { type: 'conjunction' }) }}
            />
          </p>
          <Link to={paths.economy.property.getHref(property.property_id)}>
            <FormattedMessage id="mortgageSurveillance.missing.fillIn" />
          </Link>
        </div>
      );
    }
  }
  return (
    <div className={`surveillance-verdict surveillance-verdict--${property.verdict}`}>
      <p className="surveillance-verdict__sentence">{message}</p>
    </div>
  );
}
