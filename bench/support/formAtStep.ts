// A returning visitor's reload at a step of the request form: the form saved in session storage at that step with
// answers that pass every step (a buyer has the home to buy), the cookie choice made, the page hydrated and idle.
// The step bench times Next from there; the Next profile looks inside it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { compressToUTF16 } from 'lz-string';
import { formContextAt, validSteps, type StepAnswers, type StepName } from '../../__tests__/support/formContextAt';
import { consentRecord } from '../../domain/cookieConsent';
import { FORM_STEP_SLUGS } from '../../domain/paths';
import { FORM_STORAGE_KEY } from '../../machines/auctionForm/constants';
import { CONSENT_STORAGE_KEY } from '../../store/browser/cookieConsent';

/** Answers every step of a purpose validates with; a buyer has the home to buy. */
export const PURPOSE_ANSWERS: Record<string, StepAnswers> = {
  generic: { start: { persona_type: 'generic' } },
  property_purchaser: {
    start: { persona_type: 'property_purchaser' },
    housingSituation: {
      residence_type: 'rented',
      properties: [
        {
          id: null,
          is_existing: false,
          residence_type: 'owner_flat',
          reason: 'first_home',
          price: 2_500_000,
          down_payment: 250_000,
          new_loan_amount: null,
          mortgages: [],
          loans: [],
          credits: [],
          show_manual_address: false,
          address_id: null,
          oneLineAddress: null,
          address1: null,
          postal_code: null,
          city: null,
          address_country_code: 'dk',
        },
      ],
    },
  },
};

/** A new phone-sized context with the form saved at `step`, the page loaded there and ready for a click. */
export async function openFormAtStep(
  browser: Browser,
  base: string,
  purpose: string,
  step: StepName,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'da-DK', viewport: { width: 375, height: 812 } });
  const answers = { ...validSteps, ...PURPOSE_ANSWERS[purpose] } as StepAnswers;
  const saved = compressToUTF16(JSON.stringify(formContextAt(step, answers)));
  const consent = JSON.stringify(consentRecord('bench', { statistics: false, marketing: false }, new Date()));
  await context.addInitScript(`(() => {
    sessionStorage.setItem(${JSON.stringify(FORM_STORAGE_KEY)}, ${JSON.stringify(saved)});
    localStorage.setItem(${JSON.stringify(CONSENT_STORAGE_KEY)}, ${JSON.stringify(consent)});
  })()`);
  const page = await context.newPage();
  const slug = step === 'start' ? '' : FORM_STEP_SLUGS[step].da;
  await page.goto(`${base}/form/${slug}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => !document.querySelector('button[type=submit]')?.hasAttribute('disabled'));
  return { context, page };
}
