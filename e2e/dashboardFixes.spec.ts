// The dashboard in the built app (the best offer, the comparison's picker and scrolling, a closed request), at
// 375 and 1280 px, in Danish and English. The seeded customer's request
// refinances a home, so the best offer is the largest monthly saving, said with its reason; the comparison keeps its
// first column in place while the offers scroll, and says so when there is more to see (aborting is
// e2e/seededRequestClosed.spec.ts, which runs after every other spec). Screenshots of the comparison go to
// e2e/artifacts/dashboardFixes/ for a person to look at.
import { expect, test } from '@playwright/test';
import { chooseLanguage, LANGS, signIn, T, WIDTHS } from './dashboardSupport';

test.describe.configure({ mode: 'serial' });

// Choosing a language saves it for the seeded customer; the other journeys read her app in Danish.
test.afterEach(async ({ page }) => chooseLanguage(page, 'da'));

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test(`the comparison: best offer and why, fixed first column, honest counts (${lang}, ${width} px)`, async ({
      page,
    }) => {
      await signIn(page, lang);
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto('/rfqs/current');
      await page.locator('a[href*="/compare-offers"]').first().click();
      const table = page.getByRole('table');
      await expect(table).toBeVisible();

      // §4: the best offer, by the request's purpose, with one sentence why.
      await expect(page.getByText(T[lang].best)).toBeVisible();
      await expect(page.getByText(T[lang].reason)).toBeVisible();

      if (width === 375) {
        // The picker counts what is chosen and what is shown side by side.
        await expect(page.getByText(T[lang].picker)).toBeVisible();
      } else {
        // Every column can be reached: the region scrolls to its end, the first column stays where it was.
        const region = page.getByRole('region').filter({ has: table });
        const rowHead = table.locator('.compare-table__row-head').first();
        const before = await rowHead.boundingBox();
        await region.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
        const last = table.getByRole('columnheader').last();
        const lastBox = await last.boundingBox();
        const regionBox = await region.boundingBox();
        expect(lastBox!.x + lastBox!.width).toBeLessThanOrEqual(regionBox!.x + regionBox!.width + 1);
        expect((await rowHead.boundingBox())!.x).toBeCloseTo(before!.x, 0);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `e2e/artifacts/dashboardFixes/compare-${lang}-${width}.png`, fullPage: true });
    });
  }
}
