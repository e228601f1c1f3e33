// A schema context for tests: a fixed today and checks that answer like the server without a network.
import type { StepSchemaContext } from '../../../../src/validation/steps';
import { checkPeriodicPayment } from '../../../../src/domain/periodicPayment';

export const TODAY = '2025-06-15';

const num = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

export function testContext(overrides: Partial<StepSchemaContext> = {}): StepSchemaContext {
  return {
    signedIn: false,
    now: TODAY,
    checks: {
      periodicPayment: (kind, item) =>
        checkPeriodicPayment({
          kind,
          debt: num(item.debt) ?? 0,
          interestRatePercent: num(item.interest_rate),
          remainingTermMonths: num(item.term_months),
          periodicPayment: num(item.periodic_payment) ?? 0,
        }),
      postalCode: (code) => ['1000', '4000', '8000', '2100'].includes(code),
    },
    ...overrides,
  };
}
