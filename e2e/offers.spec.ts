// Offers end to end in the built app: the seeded customer follows and compares offers (best values marked, no axe
// violations); a new request from the saved profile receives the demo lenders' offers while the page is open,
// without a reload (the e2e server runs with LENDER_DELAY_MS=500), at 1280 and 375 px. Screenshots of home,
// rfqs/current and the comparison at both widths go to e2e/artifacts/offers/ for a person to look at.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const PASSWORD = 'demo-hest-batteri';
const WIDTHS = [1280, 375] as const;

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  // The sign-in page is in the visitor's language (Danish here); the app follows the user's own after sign-in.
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Adgangskode', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `e2e/artifacts/offers/${name}-${width}.png`, fullPage: true });

/** Marks the document; a reload would make a new one without the mark. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** The realtime layer has subscribed (it loads after first paint); events published before that are not seen. */
async function realtimeReady(page: Page) {
  await page.waitForFunction(() => window.__laanetorvet?.realtime === 'subscribed');
}

for (const width of WIDTHS) {
  test(`the seeded customer follows and compares offers at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await signIn(page, 'kunde@example.dk');

    // Home: the active request's progress and the best saving.
    const request = page.locator('section', { has: page.getByRole('heading', { name: 'Din anmodning' }) });
    await expect(request.getByRole('progressbar', { name: /af 6 banker har svaret/ })).toBeVisible();
    await expect(request.getByText('Bedste tilbud: Kattegat Realkredit')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'home', width);

    // rfqs/current: the lenders and their answers; the lost one says why.
    await page.getByRole('link', { name: 'Se alle svar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dine anmodninger' })).toBeVisible();
    const answers = page.getByRole('region', { name: 'Bankernes svar' });
    await expect(answers.getByRole('listitem')).toHaveCount(6);
    await expect(answers.getByText('Afslået')).toHaveCount(1);
    await expect(answers.getByText('Venter på svar')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await shot(page, 'rfqs-current', width);

    // The lead overview of the largest saving.
    await answers.getByRole('link', { name: 'Se detaljer om svaret fra Kattegat Realkredit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Svar fra Kattegat Realkredit' })).toBeVisible();
    await expect(page.getByText('Du er anonym')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bed om et møde' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The comparison: only offers (not the lost lender, not the one still working), best values marked.
    await page.goto('/rfqs/current');
    await page.getByRole('link', { name: 'Sammenlign 4 tilbud' }).click();
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader').filter({ hasText: 'Limfjord' })).toHaveCount(0);
    await expect(table.getByRole('columnheader').filter({ hasText: 'Skovby' })).toHaveCount(0);
    const savingsRow = table.getByRole('row', { name: /^Månedlig besparelse før skat/ });
    const best = savingsRow.locator('td.compare-cell--best');
    if (width === 375) {
      // Two columns at a time: the own situation and the first offer, which is Kattegat's.
      await expect(table.getByRole('columnheader')).toHaveCount(2);
      await expect(page.getByRole('combobox', { name: 'Kolonne 2' })).toHaveValue(/\d+/);
    } else {
      await expect(table.getByRole('columnheader')).toHaveCount(5);
    }
    await expect(best).toHaveCount(1);
    await expect(best).toContainText('Bedst');
    await expect(best).toContainText('4.430 kr.');
    // Its saving is explained by what it replaces: the mortgage offer also repays the bank home loan.
    const replacesRow = table.getByRole('row', { name: /^Erstatter/ });
    await expect(replacesRow.getByRole('cell').nth(1)).toContainText('Realkreditlån');
    await expect(replacesRow.getByRole('cell').nth(1)).toContainText('Boliglån i banken');
    await expect(table.getByText('Bedst').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'compare', width);

    if (width === 375) {
      await page.getByRole('combobox', { name: 'Kolonne 2' }).selectOption({ label: 'Øresund Bank A/S' });
      await expect(table.getByRole('columnheader').nth(1)).toContainText('Øresund Bank A/S');
      await shot(page, 'compare-picked', width);
    } else {
      // The column picker narrows the route's leadIds.
      await page.getByText(/Vælg hvad du vil sammenligne/).click();
      await page.getByRole('checkbox', { name: 'Hedeland Andelskasse' }).uncheck();
      await expect(page).toHaveURL(/\/compare-offers\/0,\d+,\d+,\d+$/);
      await expect(table.getByRole('columnheader')).toHaveCount(4);
    }
  });
}

for (const width of WIDTHS) {
  test(`a new request from the saved profile receives offers while the page is open at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await signIn(page, 'kunde2@example.dk');
    // Lars reads the app in English (his saved preference).
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

    // One request at a time: a rerun against a kept server may find the previous run's request still open.
    await page.goto('/rfqs/abort');
    const nothingToCancel = page.getByRole('heading', { name: 'You have no active request' });
    const reasons = page.getByRole('group', { name: 'Why are you cancelling?' });
    await expect(nothingToCancel.or(reasons)).toBeVisible();
    if (await reasons.isVisible()) {
      await reasons.getByRole('radio', { name: 'My plans have changed' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Yes, cancel the request' }).click();
      await expect(page.getByText('The request is closed', { exact: true })).toBeVisible();
    }

    await page.goto('/rfqs/get-offers');
    await expect(page.getByRole('heading', { name: 'Send your profile to the banks?' })).toBeVisible();
    await realtimeReady(page);
    await markDocument(page);
    await page.getByRole('button', { name: 'Yes, send my profile' }).click();

    await expect(page).toHaveURL(/\/rfqs\/current$/);
    const answers = page.getByRole('region', { name: "The banks' answers" });
    await expect(answers.getByRole('listitem').first()).toBeVisible();
    const asked = await answers.getByRole('listitem').count();
    // The demo lenders answer half a second apart; every answer appears on this page by itself.
    await expect(answers.getByText('Awaiting answer')).toHaveCount(0, { timeout: 20_000 });
    await expect(
      answers.getByText('Offer', { exact: true }).or(answers.getByText('Declined', { exact: true })),
    ).toHaveCount(asked);
    await expect(page.getByText(`${asked} of ${asked} banks have answered`)).toBeVisible();
    // The realtime layer toasts each new offer.
    await expect(page.getByText(/^New offer from /).first()).toBeVisible();
    expect(await stillSameDocument(page)).toBe(true);
    await shot(page, 'new-request-answered', width);

    // Close it again through the abort page: rfqs/current then shows it closed.
    await page.getByRole('link', { name: 'Cancel the request' }).click();
    await page.getByRole('radio', { name: 'Other' }).check();
    await page.getByRole('textbox', { name: 'Tell us why' }).fill('Only testing the offers');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Yes, cancel the request' }).click();
    await expect(page.getByText('The request is closed', { exact: true })).toBeVisible();
    await expect(page.getByText('Other – Only testing the offers')).toBeVisible();
  });
}
