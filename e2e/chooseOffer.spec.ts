// The end of the journey, in the built app: a new customer's request gets the demo lenders' offers; in the
// comparison the customer chooses one, sees the others marked, undoes, chooses again; the demo lender confirms
// and asks for documents; the customer uploads one straight into its checklist; the offer she turned down reads
// "Du valgte et andet tilbud" (never "Afslået", never "valid until") on its page and in her request's list. And an
// expired offer (the seed's Bølge Bank) is marked and cannot be chosen, not even by calling the API. Danish and
// English, each journey axe-checked at 375 and 1280 px. Screenshots go to e2e/artifacts/choice/.
import { expect, test, type Page } from '@playwright/test';
import { leaveCustomerInDanish, screenshots, signIn } from './dashboardSupport';
import { expectNoAxeViolations } from './axe';
import { newCustomerWithRequest, xsrfHeaders } from './newCustomer';

const LANGS = ['da', 'en'] as const;

const TEXT = {
  da: {
    listTitle: 'Vælg et tilbud',
    choose: 'Vælg dette tilbud',
    confirm: 'Ja, vælg dette tilbud',
    dialog: /^Vælg tilbuddet fra /,
    chosen: 'Du har valgt dette tilbud',
    notChosen: 'Du valgte et andet tilbud',
    validUntil: /Tilbuddet gælder til/,
    refused: /Afslået|kunne ikke give dig et tilbud|Du valgte en anden långiver/,
    leads: 'Bankernes svar',
    answerFrom: (supplier: string) => `Svar fra ${supplier}`,
    undo: 'Fortryd mit valg',
    confirmed: /har bekræftet dit valg/,
    documents: /^Se de dokumenter, .+ beder om$/,
    checklist: /^Dokumenter .+ beder om$/,
    payslips: 'Upload Lønsedler for de seneste 3 måneder',
    upload: 'Upload',
    uploaded: /Uploadet, venter på /,
    progress: /^1 af \d dokumenter sendt$/,
    expired: /^Udløbet .+: tilbuddet kan ikke længere vælges\.$/,
  },
  en: {
    listTitle: 'Choose an offer',
    choose: 'Choose this offer',
    confirm: 'Yes, choose this offer',
    dialog: /^Choose the offer from /,
    chosen: 'You chose this offer',
    notChosen: 'You chose another offer',
    validUntil: /The offer stands until/,
    refused: /Declined|could not make you an offer|You chose another lender/,
    leads: "The banks' answers",
    answerFrom: (supplier: string) => `Answer from ${supplier}`,
    undo: 'Undo my choice',
    confirmed: /has confirmed your choice/,
    documents: /^See the documents .+ asks for$/,
    checklist: /^Documents .+ asks for$/,
    payslips: 'Upload Payslips for the last 3 months',
    upload: 'Upload',
    uploaded: /Uploaded, waiting for /,
    progress: /^1 of \d documents sent$/,
    expired: /^Expired on .+: the offer can no longer be chosen\.$/,
  },
} as const;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

// The expired-offer tests switch the seeded customer's language; the specs after this one expect Danish.
leaveCustomerInDanish();

type ApiLead = { id: number; status: string; offer: { version: number } | null; supplier: { name: string } };

async function leadsOf(page: Page, rfqId: number): Promise<ApiLead[]> {
  const res = await page.request.get(`/api/customer/rfqs/${rfqId}`, { headers: { Accept: 'application/json' } });
  return ((await res.json()) as { leads: ApiLead[] }).leads;
}

/** axe-clean and no sideways scroll at 375 and 1280 px; then the screenshots of both. */
async function checkAtBothWidths(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await screenshots(page, 'choice', name);
}

for (const lang of LANGS) {
  test(`choose an offer, undo, choose again; the lender confirms and asks for documents, ${lang}`, async ({ page }) => {
    // Long: two choices, the lender's confirmation, an upload, and the turned-down offer's two pages, each axe-checked twice.
    test.setTimeout(300_000);
    const text = TEXT[lang];
    await page.setViewportSize({ width: 1280, height: 900 });
    const { rfqId } = await newCustomerWithRequest(page, lang, 'valg');
    // The demo lenders answer after LENDER_DELAY_MS (500 ms in the browser tests) through the job queue.
    await expect
      .poll(async () => (await leadsOf(page, rfqId)).filter((l) => l.offer).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
    const offered = (await leadsOf(page, rfqId)).filter((l) => l.offer);
    const [first, second] = offered;

    await page.goto(`/rfqs/${rfqId}/compare-offers/0,${first.id}`);
    const list = page.getByRole('region', { name: text.listTitle });
    const choiceOf = (lead: ApiLead) => list.getByTestId(`offer-choice-${lead.id}`);
    await expect(choiceOf(first).getByRole('button', { name: text.choose })).toBeVisible();

    await choiceOf(first).getByRole('button', { name: text.choose }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await expect(dialog).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await expectNoAxeViolations(page);
    }
    await screenshots(page, 'choice', `dialog-${lang}`);
    await dialog.getByRole('button', { name: text.confirm }).click();
    await expect(choiceOf(first)).toContainText(text.chosen);
    await expect(choiceOf(second)).toContainText(text.notChosen);
    await expect(choiceOf(second).getByRole('button', { name: text.choose })).toHaveCount(0);

    // Undo before the lender confirms: every offer can be chosen again. Then choose the second one.
    await choiceOf(first).getByRole('button', { name: text.undo }).click();
    await expect(choiceOf(second).getByRole('button', { name: text.choose })).toBeVisible();
    await expect(choiceOf(first)).not.toContainText(text.chosen);
    await choiceOf(second).getByRole('button', { name: text.choose }).click();
    await page.getByRole('dialog', { name: text.dialog }).getByRole('button', { name: text.confirm }).click();
    await expect(choiceOf(second)).toContainText(text.chosen);
    await expect(choiceOf(first)).toContainText(text.notChosen);
    await expect(choiceOf(first)).not.toContainText(text.validUntil);

    // The demo lender confirms after its delay; the page learns it in realtime, and the documents are next.
    await expect(choiceOf(second)).toContainText(text.confirmed, { timeout: 30_000 });
    await expect(choiceOf(second).getByRole('button', { name: text.undo })).toHaveCount(0);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await expectNoAxeViolations(page);
    }
    await screenshots(page, 'choice', `chosen-${lang}`);
    await choiceOf(second).getByRole('link', { name: text.documents }).click();

    const checklist = page.locator('section', { has: page.getByRole('heading', { name: text.checklist }) });
    await expect(checklist.getByRole('listitem').first()).toBeVisible();
    await checklist
      .getByLabel(text.payslips)
      .setInputFiles({ name: 'lønseddel.pdf', mimeType: 'application/pdf', buffer: PDF });
    await checklist.getByRole('listitem').first().getByRole('button', { name: text.upload, exact: true }).click();
    await expect(checklist.getByRole('listitem').first()).toContainText(text.uploaded);
    await expect(checklist.getByRole('status').filter({ hasText: text.progress })).toBeVisible();
    await checkAtBothWidths(page, `checklist-${lang}`);

    // The offer she turned down: its own words on its page and in the request's list, as history, not a refusal.
    await page.goto(`/rfqs/${rfqId}/leads/${first.id}`);
    const header = page.locator('.page-header', {
      has: page.getByRole('heading', { level: 1, name: text.answerFrom(first.supplier.name) }),
    });
    await expect(header.getByText(text.notChosen)).toBeVisible();
    await expect(page.getByTestId(`offer-choice-${first.id}`)).toContainText(text.notChosen);
    await expect(page.getByText(text.validUntil)).toHaveCount(0);
    await expect(page.getByText(text.refused)).toHaveCount(0);
    await checkAtBothWidths(page, `turned-down-lead-${lang}`);

    await page.goto('/rfqs/current');
    const card = page
      .getByRole('region', { name: text.leads })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: first.supplier.name }) });
    await expect(card.getByText(text.notChosen, { exact: true })).toBeVisible();
    await expect(card.getByText(text.refused)).toHaveCount(0);
    await checkAtBothWidths(page, `turned-down-list-${lang}`);
  });
}

for (const lang of LANGS) {
  test(`an expired offer is marked and cannot be chosen, ${lang}`, async ({ page }) => {
    const text = TEXT[lang];
    await signIn(page, lang);
    const me = (await (await page.request.get('/api/users/current/auth')).json()) as { id: number };
    const rfqs = (await (
      await page.request.get(`/api/customer/users/${me.id}/rfqs`, { headers: { Accept: 'application/json' } })
    ).json()) as { id: number; leads: (ApiLead & { offer: { expired: boolean; version: number } | null })[] }[];
    const rfq = rfqs[0];
    const expired = rfq.leads.find((l) => l.offer?.expired);
    expect(expired?.supplier.name).toBe('Bølge Bank');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(`/rfqs/${rfq.id}/leads/${expired!.id}`);
      const choice = page.getByTestId(`offer-choice-${expired!.id}`);
      await expect(choice.getByText(text.expired)).toBeVisible();
      await expect(choice.getByRole('button', { name: text.choose })).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
    const refused = await page.request.post(`/api/customer/leads/${expired!.id}/acceptance`, {
      data: { offer_version: expired!.offer!.version },
      headers: await xsrfHeaders(page, lang),
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { reason: string }).reason).toBe('offer_expired');
  });
}
