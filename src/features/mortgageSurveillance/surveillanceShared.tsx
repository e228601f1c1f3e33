// What the mortgage surveillance pages share: the signed-in customer, a property's verdict in one plain sentence,
// the figures behind a conversion on request, the start of a request to the lenders, and withdrawing consent.
import { FailureText } from '../../components/FailureText/FailureText';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  useWithdrawMortgageSurveillanceConsentMutation,
  type Conversion,
  type WatchedMortgage,
  type WatchedProperty,
} from '../../../store/api/mortgageSurveillanceApi';
import { useAppSelector } from '../../../store/hooks';
import { selectUser } from '../../../store/slices/authSlice';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { DateDisplay } from '../../components/DateDisplay/DateDisplay';
import { Link } from '../../components/Link/Link';
import { MoneyDisplay } from '../../components/MoneyDisplay/MoneyDisplay';
import { formatMoney, formatNumber, formatPercent } from '../../lib/format';
import { useLocale } from '../../lib/i18n/I18nProvider';
import { showToast } from '../../lib/toast';
import { paths } from '../../../domain/paths';
import './mortgageSurveillance.css';

export function useCustomerId(): number {
  return useAppSelector(selectUser)?.id ?? 0;
}

export function addressLine(property: Pick<WatchedProperty, 'address' | 'property_id'>): string {
  const { address1, postal_code, city } = property.address;
  return (
    [address1, [postal_code, city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || `#${property.property_id}`
  );
}

/** Which day's bond prices the figures use, or that none are loaded yet. */
export function RatesDate({ date, id }: { date: string | null; id: string }) {
  if (date === null) return <FormattedMessage id="mortgageSurveillance.noRates" />;
  return <FormattedMessage id={id} values={{ date: <DateDisplay value={date} dateStyle="long" /> }} />;
}

/** A bond price (kurs) as the market quotes it: two decimals, `98,45` in Danish. */
export function formatPrice(price: number, locale: string): string {
  return formatNumber(price, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The conversion the verdict speaks of: the best one's mortgage, else the first fixed mortgage that has one. */
export function bestConversion(property: WatchedProperty): Conversion | null {
  const withConversion = property.fixed_mortgages.filter((m) => m.conversion !== null);
  const best = property.best && withConversion.find((m) => m.mortgage_id === property.best?.mortgage_id);
  return (best ?? withConversion[0])?.conversion ?? null;
}

const MISSING_FIELDS = ['debt', 'interest_rate', 'term_months'] as const;

/** What the customer must fill in before we can compute: each missing field once, in the economy form's order. */
export function missingFields(property: WatchedProperty): WatchedMortgage['missing'] {
  const missing = new Set(property.fixed_mortgages.flatMap((m) => m.missing));
  return MISSING_FIELDS.filter((field) => missing.has(field));
}

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

function Row({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <div className="surveillance-figures__row">
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The conversion's figures: bonds out and in, the new debt, each cost, the payments before and after. */
export function ConversionFigures({ conversion }: { conversion: Conversion }) {
  const locale = useLocale();
  const bond = (series: string, coupon: number, price: number) => (
    <FormattedMessage
      id="mortgageSurveillance.figures.bond"
      values={{ series, coupon: formatPercent(coupon, locale), price: formatPrice(price, locale) }}
    />
  );
  return (
    <dl className="surveillance-figures">
      <Row labelId="mortgageSurveillance.figures.from">
        {bond(conversion.from_series, conversion.from_coupon, conversion.from_price)}
      </Row>
      <Row labelId="mortgageSurveillance.figures.to">
        {bond(conversion.to_series, conversion.to_coupon, conversion.to_price)}
      </Row>
      <Row labelId="mortgageSurveillance.figures.newDebt">
        <MoneyDisplay amount={conversion.new_debt} />
      </Row>
      <Row labelId="mortgageSurveillance.figures.debtChange">
        <FormattedMessage
          id={
            conversion.debt_change < 0
              ? 'mortgageSurveillance.figures.debtFalls'
              : 'mortgageSurveillance.figures.debtRises'
          }
          values={{ amount: formatMoney(Math.abs(conversion.debt_change), locale) }}
        />
      </Row>
      <Row labelId="mortgageSurveillance.figures.lenderFees">
        <MoneyDisplay amount={conversion.costs.lender_fees} />
      </Row>
      <Row labelId="mortgageSurveillance.figures.priceSpread">
        <MoneyDisplay amount={conversion.costs.price_spread} />
      </Row>
      <Row labelId="mortgageSurveillance.figures.registrationFee">
        <MoneyDisplay amount={conversion.costs.registration_fee} />
      </Row>
      <Row labelId="mortgageSurveillance.figures.totalCosts">
        <MoneyDisplay amount={conversion.costs.total} />
      </Row>
      <Row labelId="mortgageSurveillance.figures.paymentNow">
        <MoneyDisplay amount={conversion.monthly_payment_now_after_tax} />
      </Row>
      <Row labelId="mortgageSurveillance.figures.paymentNew">
        <MoneyDisplay amount={conversion.monthly_payment_new_after_tax} />
      </Row>
      <Row labelId="mortgageSurveillance.figures.monthlySaving">
        <MoneyDisplay amount={conversion.monthly_saving_after_tax} />
      </Row>
      <Row labelId="mortgageSurveillance.figures.gain">
        <MoneyDisplay amount={conversion.gain_after_tax} />
      </Row>
      <Row labelId="mortgageSurveillance.figures.breakEven">
        {conversion.break_even_month === null ? (
          <FormattedMessage id="mortgageSurveillance.figures.breakEven.never" />
        ) : (
          <FormattedMessage
            id="mortgageSurveillance.figures.breakEven.months"
            values={{ months: conversion.break_even_month }}
          />
        )}
      </Row>
    </dl>
  );
}

/** The figures behind the verdict, on request. */
export function ConversionDetails({ conversion }: { conversion: Conversion }) {
  return (
    <details className="surveillance-details">
      <summary>
        <FormattedMessage id="mortgageSurveillance.figures.show" />
      </summary>
      <ConversionFigures conversion={conversion} />
      <p className="surveillance-muted">
        <FormattedMessage id="mortgageSurveillance.figures.note" />
      </p>
    </details>
  );
}

/**
 * A new request to the lenders about this home. The form prefills from the saved economy for the existing-property
 * purpose; the campaign parameters tell the analysts which conversion the customer came from.
 */
export function requestHref(property: WatchedProperty): string {
  const query = new URLSearchParams({
    purpose: 'existing_property',
    utm_source: 'mortgage_surveillance',
    utm_campaign: property.verdict,
    utm_content: String(property.best?.to_coupon ?? ''),
  });
  return `${paths.form.start.getHref()}?${query.toString()}`;
}

export function isConvertVerdict(property: WatchedProperty): boolean {
  return property.verdict === 'convert_down' || property.verdict === 'convert_up';
}

export function RequestLink({ property }: { property: WatchedProperty }) {
  return (
    <Link to={requestHref(property)} variant="button">
      <FormattedMessage
        id={
          property.verdict === 'convert_up'
            ? 'mortgageSurveillance.request.convertUp'
            : 'mortgageSurveillance.request.convertDown'
        }
      />
    </Link>
  );
}

/** Stops the surveillance after a confirmation; the customer lands on the page that explains how to start again. */
export function WithdrawConsent() {
  const userId = useCustomerId();
  const intl = useIntl();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<boolean | null>(null);
  const [withdraw, { isLoading, isError, error }] = useWithdrawMortgageSurveillanceConsentMutation();
  const confirmButton = useRef<HTMLButtonElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  // Keyboard and screen-reader users land on the question's answer, and back on the button after cancelling.
  useEffect(() => {
    if (asking === true) confirmButton.current?.focus();
    if (asking === false) stopButton.current?.focus();
  }, [asking]);
  async function confirm() {
    const result = await withdraw(userId);
    if (!('error' in result)) {
      showToast({ type: 'success', message: intl.formatMessage({ id: 'mortgageSurveillance.withdraw.done' }) });
      navigate(paths.mortgageSurveillance.disabled.path, { replace: true });
    }
  }
  if (!asking)
    return (
      <Button variant="secondary" onClick={() => setAsking(true)} ref={stopButton}>
        <FormattedMessage id="mortgageSurveillance.withdraw.button" />
      </Button>
    );
  return (
    <div role="group" aria-labelledby="surveillance-withdraw-ask" className="surveillance-confirm">
      <p id="surveillance-withdraw-ask">
        <FormattedMessage id="mortgageSurveillance.withdraw.ask" />
      </p>
      <div className="surveillance-actions">
        <Button variant="danger" onClick={() => void confirm()} loading={isLoading} ref={confirmButton}>
          <FormattedMessage id="mortgageSurveillance.withdraw.confirm" />
        </Button>
        <Button variant="secondary" onClick={() => setAsking(false)} disabled={isLoading}>
          <FormattedMessage id="mortgageSurveillance.cancel" />
        </Button>
      </div>
      {isError && (
        <Alert tone="error">
          <FailureText error={error} fallback={<FormattedMessage id="mortgageSurveillance.withdraw.failed" />} />
        </Alert>
      )}
    </div>
  );
}
