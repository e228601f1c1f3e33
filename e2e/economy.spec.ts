// Economy, in the built app at 375 px, in Danish and English: kunde2 adds a home with a mortgage, edits
// its value and sees the loan-to-value change, adds a car loan, then opens a new request and finds the home in it.
// Every run uses an address of its own, so reruns against a kept server find this run's home. axe on each page;
// screenshots at 375 and 1280 px in e2e/artifacts/economy/.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import da from '../translations/da.json';
import en from '../translations/en.json';
import { chooseLanguage, LANGS } from './dashboardSupport';

test.describe.configure({ mode: 'serial' });

const MESSAGES: Record<'da' | 'en', Record<string, string>> = { da, en };

async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `e2e/artifacts/economy/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

/** The text of a translation key in `lang`; a missing key fails the test. */
function translator(lang: 'da' | 'en') {
  return (key: string) => {
    const text = MESSAGES[lang][key];
    if (text === undefined) throw new Error(`no translation ${key}`);
    return text;
  };
}

/** Signs kunde2 in, chooses the language, and leaves the page at 375 px. */
async function signInAsKunde2(page: Page, lang: 'da' | 'en') {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await page.getByLabel(/^(E-mail|Email)$/).fill('kunde2@example.dk');
  await page.getByLabel(/^(Adgangskode|Password)$/).fill('demo-hest-batteri');
  await page.getByRole('button', { name: /^(Log ind|Sign in)$/ }).click();
  await expect(page).toHaveURL(/\/home$/);
  await chooseLanguage(page, lang);
  await page.setViewportSize({ width: 375, height: 812 });
}

for (const lang of LANGS) {
  test(`kunde2 keeps a living economy that the next request starts from (${lang})`, async ({ page }) => {
    test.setTimeout(240_000);
    const t = translator(lang);
    const address = `Økonomivej ${lang}-${String(Date.now()).slice(-6)}`;

    await signInAsKunde2(page, lang);

    // A home with a mortgage.
    await page.goto('/economy/properties/add/owner_house');
    await page.getByLabel(t('economy.field.address1'), { exact: true }).fill(address);
    await page.getByLabel(t('economy.field.postal_code'), { exact: true }).fill('2100');
    await page.getByLabel(t('economy.field.city'), { exact: true }).fill('København Ø');
    await page.getByLabel(t('economy.field.value'), { exact: true }).fill('3200000');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t('economy.properties.save') }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(address) })).toBeVisible();

    await page.getByRole('button', { name: t('economy.property.addMortgage') }).click();
    await page.getByLabel(t('economy.field.loan_kind'), { exact: true }).selectOption('fixed');
    await page.getByLabel(t('economy.field.debt'), { exact: true }).fill('2000000');
    await page.getByLabel(t('economy.field.interest_rate'), { exact: true }).fill('4');
    await page.getByLabel(t('economy.field.term_months'), { exact: true }).fill('360');
    await page.getByLabel(t('economy.field.periodic_payment'), { exact: true }).fill('9549');
    await page.getByRole('button', { name: t('economy.property.saveMortgage') }).click();
    await expect(page.getByTestId('property-ltv')).toHaveText('63 %');

    // A new value: the loan-to-value follows.
    await page.getByRole('button', { name: t('economy.properties.edit') }).click();
    await page.getByLabel(t('economy.field.value'), { exact: true }).fill('4000000');
    await page.getByRole('button', { name: t('economy.properties.save') }).click();
    await expect(page.getByTestId('property-ltv')).toHaveText('50 %');
    await expectNoAxeViolations(page);
    await screenshots(page, `property-${lang}`);

    // A car loan.
    await page.goto('/economy/other-debt/add/car_loans');
    await page.getByLabel(t('economy.field.debt'), { exact: true }).fill('150000');
    await page.getByLabel(t('economy.field.interest_rate'), { exact: true }).fill('5');
    await page.getByLabel(t('economy.field.term_months'), { exact: true }).fill('60');
    await page.getByLabel(t('economy.field.periodic_payment'), { exact: true }).fill('2831');
    await page.getByRole('button', { name: t('economy.otherDebt.save') }).click();
    await expect(page).toHaveURL(/\/economy\/other-debt$/);
    await expect(page.getByText(t('options.liabilityTypes.car_loans')).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, `other-debt-${lang}`);

    await page.goto('/economy/properties');
    await expect(page.getByRole('row', { name: new RegExp(address) })).toContainText('50 %');
    await expectNoAxeViolations(page);
    await screenshots(page, `properties-${lang}`);

    // A new request starts from the saved economy: the home is on the housing step.
    await page.goto('/form/');
    await page.getByRole('radio', { name: t('options.personaTypes.existing_property'), exact: true }).check();
    await page.getByRole('button', { name: t('form.nav.next'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('form.steps.housingSituation') })).toBeVisible();
    await page.waitForFunction(
      (wanted) => [...document.querySelectorAll('input')].some((input) => input.value === wanted),
      address,
    );
  });
}

// Other belongings: kunde2 adds a car and, on the next step, the car loan financing it; the car shows
// with its loan on other-assets and counts in the summary. The car is deleted with its loan at the end, so kunde2's
// economy is as other specs expect it.
for (const lang of LANGS) {
  test(`kunde2 adds a car with its car loan on other-assets (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const t = translator(lang);
    const make = `Skoda${lang}${String(Date.now()).slice(-5)}`;

    await signInAsKunde2(page, lang);

    await page.goto('/economy/other-assets/add/car');
    await page.getByLabel(t('economy.field.make'), { exact: true }).fill(make);
    await page.getByLabel(t('economy.field.model'), { exact: true }).fill('Octavia');
    await page.getByLabel(t('economy.field.year'), { exact: true }).fill('2019');
    await page.getByLabel(t('economy.field.value'), { exact: true }).fill('150000');
    await expectNoAxeViolations(page);
    await screenshots(page, `add-car-${lang}`);
    await page.getByRole('button', { name: t('economy.otherAssets.next') }).click();

    // The next step survives a reload: the car is in the asset draft.
    await page.reload();
    await expect(page.getByText(`${make} Octavia`)).toBeVisible();
    await page.getByLabel(t('economy.field.debt'), { exact: true }).fill('100000');
    await page.getByLabel(t('economy.field.interest_rate'), { exact: true }).fill('5');
    await page.getByLabel(t('economy.field.term_months'), { exact: true }).fill('60');
    await page.getByLabel(t('economy.field.periodic_payment'), { exact: true }).fill('1887');
    await page.getByRole('button', { name: t('economy.otherAssets.addLoanToDraft') }).click();
    await expect(page.getByText(t('economy.subType.car'))).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, `add-car-loans-${lang}`);
    await page.getByRole('button', { name: t('economy.otherAssets.save') }).click();

    await expect(page.getByRole('heading', { level: 1, name: `${make} Octavia` })).toBeVisible();
    await expect(page.getByText(t('economy.subType.car'))).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, `car-${lang}`);

    await page.goto('/economy/other-assets');
    await expect(page.getByRole('row', { name: new RegExp(make) })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, `other-assets-${lang}`);

    await page.goto('/economy/savings');
    await expect(page.getByRole('heading', { level: 1, name: t('page.economy.savings.title') })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, `savings-${lang}`);

    await page.goto('/economy/other-assets');
    await page.getByRole('link', { name: new RegExp(make) }).click();
    await page.getByRole('button', { name: t('economy.otherAssets.delete') }).click();
    await page.getByRole('button', { name: t('economy.otherAssets.deleteWithLoans') }).click();
    await expect(page).toHaveURL(/\/economy\/other-assets$/);
    await expect(page.getByRole('row', { name: new RegExp(make) })).toHaveCount(0);
    // Undo, reached with the keyboard, brings it back; nothing was deleted.
    await page.getByRole('button', { name: t('economy.undo') }).focus();
    await screenshots(page, `undo-toast-${lang}`);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('row', { name: new RegExp(make) })).toBeVisible();

    // Deleted for good once the toast has gone.
    await page.getByRole('link', { name: new RegExp(make) }).click();
    await page.getByRole('button', { name: t('economy.otherAssets.delete') }).click();
    const deleted = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && /\/vehicles\/\d+/.test(response.url()),
    );
    await page.getByRole('button', { name: t('economy.otherAssets.deleteWithLoans') }).click();
    expect((await deleted).status()).toBe(200);
    await expect(page.getByRole('row', { name: new RegExp(make) })).toHaveCount(0);
  });
}
