// A customer of their own for a browser test: the request form sent as the SPA sends it, which creates the account
// and signs it in. Tests that change or close an account use one, so the seeded customers stay as other specs
// expect them.
import { expect, type Page } from '@playwright/test';
import { completeSteps } from '../__tests__/support/submissionFixture';

type Lang = 'da' | 'en';

/** The password completeSteps gives the new account. */
export const NEW_CUSTOMER_PASSWORD = completeSteps().profile.password;

/** The headers a non-GET from page.request needs: the CSRF token from its cookie, the language. */
export async function xsrfHeaders(page: Page, lang: Lang) {
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token), Accept: 'application/json', 'Accept-Language': lang };
}

/**
 * A new customer sends the request form and is signed in; answers the request's id and the e-mail. `income`
 * defaults to one most lenders lend to (debt factor about 2.5), so several offers come.
 */
export async function newCustomerWithRequest(
  page: Page,
  lang: Lang,
  prefix: string,
  income = 95_000,
): Promise<{ rfqId: number; email: string }> {
  await page.request.get('/sanctum/csrf-cookie');
  const email = `${prefix}-${lang}-${Date.now()}@example.dk`;
  const steps = completeSteps({ email });
  steps.employment.monthly_income = income;
  const res = await page.request.post('/api/auction-form', {
    data: { steps, formPurpose: 'existing_property' },
    headers: await xsrfHeaders(page, lang),
  });
  expect(res.status()).toBe(201);
  return { rfqId: ((await res.json()) as { rfq: { id: number } }).rfq.id, email };
}
