// A closed request in the built app: after aborting, the lender that had not answered shows as stopped and the page
// promises no more offers, in both languages at 375 and 1280 px. It closes the seeded customer's request, so the
// Playwright config runs it after every other spec (project "closing").
import { expect, test } from '@playwright/test';
import { chooseLanguage, LANGS, signIn, T, WIDTHS } from './dashboardSupport';

test.afterEach(async ({ page }) => chooseLanguage(page, 'da'));

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
