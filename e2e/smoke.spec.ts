// The built app opens: `/` sends a visitor to the sign-in page, at phone and desktop widths.
import { expect, test } from '@playwright/test';

for (const width of [375, 1280]) {
  test(`a visitor opening / lands on the sign-in page (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log ind' })).toBeVisible();
    await expect(page).toHaveTitle('Log ind – Lånetorvet');
    await page.screenshot({ path: `e2e/artifacts/login-${width}.png`, fullPage: true });
  });
}
