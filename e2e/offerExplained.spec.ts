// Each offer explained and its lender's ratings, in the built app: the seeded customer reads the sentence under
// each product and the ÅOP disclosure in the comparison, sees that the lenders have few ratings yet, and opens a
// lender's page; in Danish and English, at 1280 and 375 px, axe-clean. Screenshots go to e2e/artifacts/explained/.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const PASSWORD = 'demo-hest-batteri';
const WIDTHS = [1280, 375] as const;
const TEXT = {
  da: {
    compare: 'Sammenlign 4 tilbud',
    sentence:
      /^Du låner [\d.]+ kr\. og betaler [\d.]+ kr\. om måneden i .+\. I alt betaler du [\d.]+ kr\., heraf [\d.]+ kr\. i renter og gebyrer\.$/,
    aop: 'Hvad er ÅOP?',
    aopCompare: /det tal, du bør sammenligne lån med/,
    few: 'Få bedømmelser endnu',
    link: 'Se bedømmelser af Kattegat Realkredit',
    lenderTitle: 'Bedømmelser af Kattegat Realkredit',
  },
  en: {
    compare: 'Compare 4 offers',
    sentence:
      /^You borrow [\d,]+ kr\. and pay [\d,]+ kr\. a month for .+\. In all you pay [\d,]+ kr\., of which [\d,]+ kr\. is interest and fees\.$/,
    aop: 'What is the APR (ÅOP)?',
    aopCompare: /the figure to compare loans by/,
    few: 'Few ratings yet',
    link: 'See ratings of Kattegat Realkredit',
    lenderTitle: 'Ratings of Kattegat Realkredit',
  },
} as const;

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('kunde@example.dk');
  await page.getByLabel('Adgangskode', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** The user's language is stored: switched at a width where the header shows the choice. */
async function chooseLanguage(page: Page, language: 'English' | 'Dansk', groupName: 'Sprog' | 'Language') {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('group', { name: groupName }).getByRole('button', { name: language }).click();
  // The choice is stored for the user: wait until it is, or the next test starts in the wrong language.
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'English' ? 'en' : 'da');
  await page.waitForLoadState('networkidle');
  if (size) await page.setViewportSize(size);
}

for (const locale of ['da', 'en'] as const) {
  for (const width of WIDTHS) {
    test(`an offer's explanation and its lender's ratings, ${locale} at ${width} px`, async ({ page }) => {
      const text = TEXT[locale];
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await signIn(page);
      if (locale === 'en') await chooseLanguage(page, 'English', 'Sprog');
      try {
        await page.goto('/rfqs/current');
        await page.getByRole('link', { name: text.compare }).click();
        const table = page.getByRole('table');
        await expect(table).toBeVisible();
        const sentences = table.locator('.offer-sentence');
        await expect(sentences.first()).toHaveText(text.sentence);
        await expect(table.getByText(text.few).first()).toBeVisible();
        const disclosure = table.getByText(text.aop).first();
        await disclosure.scrollIntoViewIfNeeded();
        await disclosure.click();
        await expect(table.getByText(text.aopCompare).first()).toBeVisible();
        await expectNoAxeViolations(page);
        await page.screenshot({ path: `e2e/artifacts/explained/compare-${locale}-${width}.png`, fullPage: true });

        await table.getByRole('link', { name: text.link }).click();
        await expect(page.getByRole('heading', { level: 1, name: text.lenderTitle })).toBeVisible();
        await expect(page.getByText(text.few)).toBeVisible();
        await expectNoAxeViolations(page);
      } finally {
        if (locale === 'en') await chooseLanguage(page, 'Dansk', 'Language');
      }
    });
  }
}
