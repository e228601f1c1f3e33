// A schema context for tests: a fixed today and checks that answer like the server without a network.
import type { StepSchemaContext } from '../../../../domain/validation/steps';
import { assessItemPeriodicPayment } from '../../../../domain/validation/liabilitySchema';

export const TODAY = '2025-06-15';

export function testContext(overrides: Partial<StepSchemaContext> = {}): StepSchemaContext {
  return {
    signedIn: false,
    now: TODAY,
    checks: {
      periodicPayment: assessItemPeriodicPayment,
      postalCode: (code) => ['1000', '4000', '8000', '2100'].includes(code),
    },
    ...overrides,
  };
}
