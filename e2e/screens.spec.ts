// Screenshots of the frame at phone and desktop width, for a person to look at (e2e/artifacts/screens/).
import { expect, test, type Page } from '@playwright/test';

const WIDTHS = [375, 1280] as const;

async function signIn(page: Page) {
  await page.goto('/');
  await page.getByLabel('E-mail').fill('kunde@example.dk');
  await page.getByLabel('Adgangskode', { exact: true }).fill('demo-hest-batteri');
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forside' })).toBeVisible();
}

for (const width of WIDTHS) {
  test(`screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    const shot = (name: string) =>
      page.screenshot({ path: `e2e/artifacts/screens/${name}-${width}.png`, fullPage: true });

    await page.goto('/password/email');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await shot('forgot-errors');

    await page.goto('/password/reset/token?email=kunde%40example.dk');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot('reset');

    await page.goto('/404');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot('not-found');

    // A deep link past unanswered steps lands on the first one (the form's own screens are in e2e/form.spec.ts).
    await page.goto('/form/om-dig');
    await expect(page.getByRole('heading', { level: 1, name: 'Kom i gang' })).toBeVisible();
    await shot('form-step');

    await signIn(page);
    await shot('home');
    if (width === 375) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await shot('home-menu');
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
    } else {
      await page.getByRole('button', { name: /Brugermenu/ }).click();
      await shot('home-user-menu');
      await page.keyboard.press('Escape');
    }
    await page.goto('/economy/savings');
    await expect(page.getByRole('heading', { level: 1, name: 'Opsparing' })).toBeVisible();
    await shot('economy');
    await page.context().clearCookies();
  });
}
