// Mortgage surveillance, in the built app in Danish and English: the demo customer is sent to the
// disabled page, opts in, reads each home's verdict, opens the home's chart and its table, sets an alert threshold
// (a negative one is refused first), and withdraws again. axe on each page; screenshots at 375 and 1280 px in
// e2e/artifacts/mortgageSurveillance/.
import { expect, test } from '@playwright/test';
import da from '../translations/da.json';
import en from '../translations/en.json';
import { LANGS, leaveCustomerInDanish, screenshots, signIn } from './dashboardSupport';
import { expectNoAxeViolations } from './axe';

test.describe.configure({ mode: 'serial' });
leaveCustomerInDanish();

const MESSAGES: Record<'da' | 'en', Record<string, string>> = { da, en };

for (const lang of LANGS) {
  test(`the demo customer opts in, reads the verdict and the chart, sets a threshold and withdraws (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const t = (key: string) => {
      const text = MESSAGES[lang][key];
      if (text === undefined) throw new Error(`no translation ${key}`);
      return text;
    };
    await signIn(page, lang);

    // A run that failed half-way may have left the customer opted in: start from the opted-out state.
    await page.goto('/mortgage-surveillance');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (new URL(page.url()).pathname === '/mortgage-surveillance') {
      await page.getByRole('button', { name: t('mortgageSurveillance.withdraw.button') }).click();
      await page.getByRole('button', { name: t('mortgageSurveillance.withdraw.confirm') }).click();
    }
    await expect(page).toHaveURL(/\/mortgage-surveillance-disabled$/);
    await expect(
      page.getByRole('heading', { level: 1, name: t('page.mortgageSurveillance.disabled.title') }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'mortgageSurveillance', `disabled-${lang}`);

    await page.getByRole('link', { name: t('mortgageSurveillance.disabled.toConsent') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t('page.mortgageSurveillance.consent.title') }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: t('mortgageSurveillance.consent.store.title') })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'mortgageSurveillance', `consent-${lang}`);
    await page.getByRole('button', { name: t('mortgageSurveillance.consent.accept') }).click();

    // The overview: each home's verdict in one sentence.
    await expect(page).toHaveURL(/\/mortgage-surveillance$/);
    await expect(page.getByRole('heading', { level: 1, name: t('page.mortgageSurveillance.title') })).toBeVisible();
    const verdict = page.locator('.surveillance-verdict__sentence').first();
    await expect(verdict).toBeVisible();
    await expect(verdict).not.toBeEmpty();
    const figures = page.getByText(t('mortgageSurveillance.figures.show')).first();
    if (await figures.isVisible()) await figures.click();
    await expectNoAxeViolations(page);
    await screenshots(page, 'mortgageSurveillance', `overview-${lang}`);

    // One home: the chart with its text alternative, and the alert threshold.
    await page
      .getByRole('link', { name: t('mortgageSurveillance.overview.openProperty') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/mortgage-surveillance\/property\/\d+$/);
    const field = page.getByLabel(t('mortgageSurveillance.alert.field'));
    await expect(field).toBeVisible();
    const chart = page.getByRole('figure');
    if ((await chart.count()) > 0) {
      await expect(chart.locator('canvas')).toBeVisible();
      await chart.getByText(t('mortgageSurveillance.chart.table')).click();
      await expect(chart.getByRole('table')).toBeVisible();
    }
    await field.fill('-100');
    await page.getByRole('button', { name: t('mortgageSurveillance.alert.save') }).click();
    await expect(
      page.getByText(lang === 'da' ? 'Værdien skal være mindst 0' : 'The value must be at least 0'),
    ).toBeVisible();
    await field.fill('25000');
    await page.getByRole('button', { name: t('mortgageSurveillance.alert.save') }).click();
    await expect(page.getByText(t('mortgageSurveillance.alert.saved'))).toBeVisible();
    await expect(
      page.getByText(lang === 'da' ? /Din alarmgrænse er 25\.000 kr\./ : /Your alert threshold is 25,000 kr\./),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'mortgageSurveillance', `property-${lang}`);

    // Withdrawing asks first, then leads to the disabled page, and the guard keeps the overview closed.
    await page.getByRole('link', { name: t('mortgageSurveillance.property.back') }).click();
    await page.getByRole('button', { name: t('mortgageSurveillance.withdraw.button') }).click();
    await page.getByRole('button', { name: t('mortgageSurveillance.withdraw.confirm') }).click();
    await expect(page).toHaveURL(/\/mortgage-surveillance-disabled$/);
    await page.goto('/mortgage-surveillance');
    await expect(page).toHaveURL(/\/mortgage-surveillance-disabled$/);
  });
}
