// axe in the browser tests: no violations on the page at rest, toasts moving in or out looked at twice.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The page at rest: no animation running but endless ones (spinners), waited for up to 5 s. */
async function animationsSettled(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** No axe violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  // A toast that arrives during the check (a lender's answer) is mid fade-in, and axe would measure the contrast of
  // a half-transparent text nobody reads; one can also start to leave while axe reads the page. So the check waits
  // for the page at rest, and looks again once when only a toast moving in or out was found: a toast that fails
  // at rest fails both times.
  const violations = async () => (await new AxeBuilder({ page }).analyze()).violations;
  await animationsSettled(page);
  let found = await violations();
  const inToast = (v: (typeof found)[number]) => v.nodes.every((n) => n.html.includes('Toastify__toast'));
  if (found.length > 0 && found.every(inToast)) {
    await animationsSettled(page);
    found = await violations();
  }
  expect(found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
