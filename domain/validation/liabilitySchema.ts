// The debt items of the request form (mortgages, loans, student loans (SU), credits): one schema for the step
// screens and for the server's partial validation. The periodic-payment check is injected: the browser posts
// to POST /api/auction-form/validate/partial, the server calls the pure assessment.
import * as yup from 'yup';
import { checkPeriodicPayment, type PeriodicPaymentKind } from '../periodicPayment';
import type { AsyncCheck } from './rules';
import { numberSchema, withRules } from './yupRules';

export type PeriodicPaymentCheck = (
  kind: PeriodicPaymentKind,
  item: Record<string, unknown>,
) => ReturnType<AsyncCheck<unknown>>;

const amountOf = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

/** The check answered locally with the annuity arithmetic: what the server (and tests) inject. */
export const assessItemPeriodicPayment: PeriodicPaymentCheck = (kind, item) =>
  checkPeriodicPayment({
    kind,
    debt: amountOf(item.debt) ?? 0,
    interestRatePercent: amountOf(item.interest_rate),
    remainingTermMonths: amountOf(item.term_months),
    periodicPayment: amountOf(item.periodic_payment) ?? 0,
  });

const RULE_OF_KIND = {
  mortgages: 'mortgages_periodic_payment',
  loans: 'loans_periodic_payment',
  su: 'su_periodic_payment',
} as const;

export function liabilityItemSchema(kind: PeriodicPaymentKind, check: PeriodicPaymentCheck) {
  const rule = RULE_OF_KIND[kind];
  return yup.object({
    debt: withRules(numberSchema().default(undefined), [
      'required',
      ['min', { type: 'numeric', value: 0 }],
      ['max', { type: 'numeric', value: 100_000_000 }],
    ]),
    interest_rate: withRules(numberSchema().default(undefined), [
      ['min', { type: 'numeric', value: 0 }],
      'max_interest_rate',
    ]),
    term_months: withRules(numberSchema().default(undefined), [
      ['min', { type: 'numeric', value: 1 }],
      'isAboveMaxTerm',
    ]),
    periodic_payment: withRules(numberSchema().default(undefined), [
      'required',
      ['min', { type: 'numeric', value: 0 }],
      rule === 'su_periodic_payment'
        ? [rule, ({ parent }) => ({ check: () => check(kind, parent) })]
        : [rule, ({ parent }) => ({ interestRate: parent.interest_rate, check: () => check(kind, parent) })],
    ]),
  });
}
