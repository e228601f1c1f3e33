// The figures behind a conversion: bonds out and in, the new debt, each cost, the payments before and after.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Conversion } from '../../../store/api/mortgageSurveillanceApi';
import { MoneyDisplay } from '../../components/MoneyDisplay/MoneyDisplay';
import { formatMoney, formatPercent } from '../../lib/format';
import { useLocale } from '../../lib/i18n/I18nProvider';
import { formatPrice } from './formatPrice';

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
