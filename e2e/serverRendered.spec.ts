// The signed-in pages the server renders (server/http/serverRender.ts): with JavaScript off the dashboard, the
// current request, the comparison and a lead's messages are on screen, styled and in the customer's language; with
// it, the browser hydrates the server's elements instead of rendering them anew, without a mismatch.
// Screenshots in e2e/artifacts/server-rendered/.
import { expect, test, type Page } from '@playwright/test';
import da from '../translations/da.json';
import en from '../translations/en.json';
import { chooseLanguage, LANGS, leaveCustomerInDanish, screenshots, signIn } from './dashboardSupport';
import { collectHydrationErrors } from './hydration';

const MESSAGES = { da, en } as Record<(typeof LANGS)[number], Record<string, string>>;

/** The page's heading in `lang`: its title, or for a thread the conversation with the lender. */
const headingOf = (lang: (typeof LANGS)[number], title: string) =>
  title === 'messages.thread.title'
    ? new RegExp(`^${MESSAGES[lang][title].replace('{supplier}', '')}`)
    : MESSAGES[lang][title];

/** The four pages, for the demo customer's request and the first lead with an offer. */
async function pagesOf(page: Page) {
  const user = (await (await page.request.get('/api/users/current/auth')).json()) as { id: number };
  const rfqs = (await (await page.request.get(`/api/customer/users/${user.id}/rfqs`)).json()) as {
    id: number;
    leads: { id: number; offer: unknown }[];
  }[];
  const rfq = rfqs[0];
  const lead = rfq.leads.find((candidate) => candidate.offer) ?? rfq.leads[0];
  return [
    { name: 'home', path: '/home', title: 'page.home.title' },
    { name: 'request', path: '/rfqs/current', title: 'page.rfqs.current.title' },
    { name: 'comparison', path: `/rfqs/${rfq.id}/compare-offers`, title: 'page.compareOffers.title' },
    { name: 'messages', path: `/rfqs/${rfq.id}/leads/${lead.id}/messages`, title: 'messages.thread.title' },
  ];
}

test.describe('signed-in pages rendered on the server', () => {
  // On by default (docs/operations.md); `SERVER_RENDER=off npx playwright test` runs the journeys without it.
  test.skip(process.env.SERVER_RENDER === 'off', 'SERVER_RENDER is off');
  leaveCustomerInDanish();

  for (const lang of LANGS) {
    const t = (key: string) => MESSAGES[lang][key];

    test(`without JavaScript the customer's pages are on screen (${lang})`, async ({ page, browser, baseURL }) => {
      await signIn(page, lang);
      const pages = await pagesOf(page);
      const context = await browser.newContext({
        javaScriptEnabled: false,
        baseURL,
        storageState: await page.context().storageState(),
      });
      const noScript = await context.newPage();
      for (const { name, path, title } of pages) {
        await noScript.goto(path);
        await expect(noScript.locator('html')).toHaveAttribute('lang', lang);
        await expect(noScript.getByRole('heading', { level: 1, name: headingOf(lang, title) })).toBeVisible();
        if (name === 'home') await expect(noScript.getByRole('link', { name: t('home.seeOffers') })).toBeVisible();
        if (name === 'comparison') await expect(noScript.locator('table.compare-table thead th').first()).toBeVisible();
        await screenshots(noScript, 'server-rendered', `${lang}-${name}-no-js`);
      }
      await context.close();
    });
  }

  test('with JavaScript each page hydrates the server’s elements, without a mismatch', async ({ page }) => {
    const hydrationErrors = collectHydrationErrors(page);
    // The heading as the HTML parser made it, before any script ran.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('#root h1');
      });
    });
    await signIn(page, 'da');
    for (const { path, title } of await pagesOf(page)) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1, name: headingOf('da', title) });
      await expect(heading).toBeVisible();
      // Hydrated: React has attached itself to the element the server sent.
      await page.waitForFunction(() => {
        const h1 = document.querySelector('#root h1');
        return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
      });
      const kept = await page.evaluate(
        () =>
          (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('#root h1'),
      );
      expect(kept, `${path}: the heading the server rendered is the one on the page`).toBe(true);
    }
    expect(hydrationErrors).toEqual([]);
    await chooseLanguage(page, 'da');
  });

  test('a click on a button before the scripts have run is not lost: it acts once the page is the app’s', async ({
    page,
  }) => {
    await signIn(page, 'da');
    const comparison = (await pagesOf(page)).find((candidate) => candidate.name === 'comparison');
    // The entry arrives late, as on a slow phone: the page is on screen and its buttons with it.
    let release: () => void = () => {};
    const entryHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });
    // Not to DOMContentLoaded: that waits for the deferred scripts, the held entry among them.
    await page.goto(comparison!.path, { waitUntil: 'commit' });
    const choose = page.getByRole('button', { name: da['acceptance.choose'] }).first();
    await choose.click();
    expect(
      await page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__react')),
      ),
      'the click came before React had the page',
    ).toBe(false);
    release();
    await expect(page.getByRole('dialog', { name: /^Vælg tilbuddet fra / })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: da['acceptance.dialog.cancel'] }).click();
  });

  test('a link clicked before the scripts have run goes at once to the page the server renders', async ({ page }) => {
    await signIn(page, 'da');
    const comparison = (await pagesOf(page)).find((candidate) => candidate.name === 'comparison');
    // No script arrives at all while the customer moves on: neither page may wait for one.
    let release: () => void = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue().catch(() => undefined);
    });
    await page.goto('/home', { waitUntil: 'commit' });
    await page.locator(`#root a[href="${comparison!.path}"]`).first().click({ noWaitAfter: true });
    await expect(page).toHaveURL(comparison!.path);
    await expect(page.getByRole('heading', { level: 1, name: da['page.compareOffers.title'] })).toBeVisible();
    await expect(page.locator('table.compare-table thead th').first()).toBeVisible();
    expect(
      await page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__react')),
      ),
      'the comparison came from the server, not from the app',
    ).toBe(false);
    release();
    await page.waitForFunction(() => {
      const h1 = document.querySelector('#root h1');
      return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
    });
  });
});
