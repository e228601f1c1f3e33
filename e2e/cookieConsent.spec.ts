// The cookie banner in the built app, in Danish and English, for a visitor with nothing stored (every other spec
// runs as one who accepted all: playwright.config.ts). Before a choice: no page view in the data layer and no
// campaign cookie; refusing is one click; the choice is logged and remembered; the footer reopens the settings.
// axe at 375 and 1280 px with the banner open; screenshots in e2e/artifacts/.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import da from '../translations/da.json';
import en from '../translations/en.json';

const NOTHING_STORED = { cookies: [], origins: [] };
test.use({ storageState: NOTHING_STORED });

const MESSAGES = { da, en } as const;

const campaignCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'laanetorvet_campaign');
const pageViews = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'virtualPageView'),
  );

for (const lang of ['da', 'en'] as const) {
  const t = (key: keyof typeof da) => MESSAGES[lang][key];

  test(`cookie consent (${lang}): nothing before the choice, refuse in one click, change it from the footer`, async ({
    page,
  }) => {
    await page.goto(`/form/?utm_source=news&gclid=g-1${lang === 'en' ? '&lang=en' : ''}`);
    const banner = page.getByRole('region', { name: t('consent.heading') });
    await expect(banner).toBeVisible();
    await page.waitForTimeout(300);
    expect(await pageViews(page)).toEqual([]);

    const logged = page.waitForResponse((res) => res.url().endsWith('/api/cookie-consents'));
    await banner.getByRole('button', { name: t('consent.rejectAll') }).click();
    expect((await logged).status()).toBe(201);
    await expect(banner).toBeHidden();

    // A campaign URL after the refusal: still no campaign cookie, no page view.
    await page.goto(`/form/?utm_source=news&gclid=g-1${lang === 'en' ? '&lang=en' : ''}`);
    await expect(page.getByRole('button', { name: t('app.cookieSettings') })).toBeVisible();
    await expect(banner).toBeHidden();
    expect(await campaignCookie(page)).toBeUndefined();
    expect(await pageViews(page)).toEqual([]);

    // Changed later from the footer, by keyboard: statistics on, and page views follow.
    await page.getByRole('button', { name: t('app.cookieSettings') }).click();
    await expect(page.getByRole('heading', { name: t('consent.heading') })).toBeFocused();
    const statistics = page.getByRole('checkbox', { name: new RegExp(t('consent.statistics.name').replace(':', '')) });
    await statistics.focus();
    await page.keyboard.press('Space');
    await expect(statistics).toBeChecked();
    await page.getByRole('button', { name: t('consent.save') }).press('Enter');
    await expect(banner).toBeHidden();
    await page.reload();
    await expect.poll(() => pageViews(page)).not.toEqual([]);
  });

  for (const width of [375, 1280]) {
    test(`cookie banner (${lang}): no axe violations, no sideways scroll; screenshot (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/login${lang === 'en' ? '?lang=en' : ''}`);
      const banner = page.getByRole('region', { name: t('consent.heading') });
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: t('consent.choose') }).click();
      await expect(banner.getByRole('button', { name: t('consent.save') })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `e2e/artifacts/cookie-consent-${lang}-${width}.png` });
    });
  }
}
