// Issue 19 §4, §10, §11 in the built app, at 375 and 1280 px, in Danish and English. The seeded customer's request
// refinances a home, so the best offer is the largest monthly saving, said with its reason; the comparison keeps its
// first column in place while the offers scroll, and says so when there is more to see; after aborting, the lender
// that had not answered shows as stopped and the page promises no more offers. Screenshots of the comparison go to
// e2e/artifacts/dashboardFixes/ for a person to look at.
import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Demo1234!';
const WIDTHS = [1280, 375] as const;
const LANGS = ['da', 'en'] as const;

const T = {
  da: {
    best: 'Bedste tilbud: Kattegat Realkredit',
    reason: /^Markeret som bedst, fordi det sænker din månedlige ydelse mest før skat/,
    picker: /Vælg hvad du vil sammenligne \((\d+) af \1 valgt, 2 vises side om side\)/,
    stopped: 'Stoppet',
    waiting: 'Venter på svar',
    closedPage: /Anmodningen er lukket, så der kommer ikke flere tilbud\./,
    promise: /Nye tilbud dukker op af sig selv/,
  },
  en: {
    best: 'Best offer: Kattegat Realkredit',
    reason: /^Marked best because it lowers your monthly payment the most before tax/,
    picker: /Choose what to compare \((\d+) of \1 chosen, 2 shown side by side\)/,
    stopped: 'Stopped',
    waiting: 'Awaiting answer',
    closedPage: /The request is closed, so no more offers will come\./,
    promise: /New offers appear by themselves/,
  },
} as const;

test.describe.configure({ mode: 'serial' });

/** Signs in at 1280 px (where the header shows the language switch) and reads the app in `lang`. */
async function signIn(page: Page, lang: (typeof LANGS)[number]) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('kunde@example.dk');
  await page.getByLabel('Adgangskode', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await chooseLanguage(page, lang);
}

async function chooseLanguage(page: Page, lang: (typeof LANGS)[number]) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page
    .getByRole('button', { name: lang === 'da' ? 'Dansk' : 'English' })
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test(`the comparison: best offer and why, fixed first column, honest counts (${lang}, ${width} px)`, async ({
      page,
    }) => {
      await signIn(page, lang);
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto('/rfqs/current');
      await page.locator('a[href*="/compare-offers"]').first().click();
      const table = page.getByRole('table');
      await expect(table).toBeVisible();

      // §4: the best offer, by the request's purpose, with one sentence why.
      await expect(page.getByText(T[lang].best)).toBeVisible();
      await expect(page.getByText(T[lang].reason)).toBeVisible();

      if (width === 375) {
        // §10: the picker counts what is chosen and what is shown side by side.
        await expect(page.getByText(T[lang].picker)).toBeVisible();
      } else {
        // §10: every column can be reached: the region scrolls to its end, the first column stays where it was.
        const region = page.getByRole('region').filter({ has: table });
        const rowHead = table.locator('.compare-table__row-head').first();
        const before = await rowHead.boundingBox();
        await region.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
        const last = table.getByRole('columnheader').last();
        const lastBox = await last.boundingBox();
        const regionBox = await region.boundingBox();
        expect(lastBox!.x + lastBox!.width).toBeLessThanOrEqual(regionBox!.x + regionBox!.width + 1);
        expect((await rowHead.boundingBox())!.x).toBeCloseTo(before!.x, 0);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `e2e/artifacts/dashboardFixes/compare-${lang}-${width}.png`, fullPage: true });
    });
  }
}

test('after aborting, a lender that had not answered is stopped and no more offers are promised', async ({ page }) => {
  await signIn(page, 'da');
  await page.goto('/rfqs/current');
  await expect(page.getByText(T.da.waiting).first()).toBeVisible();
  await page.goto('/rfqs/abort');
  await page.getByRole('radio', { name: 'Mine planer har ændret sig' }).check();
  await page.getByRole('button', { name: 'Fortsæt' }).click();
  await page.getByRole('button', { name: 'Ja, afbryd anmodningen' }).click();
  const answers = page.getByRole('region', { name: 'Bankernes svar' });
  await expect(answers.getByText(T.da.stopped, { exact: true })).toHaveCount(1);

  for (const lang of LANGS) {
    await chooseLanguage(page, lang);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto('/rfqs/current');
      await expect(page.getByText(T[lang].closedPage)).toBeVisible();
      await expect(page.getByText(T[lang].promise)).toHaveCount(0);
      await expect(page.getByText(T[lang].waiting, { exact: true })).toHaveCount(0);
      await expect(page.getByText(T[lang].stopped, { exact: true })).toHaveCount(1);
      await page.screenshot({ path: `e2e/artifacts/dashboardFixes/closed-${lang}-${width}.png`, fullPage: true });
    }
  }
});
