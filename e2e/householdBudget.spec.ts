// The household budget in the built app (issue 45), as the demo customer, in Danish and English at 375 and 1280 px:
// she gives her children's ages and a fixed cost, saves, and reads both back after a reload with the result against
// the reference amount; the comparison of her request has the row "Rådighedsbeløb med tilbuddet" for every offer.
// axe on each page; screenshots in e2e/artifacts/householdBudget/ for a person to look at. Her budget is emptied
// again afterwards, so the other journeys meet her as the seed made her.
import { expect, test, type Page } from '@playwright/test';
import da from '../translations/da.json';
import en from '../translations/en.json';
import { expectNoAxeViolations } from './axe';
import { chooseLanguage, LANGS, screenshots, signIn, WIDTHS } from './dashboardSupport';

test.describe.configure({ mode: 'serial' });

const MESSAGES: Record<'da' | 'en', Record<string, string>> = { da, en };
const t = (lang: 'da' | 'en', key: string) => {
  const text = MESSAGES[lang][key];
  if (text === undefined) throw new Error(`no translation ${key}`);
  return text;
};
/** A message's text before its first placeholder: enough to find it on the page. */
const head = (lang: 'da' | 'en', key: string) => t(lang, key).split('{')[0];

async function emptyBudget(page: Page) {
  const user = (await (await page.request.get('/api/users/current/auth')).json()) as { id: number } | false;
  if (!user) return;
  const xsrf = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  await page.request.put(`/api/customer/users/${user.id}/budget`, {
    headers: { 'X-XSRF-TOKEN': xsrf, Accept: 'application/json' },
    data: { children_ages: [], income_after_tax: null, fixed_costs: [] },
  });
}

test.afterEach(async ({ page }) => {
  try {
    await emptyBudget(page);
    await chooseLanguage(page, 'da');
  } catch {
    // A page that never signed in changed nothing.
  }
});

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test(`the budget filled and read back, and the comparison's budget row (${lang}, ${width} px)`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, lang);
      await emptyBudget(page);
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });

      await page.goto('/economy/family-and-work');
      await page.getByRole('link', { name: t(lang, 'economy.nav.budget') }).click();
      await expect(page).toHaveURL(/\/economy\/budget$/);
      await expect(page.getByRole('heading', { level: 1, name: t(lang, 'page.economy.budget.title') })).toBeVisible();
      // Every line says where it comes from.
      await expect(page.getByText(head(lang, 'economy.budget.why.debtPayments'))).toBeVisible();

      const ages = page.getByLabel(new RegExp(head(lang, 'economy.budget.form.childAge').replace(/ $/, '')));
      const children = await ages.count();
      for (let i = 0; i < children; i += 1) await ages.nth(i).fill(String(i === 0 ? 3 : 8));
      await page.getByRole('button', { name: t(lang, 'economy.budget.form.add') }).click();
      await page.getByLabel(t(lang, 'economy.budget.form.kind'), { exact: true }).selectOption('insurance');
      await page.getByLabel(t(lang, 'economy.budget.form.label'), { exact: true }).fill('Indbo og ulykke');
      await page.getByLabel(t(lang, 'economy.budget.form.amount'), { exact: true }).fill('1250');
      await page.getByRole('button', { name: t(lang, 'economy.budget.form.save') }).click();
      await expect(page.getByText('Indbo og ulykke', { exact: true })).toBeVisible();

      // Read back after a reload: the fields hold what was saved, the result says the difference in words.
      await page.reload();
      await expect(page.getByLabel(t(lang, 'economy.budget.form.label'), { exact: true })).toHaveValue(
        'Indbo og ulykke',
      );
      await expect(page.getByLabel(t(lang, 'economy.budget.form.amount'), { exact: true })).toHaveValue(
        lang === 'da' ? '1.250' : '1,250',
      );
      if (children > 0) await expect(ages.first()).toHaveValue('3');
      await expect(page.locator('.budget-result__verdict')).toHaveText(
        new RegExp(`${head(lang, 'economy.budget.result.over')}|${head(lang, 'economy.budget.result.under')}`),
      );
      await expectNoAxeViolations(page);
      await screenshots(page, 'householdBudget', `budget-${lang}-${width}`);

      // The comparison: a budget row for every column.
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto('/rfqs/current');
      await page.locator('a[href*="/compare-offers"]').first().click();
      const table = page.getByRole('table');
      await expect(table).toBeVisible();
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: t(lang, 'compare.metric.leftWithOffer') }) });
      await row.scrollIntoViewIfNeeded();
      await expect(row).toBeVisible();
      await expect(row.getByRole('cell').first()).toHaveText(/\d.*kr\./);
      await expectNoAxeViolations(page);
      await row.screenshot({ path: `e2e/artifacts/householdBudget/row-${lang}-${width}.png` });
      await screenshots(page, 'householdBudget', `comparison-${lang}-${width}`);
    });
  }
}
