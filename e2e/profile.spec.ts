// Profile, in the built app, in Danish and English: a customer edits her phone and sees it saved, changes
// her password and signs in with the new one, then sets the demo password back. She is profil@example.dk, seeded
// for this spec alone, so no other journey sees her details change. axe on profile and profile/edit at 375 and
// 1280 px; screenshots in e2e/artifacts/profile/ for a person to look at.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { chooseLanguage, LANGS, WIDTHS } from './dashboardSupport';

test.describe.configure({ mode: 'serial' });

const EMAIL = 'profil@example.dk';
const DEMO_PASSWORD = 'demo-hest-batteri';
const NEW_PASSWORD = { da: 'Profil-2026-da', en: 'Profil-2026-en' } as const;

const T = {
  da: {
    edit: 'Ret oplysninger',
    phone: 'Telefonnummer',
    save: 'Gem oplysninger',
    saved: 'Dine oplysninger er gemt.',
    current: 'Nuværende adgangskode',
    newPassword: 'Ny adgangskode',
    repeat: 'Gentag ny adgangskode',
    change: 'Skift adgangskode',
    changed: /Din adgangskode er skiftet/,
    profile: 'Profil',
    editTitle: 'Ret profil',
    menu: 'Brugermenu for Pia Profil Hansen',
    signOut: 'Log ud',
  },
  en: {
    edit: 'Edit details',
    phone: 'Phone number',
    save: 'Save details',
    saved: 'Your details are saved.',
    current: 'Current password',
    newPassword: 'New password',
    repeat: 'Repeat new password',
    change: 'Change password',
    changed: /Your password is changed/,
    profile: 'Profile',
    editTitle: 'Edit profile',
    menu: 'User menu for Pia Profil Hansen',
    signOut: 'Sign out',
  },
} as const;

/** A run that stopped half-way may have left a new password: set the demo one back through the API. */
async function restoreDemoPassword(page: Page) {
  const request = page.context().request;
  await request.get('/sanctum/csrf-cookie');
  const xsrf = async () =>
    decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const headers = async () => ({ 'X-XSRF-TOKEN': await xsrf(), Accept: 'application/json' });
  for (const password of [DEMO_PASSWORD, ...Object.values(NEW_PASSWORD)]) {
    const login = await request.post('/login', { data: { email: EMAIL, password }, headers: await headers() });
    if (!login.ok()) continue;
    const { user } = (await login.json()) as { user: { id: number } };
    if (password !== DEMO_PASSWORD) {
      await request.post(`/api/customer/users/${user.id}/password`, {
        data: { current_password: password, password: DEMO_PASSWORD },
        headers: await headers(),
      });
    }
    await request.put(`/api/customer/users/${user.id}/preferences`, { data: { lang: 'da' }, headers: await headers() });
    await request.post('/logout', { headers: await headers() });
    return;
  }
}

async function signInAs(page: Page, password: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  // The sign-in page speaks the language last chosen in this browser.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel(/^e-?mail/i).fill(EMAIL);
  await page.getByLabel(/^(Adgangskode|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(Log ind|Sign in)$/ }).click();
  await expect(page).toHaveURL(/\/home$/);
}

async function signOut(page: Page, lang: (typeof LANGS)[number]) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: T[lang].menu }).click();
  await page.getByRole('menuitem', { name: T[lang].signOut }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function changePassword(page: Page, lang: (typeof LANGS)[number], from: string, to: string) {
  const t = T[lang];
  const form = page.getByRole('form', { name: t.change });
  await form.getByLabel(t.current).fill(from);
  await form.getByLabel(t.newPassword, { exact: true }).fill(to);
  await form.getByLabel(t.repeat).fill(to);
  await form.getByRole('button', { name: t.change }).click();
  await expect(form.getByText(t.changed)).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await restoreDemoPassword(page);
  await page.close();
});
test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await restoreDemoPassword(page);
  await page.close();
});

for (const lang of LANGS) {
  test(`a customer edits her phone, changes her password and signs in with it (${lang})`, async ({ page }) => {
    const t = T[lang];
    // A number of its own per run and language, so a saved value is this run's.
    const phone = `${lang === 'da' ? '2' : '3'}${String(Date.now()).slice(-7)}`;
    await signInAs(page, DEMO_PASSWORD);
    await chooseLanguage(page, lang);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: t.profile })).toBeVisible();
    await page.getByRole('link', { name: t.edit }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: t.editTitle })).toBeVisible();
    const phoneField = page.getByLabel(t.phone);
    await expect(phoneField).not.toHaveValue('');
    await phoneField.fill(phone);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    // Saved on the server: a fresh load of the profile shows it.
    await page.goto('/profile');
    // Shown as people write a Danish number: +45 and pairs of digits.
    const shown = `+45 ${phone.match(/\d\d/g)!.join(' ')}`;
    await expect(page.getByText(shown, { exact: true })).toBeVisible();

    await page.goto('/profile/edit');
    await changePassword(page, lang, DEMO_PASSWORD, NEW_PASSWORD[lang]);
    await signOut(page, lang);
    await signInAs(page, NEW_PASSWORD[lang]);
    await expect(page).toHaveURL(/\/home$/);

    // The demo password back, through the same form.
    await page.goto('/profile/edit');
    await changePassword(page, lang, NEW_PASSWORD[lang], DEMO_PASSWORD);
    await chooseLanguage(page, 'da');
  });
}

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test(`profile and profile/edit: no axe violations; screenshots (${lang}, ${width} px)`, async ({ page }) => {
      const t = T[lang];
      await signInAs(page, DEMO_PASSWORD);
      await chooseLanguage(page, lang);
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });

      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: t.profile })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `e2e/artifacts/profile/profile-${lang}-${width}.png`, fullPage: true });

      await page.goto('/profile/edit');
      await expect(page.getByRole('heading', { level: 1, name: t.editTitle })).toBeVisible();
      // The password form with its rules shown, so the errors are checked too.
      const form = page.getByRole('form', { name: t.change });
      await form.getByRole('button', { name: t.change }).click();
      await expect(form.getByLabel(t.current)).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `e2e/artifacts/profile/profile-edit-${lang}-${width}.png`, fullPage: true });
      await chooseLanguage(page, 'da');
    });
  }
}
