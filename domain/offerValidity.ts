// How long an offer stands and when its customer is reminded: the one place for these rules, read by the demo
// lenders, the supplier API, the reminder job and the pages that mark an offer expired.

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a demo lender's offer stands: mortgages take longer to arrange than consumer loans. */
export const DEMO_OFFER_VALID_DAYS = { consumer: 14, mortgage: 30 } as const;

/** The customer is reminded this many days before an offer expires. */
export const EXPIRY_REMINDER_DAYS = 3;

/** The furthest ahead a lender may date an offer's validity. */
export const MAX_OFFER_VALID_DAYS = 365;

/** Why the other leads of a request were closed when the customer chose one: reopened when the choice is undone. */
export const CHOSE_ANOTHER_LENDER = 'customer_chose_another_lender';

export function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

export function isOfferExpired(validUntil: Date | string, now: Date = new Date()): boolean {
  return new Date(validUntil).getTime() <= now.getTime();
}

/** A valid_until a lender may give: after now, and not further ahead than MAX_OFFER_VALID_DAYS. */
export function isAcceptableValidUntil(validUntil: Date, now: Date = new Date()): boolean {
  return validUntil.getTime() > now.getTime() && validUntil.getTime() <= daysFrom(now, MAX_OFFER_VALID_DAYS).getTime();
}

/** A demo lender's validity: by whether the offer holds a mortgage. */
export function demoOfferValidUntil(productSubTypes: readonly string[], now: Date = new Date()): Date {
  const mortgage = productSubTypes.some((s) => s.includes('mortgage'));
  return daysFrom(now, mortgage ? DEMO_OFFER_VALID_DAYS.mortgage : DEMO_OFFER_VALID_DAYS.consumer);
}
