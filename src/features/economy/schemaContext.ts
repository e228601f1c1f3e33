// The request form's step rules, as the economy pages run them in the browser.
import { assessItemPeriodicPayment } from '../../../domain/validation/liabilitySchema';
import type { StepSchemaContext } from '../../../domain/validation/steps/context';

/** The browser's schema context: the periodic-payment rule locally; postal codes are checked by the server. */
export const economySchemaContext: StepSchemaContext = {
  signedIn: true,
  checks: { periodicPayment: assessItemPeriodicPayment, postalCode: () => true },
};
