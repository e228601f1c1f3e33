// §8 on a signed-in page: the requests list answered 503 or 429 (intercepted in the browser) shows §8's text with
// a retry, in both languages, without axe violations. Screenshots in e2e/artifacts/loadFailures/.
import { expect, test, type Page } from '@playwright/test';
import da from '../translations/da.json';
import en from '../translations/en.json';
import { LANGS, leaveCustomerInDanish, screenshots, signIn } from './dashboardSupport';
import { expectNoAxeViolations } from './axe';

leaveCustomerInDanish();

const TEXTS = { da, en } as const;
const RETRY = { da: da['state.error.retry'], en: en['state.error.retry'] } as const;
const REQUESTS = /\/api\/customer\/users\/\d+\/rfqs$/;

async function answerRequests(page: Page, status: number, headers: Record<string, string> = {}) {
  await page.route(REQUESTS, (route) =>
    route.fulfill({ status, headers, contentType: 'application/json', body: '{"message":"refused"}' }),
  );
}

/**
 * Opens home from the navigation of another page: a signed-in page loaded by URL carries its first reads in the
 * HTML (server/http/signedInPage.ts), so only a read the SPA makes itself reaches the refusing route.
 */
async function openHomeInApp(page: Page, lang: (typeof LANGS)[number]) {
  await page.goto('/profile');
  await page.getByRole('link', { name: TEXTS[lang]['nav.home'], exact: true }).first().click();
  await expect(page).toHaveURL(/\/home$/);
}

for (const lang of LANGS) {
  test(`home, requests answered 503: "we are updating" and a retry (${lang})`, async ({ page }) => {
    await signIn(page, lang);
    await answerRequests(page, 503);
    await openHomeInApp(page, lang);
    await expect(page.getByText(TEXTS[lang]['errors.updating'])).toBeVisible();
    await expect(page.getByRole('button', { name: RETRY[lang] })).toBeEnabled();
    await expectNoAxeViolations(page);
    await screenshots(page, 'loadFailures', `home-503-${lang}`);
  });

  test(`home, requests answered 429 with Retry-After: the wait, retry held until then (${lang})`, async ({ page }) => {
    await signIn(page, lang);
    await answerRequests(page, 429, { 'Retry-After': '10' });
    await openHomeInApp(page, lang);
    const waitText = lang === 'da' ? 'Du kan prøve igen om 10 sekunder.' : 'You can try again in 10 seconds.';
    await expect(page.getByText(waitText)).toBeVisible();
    const retry = page.getByRole('button', { name: RETRY[lang] });
    await expect(retry).toBeDisabled();
    await expectNoAxeViolations(page);
    await screenshots(page, 'loadFailures', `home-429-${lang}`);
    await expect(retry).toBeEnabled({ timeout: 20_000 });
    await page.unroute(REQUESTS);
    await retry.click();
    await expect(page.getByText(TEXTS[lang]['errors.tooManyRequests'])).toBeHidden();
  });
}
