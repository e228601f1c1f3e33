// Where staff land (§6), in the built app: the demo admin and the demo lender's user sign in, land on their own
// page in Danish and in English, at 375 and 1280 px, axe clean; the front page and /home lead there too, and
// signing out works. Screenshots in e2e/artifacts/staff/ for a person to look at.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { WIDTHS } from './dashboardSupport';

const PASSWORD = 'demo-hest-batteri';
// Sign-in, four page loads and two axe runs: longer than the default minute on a busy machine.
test.setTimeout(180_000);

const staff = [
  {
    email: 'admin@example.dk',
    path: '/admin/dashboard',
    title: { da: 'Administration', en: 'Administration' },
    task: { da: 'Obligationskurser', en: 'Mortgage-bond prices' },
  },
  {
    email: 'bank@example.dk',
    path: '/supplier/dashboard',
    title: { da: 'Til långivere', en: 'For lenders' },
    task: { da: 'Sådan sender I tilbud', en: 'How you send offers' },
  },
] as const;

const signOutLabel = { da: 'Log ud', en: 'Sign out' } as const;

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Adgangskode', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log ind' }).click();
}

for (const who of staff) {
  for (const width of WIDTHS) {
    test(`${who.email} lands on ${who.path} in both languages at ${width} px and signs out`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, who.email);
      // Checking the password takes seconds on a busy machine.
      await expect(page).toHaveURL(new RegExp(`${who.path}$`), { timeout: 60_000 });
      await expect(page.getByRole('heading', { level: 1, name: who.title.da })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: who.task.da })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `e2e/artifacts/staff/${who.path.split('/')[1]}-da-${width}.png`, fullPage: true });

      // The front page, /home and the sign-in page all lead back here.
      for (const route of ['/', '/home', '/login']) {
        await page.goto(route);
        await expect(page).toHaveURL(new RegExp(`${who.path}$`));
        await expect(page.getByRole('heading', { level: 1, name: who.title.da })).toBeVisible();
      }

      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.getByRole('heading', { level: 1, name: who.title.en })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: who.task.en })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${who.path}$`));
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `e2e/artifacts/staff/${who.path.split('/')[1]}-en-${width}.png`, fullPage: true });

      await page.getByRole('button', { name: signOutLabel.en }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.goto(who.path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }
}
