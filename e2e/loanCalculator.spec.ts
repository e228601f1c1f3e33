// The public loan calculator (/beregner, /en/calculator; issue 45 item 3), in both languages at 375 and 1280 px:
// without JavaScript the form is on screen and its submit comes back with the figures (the server renders the page
// for the query); with it the figures follow the fields and the balance chart is drawn; "ask lenders" lands on the
// request form's next step with the amount kept. axe at rest each time. Screenshots in e2e/artifacts/calculator/.
import { expect, test, type Page } from '@playwright/test';
import da from '../translations/da.json';
import en from '../translations/en.json';
import { LANGS, WIDTHS, screenshots } from './dashboardSupport';
import { expectNoAxeViolations } from './axe';
import { collectHydrationErrors } from './hydration';

const MESSAGES = { da, en } as Record<(typeof LANGS)[number], Record<string, string>>;
const PATHS = { da: '/beregner', en: '/en/calculator' } as const;
const HOUSING_STEP = { da: '/form/boligsituation', en: '/form/housing-situation' } as const;
// 120,000 kr. over 1 year at 12 %: 10,661.85 kr. a month, 10,265.85 kr. after the deduction, ÅOP 12.68 %.
const FIGURES = {
  da: { payment: '10.662 kr.', after: '10.266 kr.', apr: /12,68\s?%/, serial: '11.200 kr.' },
  en: { payment: '10,662 kr.', after: '10,266 kr.', apr: /12\.68\s?%/, serial: '11,200 kr.' },
} as const;

/** The figure under its term in the results. */
const figure = (page: Page, term: string) =>
  page.locator('.calculator__figure', { has: page.getByText(term, { exact: true }) }).locator('.calculator__value');

async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const element = document.querySelector('input[name="amount"]');
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  });
}

for (const lang of LANGS) {
  const t = (key: string) => MESSAGES[lang][key];
  const path = PATHS[lang];

  test.describe(`loan calculator (${lang})`, () => {
    test('without JavaScript: the form is there, and its submit gives the figures', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: t('page.calculator.title') })).toBeVisible();
      await page.getByRole('radio', { name: t('calculator.kind.bank') }).check();
      await page.getByLabel(t('calculator.field.amount')).fill('120000');
      await page.getByLabel(t('calculator.field.years')).fill('1');
      await page.getByLabel(t('calculator.field.rate')).fill('12');
      await page.getByRole('button', { name: t('calculator.submit') }).click();

      await expect(page).toHaveURL(/amount=120000/);
      await expect(figure(page, t('calculator.results.payment'))).toHaveText(FIGURES[lang].payment);
      await expect(figure(page, t('calculator.results.afterDeduction'))).toHaveText(FIGURES[lang].after);
      await expect(figure(page, t('calculator.results.apr'))).toHaveText(FIGURES[lang].apr);
      await expect(page.getByLabel(t('calculator.field.amount'))).toHaveValue('120000');
      await screenshots(page, 'calculator', `${lang}-no-js`);
      const answered = page.url();
      await context.close();

      // axe runs in the page, which a context without JavaScript refuses: the same answer, its scripts held back.
      const checked = await browser.newContext({ baseURL });
      const before = await checked.newPage();
      await before.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await before.goto(answered);
      await expect(figure(before, t('calculator.results.payment'))).toHaveText(FIGURES[lang].payment);
      for (const width of WIDTHS) {
        await before.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(before);
      }
      await checked.close();
    });

    test('with JavaScript: live figures and the balance chart, no hydration error, axe clean', async ({ page }) => {
      const hydrationErrors = collectHydrationErrors(page);
      await page.goto(`${path}?kind=bank&amount=120000&years=1&rate=12`);
      await waitForHydration(page);
      await expect(figure(page, t('calculator.results.payment'))).toHaveText(FIGURES[lang].payment);
      const url = page.url();
      await page.getByRole('radio', { name: new RegExp(`^${t('calculator.form.serial').slice(0, 5)}`) }).check();
      // No submit: the figures follow the fields.
      await expect(figure(page, t('calculator.results.payment'))).toHaveText(FIGURES[lang].serial);
      expect(page.url()).toBe(url);
      await page.getByLabel(t('calculator.field.years')).fill('25');
      await expect(page.getByTestId('balance-chart').locator('canvas')).toBeVisible();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page);
      }
      await screenshots(page, 'calculator', `${lang}-live`);
      expect(hydrationErrors).toEqual([]);
    });

    test('“ask lenders” opens the form’s next step with the amount kept', async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.getByLabel(t('calculator.field.amount')).fill('1500000');
      await page.getByRole('link', { name: t('calculator.askLenders') }).click();
      await expect(page).toHaveURL(new RegExp(`${HOUSING_STEP[lang]}$`));
      await expect(page.getByRole('heading', { level: 1, name: t('form.steps.housingSituation') })).toBeVisible();
      await expect(page.getByLabel(t('form.housing.extraLoan'))).toHaveValue(/^1[.,]500[.,]000$/);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page);
      }
      await screenshots(page, 'calculator', `${lang}-asked`);
    });

    test('the footer of the form links to the calculator', async ({ context, page, baseURL }) => {
      await context.addCookies([{ name: 'locale', value: lang, url: baseURL! }]);
      await page.goto('/form/');
      await page.getByRole('link', { name: t('page.calculator.title') }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: t('page.calculator.title') })).toBeVisible();
    });
  });
}
