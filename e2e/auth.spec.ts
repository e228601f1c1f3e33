// Sign-in, guards and password reset against the real server and the built app, in Danish and English.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'demo-hest-batteri';

const texts = {
  da: {
    signIn: 'Log ind',
    home: 'Forside',
    documents: 'Dokumenter',
    menu: 'Menu',
    signOut: 'Log ud',
    email: 'E-mail',
    password: 'Adgangskode',
  },
  en: {
    signIn: 'Sign in',
    home: 'Home',
    documents: 'Documents',
    menu: 'Menu',
    signOut: 'Sign out',
    email: 'Email',
    password: 'Password',
  },
} as const;

async function signIn(page: Page, email: string, lang: 'da' | 'en' = 'da') {
  const t = texts[lang];
  await expect(page.getByRole('heading', { level: 1, name: t.signIn })).toBeVisible();
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t.signIn }).click();
}

async function signOut(page: Page, lang: 'da' | 'en') {
  const t = texts[lang];
  await page
    .getByRole('button', {
      name: lang === 'da' ? 'Brugermenu for Mette Kunde Jensen' : 'User menu for Mette Kunde Jensen',
    })
    .click();
  await page.getByRole('menuitem', { name: t.signOut }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Puts the demo customer's language preference back, through the API as the SPA would call it. */
async function resetLanguage(page: Page, email: string) {
  const request = page.context().request;
  await request.get('/sanctum/csrf-cookie');
  const xsrf = async () =>
    decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const login = await request.post('/login', {
    data: { email, password: PASSWORD, remember: false },
    headers: { 'X-XSRF-TOKEN': await xsrf(), Accept: 'application/json' },
  });
  const { user } = (await login.json()) as { user: { id: number } };
  await request.put(`/api/customer/users/${user.id}/preferences`, {
    data: { lang: 'da' },
    headers: { 'X-XSRF-TOKEN': await xsrf(), Accept: 'application/json' },
  });
  await request.post('/logout', { headers: { 'X-XSRF-TOKEN': await xsrf(), Accept: 'application/json' } });
}

/** The sign-in page, reached the way a visitor does: `/` sends them there. */
async function openLogin(page: Page) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
}

test('Danish: sign in, land on home, stay signed in after a reload, sign out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'kunde@example.dk');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forside' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Forside' })).toBeVisible();
  await signOut(page, 'da');
  await expect(page.getByRole('heading', { level: 1, name: 'Log ind' })).toBeVisible();
});

test('English: the choice is saved for the user, survives a reload, and the app signs out in English', async ({
  page,
}) => {
  try {
    await openLogin(page);
    await page.getByRole('button', { name: 'English' }).click();
    await signIn(page, 'kunde@example.dk', 'en');
    // The language guard follows the user's stored preference (Danish for this demo user) after sign-in.
    await expect(page.getByRole('heading', { level: 1, name: 'Forside' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('group', { name: 'Sprog' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await signOut(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  } finally {
    await resetLanguage(page, 'kunde@example.dk');
  }
});

test('a deep link opened while signed out returns after sign-in, query included', async ({ page }) => {
  await page.goto('/documents?sort=newest');
  await expect(page).toHaveURL(/\/login\?sort=newest$/);
  await signIn(page, 'kunde@example.dk');
  await expect(page).toHaveURL(/\/documents\?sort=newest$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumenter' })).toBeVisible();
  await signOut(page, 'da');
});

test('an admin is sent to /admin/dashboard', async ({ page }) => {
  await openLogin(page);
  await signIn(page, 'admin@example.dk');
  await page.waitForURL('**/admin/dashboard');
});

type Mail = { id: number; to: string; subject: string; text: string; created_at: string };

test('forgotten password: the mail in the outbox leads to a working reset', async ({ page }) => {
  const email = 'kunde2@example.dk';
  const before = ((await (await page.request.get('/dev/mail')).json()) as Mail[])[0]?.id ?? 0;

  await openLogin(page);
  await page.getByRole('link', { name: 'Glemt adgangskode?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Glemt adgangskode' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tjek din e-mail' })).toBeVisible();

  let mail: Mail | undefined;
  await expect(async () => {
    const mails = (await (await page.request.get('/dev/mail')).json()) as Mail[];
    mail = mails.find((m) => m.to === email && m.id > before);
    // The server sends at most 3 reset mails per address in 10 minutes; rerunning faster than that ends here.
    expect(mail, 'a new reset mail in the outbox').toBeDefined();
  }).toPass({ timeout: 10_000 });
  const link = /https?:\/\/\S+\/password\/reset\/\S+/.exec(mail!.text)?.[0];
  expect(link).toBeDefined();

  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  // kunde2's language is English.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Dansk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vælg en ny adgangskode' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  // The demo password is set again, so the demo logins keep working; the flow is the same for any password.
  await page.getByLabel('Ny adgangskode', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Gentag ny adgangskode').fill(PASSWORD);
  // The strength estimate (a chunk fetched on the first keystroke) has judged it, as a person sees before saving.
  await expect(page.getByLabel('Ny adgangskode', { exact: true })).toHaveAccessibleDescription(
    'Adgangskoden opfylder kravene.',
  );
  await page.getByRole('button', { name: 'Gem ny adgangskode' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adgangskoden er skiftet' })).toBeVisible();

  await page.getByRole('link', { name: 'Gå til log ind' }).click();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);

  // The link works once.
  await page.context().clearCookies();
  await page.goto(url.pathname + url.search);
  await page.getByRole('button', { name: 'Dansk' }).click();
  await page.getByLabel('Ny adgangskode', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Gentag ny adgangskode').fill(PASSWORD);
  // The strength estimate (a chunk fetched on the first keystroke) has judged it, as a person sees before saving.
  await expect(page.getByLabel('Ny adgangskode', { exact: true })).toHaveAccessibleDescription(
    'Adgangskoden opfylder kravene.',
  );
  await page.getByRole('button', { name: 'Gem ny adgangskode' }).click();
  await expect(page.getByText('Linket til at nulstille adgangskoden er ugyldigt eller udløbet.')).toBeVisible();
});

test('a full page load of /login shows the sign-in page (the server must answer GET /login with the app)', async ({
  page,
}) => {
  await page.goto('/login?launcher=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Log ind' })).toBeVisible();
});

for (const [name, path] of [
  ['login', '/'],
  ['forgot password', '/password/email'],
  ['reset password', '/password/reset/not-a-real-token?email=kunde%40example.dk'],
  ['404', '/404'],
  ['403', '/403'],
] as const) {
  test(`axe finds no accessibility violations on ${name}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
