// What the dashboard journeys share: the seeded customer's sign-in, the language switch, and the texts they look for.
import { expect, test, type Page } from '@playwright/test';
import da from '../translations/da.json';

const PASSWORD = 'demo-hest-batteri';
export const WIDTHS = [1280, 375] as const;
export const LANGS = ['da', 'en'] as const;

export const T = {
  da: {
    best: 'Bedste tilbud: Kattegat Realkredit',
    reason: /^Markeret som bedst, fordi det sænker din månedlige ydelse mest før skat/,
    picker: /Vælg hvad du vil sammenligne \((\d+) af \1 valgt, 2 vises side om side\)/,
    stopped: 'Stoppet',
    waiting: 'Venter på svar',
    closedPage: /Anmodningen er lukket, så der kommer ikke flere tilbud\./,
    promise: /Nye tilbud dukker op af sig selv/,
  },
  en: {
    best: 'Best offer: Kattegat Realkredit',
    reason: /^Marked best because it lowers your monthly payment the most before tax/,
    picker: /Choose what to compare \((\d+) of \1 chosen, 2 shown side by side\)/,
    stopped: 'Stopped',
    waiting: 'Awaiting answer',
    closedPage: /The request is closed, so no more offers will come\./,
    promise: /New offers appear by themselves/,
  },
} as const;

/**
 * Signs in at 1280 px (where the header shows the language switch) and reads the app in `lang`. `timeout`: how long
 * the sign-in may take (the expectation's default otherwise).
 */
export async function signIn(page: Page, lang: (typeof LANGS)[number], timeout?: number) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('kunde@example.dk');
  await page.getByLabel('Adgangskode', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout });
  await chooseLanguage(page, lang);
}

export async function chooseLanguage(page: Page, lang: (typeof LANGS)[number]) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page
    .getByRole('button', { name: lang === 'da' ? 'Dansk' : 'English' })
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * For specs whose tests switch the shared demo customer's language: after each test, passed or failed, the
 * customer is Danish again, as the specs that run later expect.
 */
export function leaveCustomerInDanish() {
  test.afterEach(async ({ page }) => {
    try {
      await chooseLanguage(page, 'da');
    } catch {
      // A page that never signed in has no switch; the customer's language was not changed then.
    }
  });
}

/** Full-page screenshots at 375 and 1280 px in e2e/artifacts/<folder>/<name>-<width>.png. */
export async function screenshots(page: Page, folder: string, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `e2e/artifacts/${folder}/${name}-${width}.png`, fullPage: true });
  }
}

/** Opts the signed-in (Danish) customer in to mortgage surveillance, or out, whatever a failed run left. */
export async function setSurveillance(page: Page, on: boolean) {
  await page.goto('/mortgage-surveillance');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const optedIn = new URL(page.url()).pathname === '/mortgage-surveillance';
  if (on && !optedIn) {
    await page.goto('/mortgage-surveillance/consent');
    await page.getByRole('button', { name: da['mortgageSurveillance.consent.accept'] }).click();
    await expect(page).toHaveURL(/\/mortgage-surveillance$/);
  }
  if (!on && optedIn) {
    await page.getByRole('button', { name: da['mortgageSurveillance.withdraw.button'] }).click();
    await page.getByRole('button', { name: da['mortgageSurveillance.withdraw.confirm'] }).click();
    await expect(page).toHaveURL(/\/mortgage-surveillance-disabled$/);
  }
}
