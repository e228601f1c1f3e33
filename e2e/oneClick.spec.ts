// One click after correcting a field acts, in the built app with real layout: the field's error leaving on blur
// used to move the button from under the pointer between mouse down and mouse up, and that click was lost. Each
// test refuses a value, corrects it, then clicks the button exactly once: the mortgage alert, the profile, the
// request form's about-you step and closing the account.
import { expect, test, type Page } from '@playwright/test';
import da from '../translations/da.json';
import { setSurveillance, signIn } from './dashboardSupport';
import { NEW_CUSTOMER_PASSWORD, newCustomerWithRequest } from './newCustomer';

async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Adgangskode', { exact: true }).fill('demo-hest-batteri');
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

for (const width of [375, 1280]) {
  test(`the mortgage alert saves on the first click after a refused amount (${width} px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'da');
    await page.setViewportSize({ width, height: 800 });
    await setSurveillance(page, true);
    const user = await (await page.request.get('/api/users/current/auth')).json();
    const profile = await (await page.request.get(`/api/customer/users/${user.id}/economic-profiles`)).json();
    await page.goto(`/mortgage-surveillance/property/${profile.properties[0].id}`);
    const field = page.getByLabel(da['mortgageSurveillance.alert.field']);
    const save = page.getByRole('button', { name: da['mortgageSurveillance.alert.save'] });

    await field.fill('-5');
    await save.click();
    await expect(page.getByRole('alert').filter({ hasText: /0/ })).toBeVisible();

    await field.fill('150000');
    const put = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/alert'));
    await save.click();
    await put;
    await expect(page.getByText(da['mortgageSurveillance.alert.saved'])).toBeVisible();

    await setSurveillance(page, false);
  });

  test(`the profile saves on the first click after a refused name (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAs(page, 'profil@example.dk');
    await page.goto('/profile/edit');
    const name = page.getByLabel(da['profile.fields.name'], { exact: true });
    const save = page.getByRole('button', { name: da['profile.edit.save'] });
    const before = await name.inputValue();

    await name.fill('Pia 😀 Hansen');
    await save.click();
    await expect(page.getByRole('alert').filter({ hasText: da['validation.person_name'] })).toBeVisible();

    await name.fill('Pia-Marie Profil Hansen');
    const patch = page.waitForRequest((request) => request.method() === 'PATCH');
    await save.click();
    await patch;
    await expect(page.getByText(da['profile.saved'])).toBeVisible();

    await page.goto('/profile/edit');
    await name.fill(before);
    await save.click();
    await expect(page.getByText(da['profile.saved'])).toBeVisible();
  });
}

test('the request form goes on at the first click after a refused co-applicant name', async ({ page }) => {
  const t = (key: keyof typeof da) => da[key];
  const next = page.getByRole('button', { name: t('form.nav.next'), exact: true });
  await page.goto('/form/');
  await page.getByRole('radio', { name: t('options.personaTypes.generic'), exact: true }).check();
  await next.click();
  await page.getByRole('radio', { name: t('options.residenceTypes.rented'), exact: true }).check();
  await next.click();
  await page.getByRole('radio', { name: t('common.no'), exact: true }).check();
  await next.click();
  await page.getByLabel(t('form.savings.savings'), { exact: true }).fill('25000');
  await next.click();

  await expect(page.getByRole('heading', { level: 1, name: t('form.steps.aboutYou') })).toBeVisible();
  await page.getByRole('radio', { name: t('options.civilStatuses.married'), exact: true }).check();
  await page
    .getByRole('group', { name: t('form.aboutYou.age') })
    .getByLabel(t('form.aboutYou.birthDate'), { exact: true })
    .fill('1984-05-12');
  await page.getByLabel(t('form.aboutYou.children'), { exact: true }).fill('0');
  const coApplicant = page.getByRole('group', { name: t('form.aboutYou.coApplicant') });
  const name = coApplicant.getByLabel(t('form.aboutYou.coApplicantName'), { exact: true });
  await coApplicant.getByLabel(t('form.aboutYou.coApplicantBirthDate'), { exact: true }).fill('1982-11-02');
  await page
    .getByRole('group', { name: t('form.aboutYou.badPayer') })
    .getByRole('radio', { name: t('common.no'), exact: true })
    .check();
  await name.fill('Jonas 😀 Jensen');
  await next.click();
  await expect(page.getByRole('alert').filter({ hasText: da['validation.person_name'] })).toBeVisible();

  await name.fill('Jonas Hans-Henrik Jensen');
  await next.click();
  await expect(page.getByRole('heading', { level: 1, name: t('form.steps.employment') })).toBeVisible();
});

test('closing the account acts on the first click after a wrong password', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await newCustomerWithRequest(page, 'da', 'luk', 40_000);
  await page.goto('/profile');
  await page.getByRole('button', { name: da['profile.close.start'] }).click();
  const password = page.getByLabel(da['profile.close.password'], { exact: true });
  const confirm = page.getByRole('button', { name: da['profile.close.confirm'] });

  await password.fill('not-the-password');
  await confirm.click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  await password.fill(NEW_CUSTOMER_PASSWORD);
  const closed = page.waitForRequest((request) => request.method() === 'DELETE');
  await confirm.click();
  await closed;
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(da['profile.closed'])).toBeVisible();
});
