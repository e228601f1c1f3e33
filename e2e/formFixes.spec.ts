// The request form's fixes in the built app, in Danish and English: every Danish postal code is known on a fresh install (and
// fills the town), a Next with errors leaves the focused first field showing its message, the progress counts
// the menu's steps, and the terms can be read.
import { expect, test, type Page } from '@playwright/test';
import da from '../translations/da.json';
import en from '../translations/en.json';

type Lang = 'da' | 'en';
const MESSAGES: Record<Lang, Record<string, string>> = { da, en };

for (const lang of ['da', 'en'] as const) {
  const t = (key: string) => {
    const text = MESSAGES[lang][key];
    if (text === undefined) throw new Error(`no translation ${key}`);
    return text;
  };

  async function openHousingStep(page: Page) {
    await page.goto('/form/');
    if (lang === 'en') await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('radio', { name: t('options.personaTypes.existing_property'), exact: true }).check();
    await page.getByRole('button', { name: t('form.nav.next'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('form.steps.housingSituation') })).toBeVisible();
  }

  test.describe(`request form fixes (${lang})`, () => {
    test('the progress counts the 8 steps of the menu', async ({ page }) => {
      await openHousingStep(page);
      const progress = t('form.progress').replace('{position, number}', '1').replace('{total, number}', '8');
      await expect(page.getByText(progress, { exact: true })).toBeVisible();
    });

    test('4690 Haslev and 6823 Ansager are known and fill the town; a Next with errors keeps the message on the focused field', async ({
      page,
    }) => {
      await openHousingStep(page);
      await page.getByRole('radio', { name: t('options.residenceTypes.owner_house'), exact: true }).check();
      const home = page.getByRole('region', { name: t('form.housing.ownedHome').replace('{number, number}', '1') });
      await home.getByLabel(t('form.housing.type'), { exact: true }).selectOption('owner_house');
      await home.getByRole('button', { name: t('form.address.enterManually') }).click();
      await home.getByLabel(t('form.address.street'), { exact: true }).fill('Jernbanegade 1');
      const postalCode = home.getByLabel(t('form.address.postalCode'), { exact: true });
      const town = home.getByLabel(t('form.address.city'), { exact: true });
      await postalCode.fill('4690');
      await expect(town).toHaveValue('Haslev');
      await postalCode.fill('6823');
      await expect(town).toHaveValue('Ansager');
      await postalCode.blur();
      await expect(home.getByText(t('validation.postalCode.unknown'))).toHaveCount(0);

      // The home's value is missing: Next puts focus on it, and its message stays while it has focus.
      await page.getByRole('button', { name: t('form.nav.next'), exact: true }).click();
      const value = home.getByLabel(t('form.housing.value'), { exact: true });
      await expect(value).toBeFocused();
      await page.waitForTimeout(300);
      await expect(value).toHaveAttribute('aria-invalid', 'true');
      await expect(home.getByRole('alert').filter({ hasText: t('validation.required') })).toBeVisible();
      await page.screenshot({ path: `e2e/artifacts/formFixes/${lang}-focused-error.png`, fullPage: true });
    });

    test('the terms the customer accepts have a page of their own', async ({ page }) => {
      await page.goto('/terms');
      if (lang === 'en') await page.getByRole('button', { name: 'English' }).click();
      await expect(page.getByRole('heading', { level: 1, name: t('public.terms.title') })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t('public.terms.data.title') })).toBeVisible();
    });
  });
}
