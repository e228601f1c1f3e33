// The request form end to end in the built app: a new customer fills in every step (in Danish, then in English),
// reloads in the middle, switches language, submits and sees the request. Keyboard-only start and about-you;
// axe on every step; screenshots of every step at 375 and 1280 px in e2e/artifacts/form/ for a person to look at.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import da from '../translations/da.json';
import en from '../translations/en.json';

type Lang = 'da' | 'en';
const MESSAGES: Record<Lang, Record<string, string>> = { da, en };
const WIDTHS = [375, 1280] as const;

class FormDriver {
  constructor(
    readonly page: Page,
    public lang: Lang,
  ) {}

  t(key: string): string {
    const text = MESSAGES[this.lang][key];
    if (text === undefined) throw new Error(`no translation ${key}`);
    return text;
  }

  label(key: string, scope: Page | Locator = this.page): Locator {
    return scope.getByLabel(this.t(key), { exact: true });
  }

  async expectStep(step: string) {
    await expect(this.page.getByRole('heading', { level: 1, name: this.t(`form.steps.${step}`) })).toBeVisible();
  }

  /** No axe violations, then a screenshot at each width. */
  async check(step: string) {
    const results = await new AxeBuilder({ page: this.page }).analyze();
    expect(
      results.violations.map((v) => `${step}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    for (const width of WIDTHS) {
      await this.page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      // From the top, as a person opening the step sees it (the step menu is sticky).
      await this.page.evaluate(() => window.scrollTo(0, 0));
      await this.page.screenshot({ path: `e2e/artifacts/form/${this.lang}-${step}-${width}.png`, fullPage: true });
    }
    await this.page.setViewportSize({ width: 1280, height: 900 });
  }

  async choose(optionKey: string, scope: Page | Locator = this.page) {
    await scope.getByRole('radio', { name: this.t(optionKey), exact: true }).check();
  }

  async next() {
    await this.page.getByRole('button', { name: this.t('form.nav.next'), exact: true }).click();
  }
}

async function fillEveryStep(form: FormDriver, email: string) {
  const { page } = form;

  // start
  await form.expectStep('start');
  await form.check('start');
  await form.choose('options.personaTypes.existing_property');
  await form.next();

  // housing: an owned house with its mortgage; choosing to own adds the home
  await form.expectStep('housingSituation');
  await form.choose('options.residenceTypes.owner_house');
  const home = page.getByRole('region', { name: form.t('form.housing.ownedHome').replace('{number, number}', '1') });
  await form.label('form.housing.type', home).selectOption('owner_house');
  await home.getByRole('combobox', { name: form.t('form.address.label') }).fill('Algade 12');
  await page.getByRole('option', { name: 'Algade 12, 4000 Roskilde' }).click();
  await form.label('form.housing.value', home).fill('3800000');
  await home.getByRole('button', { name: form.t('form.housing.addMortgage') }).click();
  await form.label('form.debt.loanKind', home).selectOption('fixed');
  await form.label('form.debt.debt', home).fill('2350000');
  await form.label('form.debt.interestRate', home).fill(form.lang === 'da' ? '4,0' : '4.0');
  await form.label('form.debt.periodicPayment', home).fill('13650');
  await form.label('form.debt.termMonths', home).fill('312');
  await form.label('form.debt.termMonths', home).blur();
  await expect(page.getByText(form.t('form.hint.loanToValue').replace('{percent}', '62'))).toBeVisible();
  await form.check('housingSituation');
  await form.next();

  // other belongings: no new vehicle, one car
  await form.expectStep('otherAssets');
  await form.choose('common.no');
  await page.getByRole('button', { name: form.t('form.assets.add') }).click();
  await form.label('form.assets.type').selectOption('car');
  await form.label('form.assets.make').fill('Škoda');
  await form.label('form.assets.model').fill('Enyaq');
  await form.label('form.assets.year').fill('2022');
  await form.label('form.assets.value').fill('240000');
  await form.check('otherAssets');
  await form.next();

  // savings, reloaded halfway: what was typed is still there
  await form.expectStep('savings');
  await form.label('form.savings.currentSupplier').selectOption({ index: 1 });
  await form.label('form.savings.savings').fill('185000');
  await form.label('form.savings.pension').fill('420000');
  await page.waitForTimeout(600);
  await page.reload();
  await form.expectStep('savings');
  await expect(form.label('form.savings.savings')).toHaveValue(form.lang === 'da' ? '185.000' : '185,000');
  await expect(form.label('form.savings.pension')).toHaveValue(form.lang === 'da' ? '420.000' : '420,000');
  await form.check('savings');
  await form.next();

  // about you: married, with a co-applicant
  await form.expectStep('aboutYou');
  await form.choose('options.civilStatuses.married');
  await form
    .label('form.aboutYou.birthDate', page.getByRole('group', { name: form.t('form.aboutYou.age') }))
    .fill('1984-05-12');
  await form.label('form.aboutYou.children').fill('2');
  const coApplicant = page.getByRole('group', { name: form.t('form.aboutYou.coApplicant') });
  await form.label('form.aboutYou.coApplicantName', coApplicant).fill('Jonas Jensen');
  await form.label('form.aboutYou.coApplicantBirthDate', coApplicant).fill('1982-11-02');
  await form.choose('common.no', page.getByRole('group', { name: form.t('form.aboutYou.badPayer') }));
  await form.check('aboutYou');
  await form.next();

  // employment, then the language switches: the page stays, with everything typed
  await form.expectStep('employment');
  await form.choose('options.employmentTypes.employee');
  await form.label('form.employment.employer').fill('Roskilde Kommune');
  await form.label('form.employment.since').fill('2015-08');
  await form.label('form.employment.income').fill('48500');
  await form.label('form.employment.coApplicantType').selectOption('employee');
  await form.label('form.employment.coApplicantIncome').fill('52000');
  await form.label('form.employment.coApplicantIncome').blur();
  const other: Lang = form.lang === 'da' ? 'en' : 'da';
  await page.getByRole('button', { name: other === 'en' ? 'English' : 'Dansk' }).click();
  form.lang = other;
  await form.expectStep('employment');
  await expect(page).toHaveURL(other === 'en' ? /\/form\/employment$/ : /\/form\/beskaeftigelse$/);
  await expect(form.label('form.employment.employer')).toHaveValue('Roskilde Kommune');
  await expect(
    page.getByText(form.t('form.hint.debtFactor').replace('{factor}', other === 'da' ? '1,9' : '1.9')),
  ).toBeVisible();
  await form.check('employment');
  await form.next();

  // other debt: one consumer loan
  await form.expectStep('otherDebt');
  await page.getByRole('button', { name: form.t('form.otherDebt.consumer_loans.add') }).click();
  await form.label('form.debt.debt').fill('50000');
  await form.label('form.debt.interestRate').fill('9');
  await form.label('form.debt.periodicPayment').fill('1500');
  await form.check('otherDebt');
  await form.next();

  // wishes
  await form.expectStep('wishes');
  await page.getByRole('checkbox', { name: form.t('options.lookingFor.lower_payment') }).check();
  await page.getByRole('checkbox', { name: form.t('options.lookingFor.fixed_rate') }).check();
  await form.choose('common.no', page.getByRole('group', { name: form.t('form.wishes.unsatisfied') }));
  await form.label('form.wishes.comments').fill('Vi vil gerne have en fast rente, før vi renoverer køkkenet.');
  await form.check('wishes');
  await form.next();

  // profile: the new account
  await form.expectStep('profile');
  await form.label('form.profile.fullName').fill('Mette Jensen');
  await form.label('form.profile.email').fill(email);
  await form.label('form.profile.phone').fill('20 12 34 56');
  await form.label('form.profile.password').fill('Sommer-i-2025');
  await form.label('form.profile.passwordConfirmation').fill('Sommer-i-2025');
  await page.getByRole('checkbox', { name: form.t('form.profile.acceptTerms') }).check();
  await form.check('profile');
  await page.getByRole('button', { name: form.t('form.nav.submit') }).click();

  await expect(page).toHaveURL(/\/rfqs\/current$/);
  await expect(page.getByRole('heading', { level: 1, name: form.t('page.rfqs.current.title') })).toBeVisible();
}

test.describe('the request form', () => {
  test.use({ actionTimeout: 15_000 });
  test('a new customer fills in every step in Danish, reloads, switches to English and submits', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/form/');
    await fillEveryStep(new FormDriver(page, 'da'), `mette.da.${Date.now()}@example.dk`);
  });

  test('a new customer fills in every step in English, reloads, switches to Danish and submits', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/form/');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Get started' })).toBeVisible();
    await fillEveryStep(new FormDriver(page, 'en'), `mette.en.${Date.now()}@example.dk`);
  });

  test('a deep link past unanswered steps lands on the first one; unknown form paths go to the start', async ({
    page,
  }) => {
    await page.goto('/form/om-dig');
    await expect(page.getByRole('heading', { level: 1, name: 'Kom i gang' })).toBeVisible();
    await expect(page).toHaveURL(/\/form\/$/);
    await page.goto('/form/not-a-step');
    await expect(page).toHaveURL(/\/form\/$/);
  });

  test('the start and about-you steps can be completed with the keyboard alone', async ({ page }) => {
    const form = new FormDriver(page, 'da');
    await page.goto('/form/');
    await form.expectStep('start');

    /** Tabs until the control is focused; fails if it is not reachable by Tab. */
    async function tabTo(target: Locator) {
      for (let i = 0; i < 40; i += 1) {
        await page.keyboard.press('Tab');
        if (await target.evaluate((element) => element === document.activeElement)) return;
      }
      throw new Error(`could not Tab to ${target.toString()}`);
    }

    await tabTo(page.getByRole('radio', { name: form.t('options.personaTypes.property_purchaser') }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: form.t('options.personaTypes.generic') })).toBeChecked();
    await tabTo(page.getByRole('button', { name: form.t('form.nav.next') }));
    await page.keyboard.press('Enter');

    // The steps in between, filled in briefly (not the point of this test).
    await form.expectStep('housingSituation');
    await expect(page.getByRole('heading', { level: 1, name: form.t('form.steps.housingSituation') })).toBeFocused();
    await form.choose('options.residenceTypes.rented');
    await form.next();
    await form.expectStep('otherAssets');
    await form.choose('common.no');
    await form.next();
    await form.expectStep('savings');
    await form.label('form.savings.savings').fill('25000');
    await form.next();

    await form.expectStep('aboutYou');
    await expect(page.getByRole('heading', { level: 1, name: form.t('form.steps.aboutYou') })).toBeFocused();
    await tabTo(page.getByRole('radio', { name: form.t('options.civilStatuses.single') }));
    await page.keyboard.press('Space');
    await tabTo(form.label('form.aboutYou.cpr'));
    await page.keyboard.type('0707614285');
    await tabTo(form.label('form.aboutYou.children'));
    await page.keyboard.type('0');
    // Tab reaches a radio group's first answer; the arrow moves to "no" and chooses it.
    const badPayer = page.getByRole('group', { name: form.t('form.aboutYou.badPayer') });
    await tabTo(badPayer.getByRole('radio', { name: form.t('common.yes'), exact: true }));
    await page.keyboard.press('ArrowRight');
    await expect(badPayer.getByRole('radio', { name: form.t('common.no'), exact: true })).toBeChecked();
    await tabTo(page.getByRole('button', { name: form.t('form.nav.next') }));
    await page.keyboard.press('Enter');
    await form.expectStep('employment');
    await expect(page.getByRole('heading', { level: 1, name: form.t('form.steps.employment') })).toBeFocused();
  });
});
