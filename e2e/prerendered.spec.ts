// The prerendered entry pages: /form/ and /login are on screen, styled and in the guest's language
// with JavaScript off; a choice made on the start step before the scripts have run is still chosen after
// hydration and counts (Next moves on); hydration raises no mismatch. Screenshots in e2e/artifacts/prerendered/.
import { expect, test, type Page } from '@playwright/test';
import da from '../translations/da.json';
import en from '../translations/en.json';
import { LANGS, screenshots } from './dashboardSupport';
import { expectNoAxeViolations } from './axe';
import { collectHydrationErrors } from './hydration';

const MESSAGES = { da, en } as Record<(typeof LANGS)[number], Record<string, string>>;

/** Hydrated: React has attached itself to the prerendered element. */
async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

for (const lang of LANGS) {
  const t = (key: string) => MESSAGES[lang][key];

  test.describe(`prerendered pages (${lang})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      // The guest's language as the browser mirrors it for the server.
      await context.addCookies([{ name: 'locale', value: lang, url: baseURL! }]);
    });

    test('without JavaScript the start step and the sign-in form are on screen', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      await context.addCookies([{ name: 'locale', value: lang, url: baseURL! }]);
      const page = await context.newPage();

      await page.goto('/form/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: t('form.steps.start') })).toBeVisible();
      await expect(page).toHaveTitle(`${t('form.steps.start')} – Lånetorvet`);
      const radios = page.getByRole('radio');
      await expect(radios).toHaveCount(5);
      await page.getByRole('radio', { name: t('options.personaTypes.vehicle_purchaser'), exact: true }).check();
      await expect(
        page.getByRole('radio', { name: t('options.personaTypes.vehicle_purchaser'), exact: true }),
      ).toBeChecked();
      await screenshots(page, 'prerendered', `${lang}-form-no-js`);

      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: t('auth.login.title') })).toBeVisible();
      await expect(page.getByLabel(t('auth.fields.email'))).toBeVisible();
      await screenshots(page, 'prerendered', `${lang}-login-no-js`);
      await context.close();
    });

    test('a choice made before hydration is kept and counts after it', async ({ page }) => {
      const hydrationErrors = collectHydrationErrors(page);
      // Hold the entry script back until the choice is made.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });

      await page.goto('/form/', { waitUntil: 'commit' });
      const vehicle = page.getByRole('radio', { name: t('options.personaTypes.vehicle_purchaser'), exact: true });
      await vehicle.check();
      release();

      await waitForHydration(page, 'input[name="persona_type"]');
      await expect(vehicle).toBeChecked();
      await page.getByRole('button', { name: t('form.nav.next'), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: t('form.steps.start') })).toBeHidden();
      await expect(page).not.toHaveURL(/\/form\/$/);
      expect(hydrationErrors).toEqual([]);
    });

    test('the hydrated pages pass axe at both widths', async ({ page }) => {
      const hydrationErrors = collectHydrationErrors(page);
      for (const path of ['/form/', '/login']) {
        await page.goto(path);
        await waitForHydration(page, '#main');
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await expectNoAxeViolations(page);
        }
      }
      expect(hydrationErrors).toEqual([]);
    });
  });
}
