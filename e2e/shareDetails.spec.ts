// Sharing one's details with one lender (§4: a lead stops being anonymous) in the built app, Danish and English:
// the question in place, cancel, share; that lender's lead is no longer anonymous and the others still are. Axe at
// 375 and 1280 px with the question open; screenshots in e2e/artifacts/share/.
import { expect, test, type Page } from '@playwright/test';
import da from '../translations/da.json';
import en from '../translations/en.json';
import { screenshots } from './dashboardSupport';
import { expectNoAxeViolations } from './axe';
import { newCustomerWithRequest } from './newCustomer';

const MESSAGES = { da, en } as const;
type ApiLead = { id: number; is_anonymous: boolean; supplier: { name: string }; offer: object | null };

async function leadsOf(page: Page, rfqId: number): Promise<ApiLead[]> {
  const res = await page.request.get(`/api/customer/rfqs/${rfqId}`, { headers: { Accept: 'application/json' } });
  return ((await res.json()) as { leads: ApiLead[] }).leads;
}

/**
 * Waits until the demo lenders have answered (the count of offers the same twice, 2 s apart): an offer arriving
 * while the page is open shows a toast, and axe would catch its text mid fade-in.
 */
async function answersSettled(page: Page, rfqId: number) {
  const offers = async () => (await leadsOf(page, rfqId)).filter((l) => l.offer).length;
  let before = -1;
  for (let i = 0; i < 15; i += 1) {
    const now = await offers();
    if (now > 0 && now === before) return;
    before = now;
    await page.waitForTimeout(2_000);
  }
}

for (const lang of ['da', 'en'] as const) {
  test(`a customer shares their name and contact details with one lender, ${lang}`, async ({ page }) => {
    const m = MESSAGES[lang];
    const withSupplier = (text: string, supplier: string) => text.replace('{supplier}', supplier);
    await page.setViewportSize({ width: 1280, height: 900 });
    const { rfqId } = await newCustomerWithRequest(page, lang, 'del');
    await answersSettled(page, rfqId);
    const [lead, ...others] = await leadsOf(page, rfqId);
    expect(lead.is_anonymous).toBe(true);
    const supplier = lead.supplier.name;

    await page.goto(`/rfqs/${rfqId}/leads/${lead.id}`);
    await expect(page.getByText(m['leadOverview.anonymous.title'])).toBeVisible();
    const open = page.getByRole('button', { name: withSupplier(m['leadOverview.share.open'], supplier) });
    await open.click();
    await page.getByRole('button', { name: m['leadOverview.share.cancel'] }).click();
    await open.click();
    const question = page.getByRole('group', { name: withSupplier(m['leadOverview.share.confirm'], supplier) });
    await expect(question).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await expectNoAxeViolations(page);
    }
    await screenshots(page, 'share', `question-${lang}`);

    const shared = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/share-details'));
    await question.getByRole('button', { name: m['leadOverview.share.yes'] }).click();
    expect((await shared).status()).toBe(200);
    await expect(page.getByText(withSupplier(m['leadOverview.shared'], supplier))).toBeVisible();
    await expect(page.getByText(m['leadOverview.anonymous.title'])).toHaveCount(0);
    await screenshots(page, 'share', `shared-${lang}`);

    const after = await leadsOf(page, rfqId);
    expect(after.find((l) => l.id === lead.id)?.is_anonymous).toBe(false);
    expect(after.filter((l) => others.some((o) => o.id === l.id)).every((l) => l.is_anonymous)).toBe(true);
  });
}
