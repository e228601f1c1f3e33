// The agreement and the right of withdrawal, in the built app (issue 47): a new customer chooses a demo lender's
// offer, the lender confirms and asks for documents, she uploads every one, and the demo lender signs; the lead's
// page shows "Aftalen er underskrevet den …; du kan fortryde til og med …" with the days left; she withdraws after
// a confirmation, and the lender's own system, listening on its realtime channel (the example lender system with
// the lender's token), receives `lead.withdrawn`. Danish and English, axe-checked at 375 and 1280 px. Screenshots
// go to e2e/artifacts/agreement/.
import { expect, test, type Page } from '@playwright/test';
import { startLenderSystem, type LenderSystem } from '../examples/lenderSystem/lenderSystem';
import { supplierTokenThroughApi } from '../scripts/supplierToken';
import { demoLenders } from '../server/demoLenders/lenderList';
import { DEMO_PASSWORD } from '../server/seed/users';
import { expectNoAxeViolations } from './axe';
import { screenshots } from './dashboardSupport';
import { newCustomerWithRequest, xsrfHeaders } from './newCustomer';

const LANGS = ['da', 'en'] as const;

const TEXT = {
  da: {
    signed: /Aftalen er underskrevet den .+; du kan fortryde til og med .+\./,
    daysLeft: /\d+ dage tilbage|I dag er sidste dag/,
    withdraw: 'Fortryd aftalen',
    dialog: 'Fortryd aftalen?',
    confirm: 'Ja, fortryd aftalen',
    withdrawn: /Du har fortrudt aftalen den .+ har fået besked/,
  },
  en: {
    signed: /The agreement was signed on .+; you can withdraw up to and including .+\./,
    daysLeft: /\d+ days left|Today is the last day/,
    withdraw: 'Withdraw from the agreement',
    dialog: 'Withdraw from the agreement?',
    confirm: 'Yes, withdraw',
    withdrawn: /You withdrew from the agreement on .+ has been told/,
  },
} as const;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

type ApiLead = { id: number; offer: { version: number } | null; supplier: { name: string } };
type ChecklistItem = { id: number; status: string };

const json = { Accept: 'application/json' };

async function leadsOf(page: Page, rfqId: number): Promise<ApiLead[]> {
  const res = await page.request.get(`/api/customer/rfqs/${rfqId}`, { headers: json });
  return ((await res.json()) as { leads: ApiLead[] }).leads;
}

async function checklistOf(page: Page, leadId: number): Promise<ChecklistItem[]> {
  const res = await page.request.get(`/api/customer/leads/${leadId}/document-requests`, { headers: json });
  return (await res.json()) as ChecklistItem[];
}

async function checkAtBothWidths(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await screenshots(page, 'agreement', name);
}

let lender: LenderSystem | null = null;
test.afterEach(() => {
  lender?.stop();
  lender = null;
});

for (const lang of LANGS) {
  test(`the demo lender signs after the documents; the countdown; the customer withdraws and the lender hears it, ${lang}`, async ({
    page,
    baseURL,
  }) => {
    // Long: the demo lenders' answers, their confirmation (8 s), the uploads, the signing (8 s), axe twice thrice.
    test.setTimeout(240_000);
    const text = TEXT[lang];
    await page.setViewportSize({ width: 1280, height: 900 });
    const { rfqId } = await newCustomerWithRequest(page, lang, 'aftale');
    await expect
      .poll(async () => (await leadsOf(page, rfqId)).filter((l) => l.offer).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(1);
    const [chosen] = (await leadsOf(page, rfqId)).filter((l) => l.offer);
    const accepted = await page.request.post(`/api/customer/leads/${chosen.id}/acceptance`, {
      data: { offer_version: chosen.offer!.version },
      headers: await xsrfHeaders(page, lang),
    });
    expect(accepted.status()).toBe(200);

    // The demo lender confirms and asks for documents; the customer uploads every one.
    await expect.poll(async () => (await checklistOf(page, chosen.id)).length, { timeout: 45_000 }).toBeGreaterThan(0);
    for (const item of await checklistOf(page, chosen.id)) {
      const uploaded = await page.request.post(`/api/customer/document-requests/${item.id}/document`, {
        multipart: { file: { name: 'dokument.pdf', mimeType: 'application/pdf', buffer: PDF } },
        headers: await xsrfHeaders(page, lang),
      });
      expect(uploaded.status()).toBe(201);
    }

    // The lender's own system listens on its channel from here on, with the lender's token.
    const slug = demoLenders.find((l) => l.name === chosen.supplier.name)?.slug as string;
    const token = await supplierTokenThroughApi(baseURL!, { email: 'admin@example.dk', password: DEMO_PASSWORD }, slug);
    expect(token).not.toBeNull();
    const lines: string[] = [];
    lender = await startLenderSystem({
      baseUrl: baseURL!,
      token: token as string,
      documents: [],
      // The other lanes' tests choose this lender's offers too: their leads are not this test's to answer.
      handles: (leadId) => leadId === chosen.id,
      log: (line) => lines.push(line),
    });

    // The demo lender signs once it has every document; the page learns it in realtime.
    await page.goto(`/rfqs/${rfqId}/leads/${chosen.id}`);
    const agreement = page.getByTestId('agreement');
    await expect(agreement).toContainText(text.signed, { timeout: 45_000 });
    await expect(agreement).toContainText(text.daysLeft);
    await checkAtBothWidths(page, `countdown-${lang}`);

    await agreement.getByRole('button', { name: text.withdraw }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await expect(dialog).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await expectNoAxeViolations(page);
    }
    await screenshots(page, 'agreement', `dialog-${lang}`);
    await dialog.getByRole('button', { name: text.confirm }).click();
    await expect(agreement).toContainText(text.withdrawn);
    await expect(agreement.getByRole('button', { name: text.withdraw })).toHaveCount(0);
    await checkAtBothWidths(page, `withdrawn-${lang}`);

    // The lender's channel received it; a second withdrawal is refused.
    await expect
      .poll(() => lines.some((line) => line.startsWith(`lead ${chosen.id}: the customer withdrew`)), {
        timeout: 15_000,
      })
      .toBe(true);
    const again = await page.request.post(`/api/customer/leads/${chosen.id}/withdrawal`, {
      headers: await xsrfHeaders(page, lang),
    });
    expect(again.status()).toBe(409);
  });
}
