// MitID through the local test identity provider (issue 46; started beside the server on E2E_PORT + 10): the broker's
// page stands in, the round trip comes back with what happened, in Danish and English, at 375 and 1280 px.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { NEW_CUSTOMER_PASSWORD, newCustomerWithRequest } from './newCustomer';

type Lang = 'da' | 'en';
const texts = {
  da: {
    signIn: 'Log ind',
    mitid: /Log ind med MitID/,
    cancelled: 'Du afbrød MitID. Intet er ændret; prøv igen, når du er klar.',
    pending: /MitID bekræftede, at du er Lars Nielsen\./,
    email: 'E-mail',
    password: 'Adgangskode',
    linkSubmit: 'Knyt MitID og log ind',
    profileLinked: /MitID er knyttet til din konto siden/,
    unlink: 'Fjern MitID',
    link: /Knyt MitID/,
  },
  en: {
    signIn: 'Sign in',
    mitid: /Sign in with MitID/,
    cancelled: 'You cancelled MitID. Nothing has changed; try again when you are ready.',
    pending: /MitID confirmed that you are Lars Nielsen\./,
    email: 'Email',
    password: 'Password',
    linkSubmit: 'Link MitID and sign in',
    profileLinked: /MitID has been linked to your account since/,
    unlink: 'Remove MitID',
    link: /Link MitID/,
  },
} as const;

async function openLogin(page: Page, lang: Lang) {
  await page.goto('/login');
  // The language chosen earlier in this browser stays: English is chosen only where the page is still Danish.
  await expect(page.getByRole('heading', { level: 1, name: /^(Log ind|Sign in)$/ })).toBeVisible();
  if (lang === 'en' && (await page.getByRole('heading', { level: 1, name: 'Log ind' }).isVisible())) {
    await page.getByRole('button', { name: 'English' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: texts[lang].signIn })).toBeVisible();
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/artifacts/mitid-${name}.png`, fullPage: true });
}

for (const lang of ['da', 'en'] as const) {
  for (const width of [375, 1280]) {
    test(`cancelling at the broker returns to /login with a message (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openLogin(page, lang);
      await page.getByRole('link', { name: texts[lang].mitid }).click();
      await expect(page.getByRole('heading', { name: 'MitID – testudbyder' })).toBeVisible();
      if (lang === 'da' && width === 375) await shot(page, 'broker-375');
      await page.getByRole('button', { name: 'Afbryd' }).click();
      await expect(page).toHaveURL(/\/login\?mitid=cancelled$/);
      await expect(page.getByRole('alert').filter({ hasText: texts[lang].cancelled })).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `cancelled-${lang}-${width}`);
    });
  }
}

for (const [lang, width] of [
  ['da', 375],
  ['en', 1280],
] as const) {
  test(`an existing customer links MitID after giving her password, then unlinks it on the profile (${lang}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { email } = await newCustomerWithRequest(page, lang, 'mitid');
    await page.context().clearCookies();
    await openLogin(page, lang);
    await page.getByRole('link', { name: texts[lang].mitid }).click();
    await page.getByRole('button', { name: /Lars Nielsen/ }).click();
    await expect(page).toHaveURL(/\/login\?mitid=pending$/);
    await expect(page.getByText(texts[lang].pending)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `pending-${lang}-${width}`);
    await page.getByLabel(texts[lang].email).fill(email);
    await page.getByLabel(texts[lang].password, { exact: true }).fill(NEW_CUSTOMER_PASSWORD);
    await page.getByRole('button', { name: texts[lang].linkSubmit }).click();
    await expect(page).not.toHaveURL(/\/login/);

    await page.goto('/profile');
    await expect(page.getByText(texts[lang].profileLinked)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `profile-linked-${lang}-${width}`);

    // Signed out, MitID alone signs her in now.
    await page.context().clearCookies();
    await openLogin(page, lang);
    await page.getByRole('link', { name: texts[lang].mitid }).click();
    await page.getByRole('button', { name: /Lars Nielsen/ }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/profile');
    await page.getByRole('button', { name: texts[lang].unlink }).click();
    await expect(page.getByRole('link', { name: texts[lang].link })).toBeVisible();
  });
}
