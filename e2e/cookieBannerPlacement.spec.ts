// The cookie banner covers none of the primary buttons of the first screens a visitor sees, before they choose: the
// form's first step (Next), /login (sign in), and signed in on a new browser, a lead's messages (send) and the
// request's abort page (continue). At 320, 375 and 1280 px, the point at the centre of each button is the button
// (document.elementFromPoint), where the page first shows it or, below the fold, where scrolling brings it. The
// banner is in the prerendered pages' own HTML and moves nothing on any of them (layout shifts summed from the start);
// axe finds nothing with it open; screenshots in e2e/artifacts/cookie-banner/. A returning visitor's page, whose
// HTML carries the banner too, never shows it: the head's inline script (allowed by the CSP) marks the document.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { consentRecord } from '../domain/cookieConsent';
import { COOKIE_CHOICE_ATTRIBUTE, CONSENT_STORAGE_KEY } from '../domain/cookieChoiceScript';
import da from '../translations/da.json';
import en from '../translations/en.json';
import { expectNoAxeViolations } from './axe';
import { LANGS, signIn } from './dashboardSupport';
import { collectHydrationErrors } from './hydration';

test.use({ storageState: { cookies: [], origins: [] } });
// Six loads per page, each with axe: more than the default minute on a busy machine.
test.describe.configure({ timeout: 240_000 });

const MESSAGES = { da, en } as Record<(typeof LANGS)[number], Record<string, string>>;
const VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
] as const;

const banner = (page: Page, lang: (typeof LANGS)[number]) =>
  page.getByRole('region', { name: MESSAGES[lang]['consent.heading'] });

/** Layout shifts since the page started, summed as CLS counts them (none caused by input). */
async function layoutShiftSum(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all is no shift: the observer then never calls back.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

/** What is at the centre of `button`: the button itself, where the page shows it or where scrolling brings it. */
async function expectUncovered(button: Locator) {
  await expect(button).toBeVisible();
  const atCentre = () =>
    button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (y < 0 || y >= window.innerHeight) return 'out of view';
      const hit = document.elementFromPoint(x, y);
      return hit !== null && element.contains(hit) ? 'the button' : (hit?.outerHTML.slice(0, 120) ?? 'nothing');
    });
  let found = await atCentre();
  if (found === 'out of view') {
    await button.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
    found = await atCentre();
  }
  expect(found).toBe('the button');
}

for (const lang of LANGS) {
  const t = (key: string) => MESSAGES[lang][key];

  test(`cookie banner (${lang}): in the prerendered pages' HTML, moves nothing, covers neither Next nor sign-in`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'locale', value: lang, url: baseURL! }]);
    const hydrationErrors = collectHydrationErrors(page);
    for (const { path, button } of [
      { path: '/form/', button: t('form.nav.next') },
      { path: '/login', button: t('auth.login.submit') },
    ]) {
      // It paints with the page: the HTML the server sends has it, before any script.
      const html = await (await page.request.get(path)).text();
      expect(html).toContain('cookie-consent--banner');
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await expect(banner(page, lang)).toBeVisible();
        const primary = page.getByRole('button', { name: button, exact: true });
        await expect(primary).toBeEnabled();
        // The banner's own buttons work: it has hydrated too.
        await expect(banner(page, lang).getByRole('button', { name: t('consent.rejectAll') })).toBeEnabled();
        expect(await layoutShiftSum(page), `layout shift on ${path} at ${viewport.width} px`).toBeLessThan(0.01);
        await expectUncovered(primary);
        if (viewport.width !== 1280) await expectNoAxeViolations(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: `e2e/artifacts/cookie-banner/${lang}${path.replace(/\W+/g, '-')}${viewport.width}.png`,
        });
      }
    }
    expect(hydrationErrors).toEqual([]);
  });
}

test('cookie banner (da), signed in on a new browser: covers neither the send of a message nor the abort page’s continue', async ({
  page,
}) => {
  // Signed in through the form the banner sits above (a busy machine's password check can take a while).
  await signIn(page, 'da', 60_000);
  const me = (await (await page.request.get('/api/users/current/auth')).json()) as { id: number };
  const rfqs = (await (await page.request.get(`/api/customer/users/${me.id}/rfqs`)).json()) as {
    id: number;
    leads: { id: number; status: string }[];
  }[];
  const rfq = rfqs.find((r) => r.leads.some((l) => l.status !== 'lost'));
  if (!rfq) throw new Error('the seeded customer has no lead to write to');
  const lead = rfq.leads.find((l) => l.status !== 'lost')!;
  for (const { path, button } of [
    { path: `/rfqs/${rfq.id}/leads/${lead.id}/messages`, button: da['messages.compose.send'] },
    { path: '/rfqs/abort', button: da['abortRfq.continue'] },
  ]) {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(banner(page, 'da')).toBeVisible();
      const primary = page.getByRole('button', { name: button, exact: true });
      await expect(primary).toBeEnabled();
      expect(await layoutShiftSum(page), `layout shift on ${path} at ${viewport.width} px`).toBeLessThan(0.01);
      await expectUncovered(primary);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: `e2e/artifacts/cookie-banner/da${path.includes('abort') ? '-abort-' : '-messages-'}${viewport.width}.png`,
      });
    }
  }
  await expectNoAxeViolations(page);
});

test('a returning visitor: the banner the HTML carries is never shown, and nothing moves', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to execute/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key, value),
    [CONSENT_STORAGE_KEY, JSON.stringify(consentRecord('e2e', { statistics: false, marketing: false }, new Date()))],
  );
  // Watches the banner from the first parsed element: shown in any frame, it would be counted.
  await page.addInitScript(() => {
    (window as unknown as { bannerShown: boolean }).bannerShown = false;
    const look = () => {
      const banner = document.querySelector('.cookie-consent--banner');
      if (banner && banner.getBoundingClientRect().height > 0)
        (window as unknown as { bannerShown: boolean }).bannerShown = true;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  for (const path of ['/form/', '/login']) {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute(COOKIE_CHOICE_ATTRIBUTE, '');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.cookie-consent')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { bannerShown: boolean }).bannerShown)).toBe(false);
    expect(await layoutShiftSum(page)).toBeLessThan(0.01);
  }
  expect(refused).toEqual([]);
});
