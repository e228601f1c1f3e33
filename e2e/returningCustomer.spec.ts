// A returning customer fills in the request form as a guest with the e-mail of their account (the demo customer
// kunde@example.dk): the server's "an account exists" stands at the e-mail field, sign-in is offered right there,
// and after signing in the form is still filled in. The demo customer already has an active request, so sending
// says so and leads to it. In Danish and in English; axe and screenshots (375 and 1280 px) of the profile step in
// e2e/artifacts/returning-customer/.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import da from '../translations/da.json';
import en from '../translations/en.json';

type Lang = 'da' | 'en';
const MESSAGES: Record<Lang, Record<string, string>> = { da, en };
const DEMO_EMAIL = 'kunde@example.dk';
const DEMO_PASSWORD = 'demo-hest-batteri';

function driver(page: Page, lang: Lang) {
  const t = (key: string, values: Record<string, string> = {}) => {
    const text = MESSAGES[lang][key];
    if (text === undefined) throw new Error(`no translation ${key}`);
    return Object.entries(values).reduce((out, [name, value]) => out.replace(`{${name}}`, value), text);
  };
  const label = (key: string, scope: Page | Locator = page) => scope.getByLabel(t(key), { exact: true });
  return {
    t,
    label,
    expectStep: (step: string) =>
      expect(page.getByRole('heading', { level: 1, name: t(`form.steps.${step}`) })).toBeVisible(),
    choose: (key: string, scope: Page | Locator = page) =>
      scope.getByRole('radio', { name: t(key), exact: true }).check(),
    next: () => page.getByRole('button', { name: t('form.nav.next'), exact: true }).click(),
  };
}

async function axeAndScreenshots(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `e2e/artifacts/returning-customer/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The header's language switch; a signed-in customer's choice is saved as their preference. */
async function switchLanguage(page: Page, groupName: string, button: string, lang: string) {
  await page.getByRole('group', { name: groupName }).getByRole('button', { name: button }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

for (const lang of ['da', 'en'] as const) {
  test(`a returning customer (${lang}) signs in on the profile step and keeps the whole form`, async ({ page }) => {
    test.setTimeout(180_000);
    const form = driver(page, lang);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/form/');
    if (lang === 'en') await page.getByRole('button', { name: 'English' }).click();

    await form.expectStep('start');
    await form.choose('options.personaTypes.existing_property');
    await form.next();

    await form.expectStep('housingSituation');
    await form.choose('options.residenceTypes.rented');
    await form.next();

    await form.expectStep('otherAssets');
    await form.choose('common.no');
    await form.next();

    await form.expectStep('savings');
    await form.label('form.savings.currentSupplier').selectOption({ index: 1 });
    await form.label('form.savings.savings').fill('185000');
    await form.next();

    await form.expectStep('aboutYou');
    await form.choose('options.civilStatuses.single');
    await form
      .label('form.aboutYou.birthDate', page.getByRole('group', { name: form.t('form.aboutYou.age') }))
      .fill('1979-03-02');
    await form.label('form.aboutYou.children').fill('0');
    await form.choose('common.no', page.getByRole('group', { name: form.t('form.aboutYou.badPayer') }));
    await form.next();

    await form.expectStep('employment');
    await form.choose('options.employmentTypes.employee');
    await form.label('form.employment.employer').fill('Roskilde Kommune');
    await form.label('form.employment.since').fill('2015-08');
    await form.label('form.employment.income').fill('48500');
    await form.next();

    await form.expectStep('otherDebt');
    await form.next();

    await form.expectStep('wishes');
    await page.getByRole('checkbox', { name: form.t('options.lookingFor.lower_payment') }).check();
    await form.choose('common.no', page.getByRole('group', { name: form.t('form.wishes.unsatisfied') }));
    await form.next();

    // As a guest, with the account's e-mail: the server refuses it at the e-mail field.
    await form.expectStep('profile');
    await form.label('form.profile.fullName').fill('Mette Kunde Jensen');
    await form.label('form.profile.email').fill(DEMO_EMAIL);
    await form.label('form.profile.phone').fill('20 12 34 56');
    await form.label('form.profile.password').fill('Sommer-i-2025');
    await form.label('form.profile.passwordConfirmation').fill('Sommer-i-2025');
    await page.getByRole('checkbox', { name: form.t('form.profile.acceptTerms') }).check();
    await page.getByRole('button', { name: form.t('form.nav.submit') }).click();

    const email = form.label('form.profile.email');
    await expect(email).toHaveAccessibleDescription(form.t('auctionForm.signInOrOtherEmail'));
    const signIn = page.getByRole('group', { name: form.t('form.profile.signIn.title') });
    await expect(signIn).toBeVisible();
    await expect(signIn).toContainText(DEMO_EMAIL);
    await axeAndScreenshots(page, `${lang}-email-taken`);

    // Signed in right there: the step stays, with everything typed, and asks no new password.
    await form.label('form.profile.signIn.password', signIn).fill(DEMO_PASSWORD);
    await signIn.getByRole('button', { name: form.t('form.profile.signIn.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: DEMO_EMAIL })).toBeVisible();
    await form.expectStep('profile');
    await expect(form.label('form.profile.fullName')).toHaveValue('Mette Kunde Jensen');
    await expect(form.label('form.profile.email')).toHaveValue(DEMO_EMAIL);
    await expect(form.label('form.profile.passwordConfirmation')).toHaveCount(0);
    await axeAndScreenshots(page, `${lang}-signed-in`);

    // The earlier steps are kept too.
    await page.getByRole('button', { name: form.t('form.nav.back'), exact: true }).click();
    // Signed in, the next page follows the customer's own language (the demo customer's is Danish); switching back
    // to English keeps the form as it is.
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    if (lang === 'en') await switchLanguage(page, 'Sprog', 'English', 'en');
    await form.expectStep('wishes');
    await expect(page.getByRole('checkbox', { name: form.t('options.lookingFor.lower_payment') })).toBeChecked();
    await form.next();
    await form.expectStep('profile');

    // Sent as the customer, who already has an active request: said plainly, with the way to it.
    await page.getByRole('button', { name: form.t('form.nav.submit') }).click();
    const alert = page.getByRole('alert').filter({ hasText: form.t('rfqs.alreadyOpen') });
    await expect(alert).toBeVisible();
    // Not a failed sending to retry: nothing is said beside the send button.
    await expect(page.locator('.step-nav__failure')).toHaveCount(0);
    await axeAndScreenshots(page, `${lang}-active-request`);
    await alert.getByRole('link', { name: form.t('form.submit.activeRequestLink') }).click();
    await expect(page).toHaveURL(/\/rfqs\/current$/);
    // The choice was saved for the demo customer; the other journeys read her app in Danish.
    if (lang === 'en') await switchLanguage(page, 'Language', 'Dansk', 'da');
  });
}
