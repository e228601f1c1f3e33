// One click after correcting a field acts, in the built app with real layout: the field's error leaving on blur
// used to move the button from under the pointer between mouse down and mouse up, and that click was lost. Each
// test refuses a value, corrects it, then clicks the button exactly once.
import { expect, test, type Page } from '@playwright/test';
import da from '../translations/da.json';
import { setSurveillance, signIn } from './dashboardSupport';

async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Adgangskode', { exact: true }).fill('demo-laanetorvet');
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
