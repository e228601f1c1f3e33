// Point 4, in the built app: the demo analyst opens the seeded request's stored recording with every
// request to another host refused (the view needs nothing from outside), steps through it and sees the state,
// the flags and the context's change; a customer gets the forbidden page. axe at 375 and 1280 px; screenshots in
// e2e/artifacts/analyst/ for a person to look at.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { WIDTHS } from './dashboardSupport';

const PASSWORD = 'demo-hest-batteri';

async function signInAs(page: Page, email: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Adgangskode', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Refuses every request that leaves the app's own origin, and counts them. */
async function offline(page: Page, baseURL: string) {
  const external: string[] = [];
  await page.route(
    (url) => url.origin !== new URL(baseURL).origin,
    (route) => {
      external.push(route.request().url());
      return route.abort();
    },
  );
  return external;
}

/** The seeded request's recording: the oldest one of the demo purpose (later specs add their own). */
async function seededRecordingId(page: Page): Promise<number> {
  const res = await page.request.get('/api/analyst/recordings?limit=200');
  expect(res.status()).toBe(200);
  const { recordings } = (await res.json()) as { recordings: { rfq_id: number; events: number }[] };
  const ids = recordings.filter((r) => r.events === 25).map((r) => r.rfq_id);
  expect(ids.length).toBeGreaterThan(0);
  return Math.min(...ids);
}

test('the analyst opens the seeded request’s recording offline and steps through it', async ({ page, baseURL }) => {
  const external = await offline(page, baseURL as string);
  await signInAs(page, 'analytiker@example.dk');
  await page.goto('/analyst');
  await expect(page.getByRole('heading', { level: 1, name: 'Analyse af formularsessioner' })).toBeVisible();
  const id = await seededRecordingId(page);
  await page.getByLabel('Anmodningens nummer').fill(String(id));
  await page.getByRole('button', { name: 'Åbn', exact: true }).click();

  await expect(page.getByRole('heading', { name: `Anmodning ${id}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hændelse #1: VALIDATE_STEP' })).toBeVisible();
  await expect(page.getByTestId('selected-state')).toHaveText('filling.start');

  // The address correction, then on with the Next button to the submit that sends her back to otherDebt.
  const timeline = page.getByRole('list', { name: 'Hændelser i rækkefølge' });
  await timeline.getByRole('button', { name: /#19 SET_STEP_DATA/ }).click();
  await expect(page.getByRole('heading', { name: 'Hændelse #19: SET_STEP_DATA' })).toBeVisible();
  const changes = page.getByRole('table', { name: /ændringer siden forrige hændelse/ });
  await expect(changes.getByRole('rowheader', { name: 'steps.7.validated' })).toBeVisible();
  await page.getByRole('button', { name: 'Næste', exact: true }).click();
  await page.getByRole('button', { name: 'Næste', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Hændelse #21: SUBMIT' })).toBeVisible();
  await expect(page.getByTestId('selected-state')).toHaveText('filling.otherDebt');
  const flags = page.getByRole('table', { name: 'Trinenes flag efter hændelsen' });
  await expect(flags.getByRole('row', { name: /otherDebt/ }).getByRole('cell')).toHaveText(['ja', 'nej', 'nej']);
  await expect(page.locator('[data-state-id="auctionForm.filling.otherDebt"]')).toHaveAttribute('aria-current', 'true');

  // The figures per step include the seeded session.
  const stats = page.getByRole('table', { name: 'Trin på tværs af gemte optagelser' });
  await expect(stats.getByRole('row', { name: /housingSituation/ })).toBeVisible();
  expect(external).toEqual([]);
});

for (const width of WIDTHS) {
  test(`analyst view: no axe violations; screenshot (${width} px)`, async ({ page, baseURL }) => {
    await offline(page, baseURL as string);
    await signInAs(page, 'analytiker@example.dk');
    await page.goto('/analyst');
    const id = await seededRecordingId(page);
    await page.getByLabel('Anmodningens nummer').fill(String(id));
    await page.getByRole('button', { name: 'Åbn', exact: true }).click();
    await page
      .getByRole('list', { name: 'Hændelser i rækkefølge' })
      .getByRole('button', { name: /#21 SUBMIT/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Hændelse #21: SUBMIT' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Trin på tværs af gemte optagelser' })).toBeVisible();
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.screenshot({ path: `e2e/artifacts/analyst/analyst-${width}.png`, fullPage: true });
  });
}

test('a customer without the analyst role gets the forbidden page', async ({ page }) => {
  await signInAs(page, 'kunde2@example.dk');
  await page.goto('/analyst');
  await expect(page).toHaveURL(/\/403$/);
});
