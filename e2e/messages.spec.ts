// Messages end to end in the built app, in Danish and English: the seeded customer writes to a lender
// from the lead overview ("Skriv en besked") or from /messages, and the demo lender's reply arrives in the open
// thread without a reload (the e2e server runs with LENDER_DELAY_MS=500). No axe violations at 1280 and 375 px;
// screenshots of the list and the thread at both widths go to e2e/artifacts/messages/.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { LANGS, leaveCustomerInDanish, signIn } from './dashboardSupport';

leaveCustomerInDanish();

const T = {
  da: {
    list: 'Beskeder',
    writeFromLead: 'Skriv en besked',
    compose: (supplier: string) => `Skriv til ${supplier}`,
    send: 'Send besked',
    // By name once the lead is known to the lender (a meeting asked for), without it while anonymous.
    reply: /Hej( Mette)?, tak for din besked/,
    required: 'Skriv en besked, før du sender',
    thread: (supplier: string) => `Samtale med ${supplier}`,
  },
  en: {
    list: 'Messages',
    writeFromLead: 'Write a message',
    compose: (supplier: string) => `Write to ${supplier}`,
    send: 'Send message',
    reply: /Hi( Mette)?, thank you for your message/,
    required: 'Write a message before you send it',
    thread: (supplier: string) => `Conversation with ${supplier}`,
  },
} as const;

type LeadSummary = {
  id: number;
  status: string;
  rfq_id: number;
  supplier: { name: string };
  messages: { sender: string }[];
};

const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `e2e/artifacts/messages/${name}-${width}.png`, fullPage: true });

async function realtimeReady(page: Page) {
  await page.waitForFunction(() => window.__laanetorvet?.realtime === 'subscribed');
}

/**
 * A lead of the seeded customer she has not written to yet: the demo lender replies to a first message only (and
 * not on a lead it declined), and
 * the e2e server is shared by every spec (and kept between runs), so the spec finds one instead of naming one.
 */
async function leadNotWrittenTo(page: Page): Promise<LeadSummary> {
  const me = (await (await page.request.get('/api/users/current/auth')).json()) as { id: number };
  const rfqs = (await (await page.request.get(`/api/customer/users/${me.id}/rfqs`)).json()) as {
    leads: LeadSummary[];
  }[];
  const lead = rfqs
    .flatMap((r) => r.leads)
    .find((l) => l.status !== 'lost' && !l.messages.some((m) => m.sender === 'customer'));
  if (!lead) throw new Error('every seeded lead has a message from the customer: restart the e2e server');
  return lead;
}

for (const lang of LANGS) {
  test(`the customer writes to a lender and the demo reply arrives without a reload (${lang})`, async ({ page }) => {
    // Six axe scans and two widths on a shared, busy machine.
    test.setTimeout(180_000);
    const t = T[lang];
    await signIn(page, lang);
    const lead = await leadNotWrittenTo(page);
    const supplier = lead.supplier.name;

    if (lang === 'da') {
      // From the lead overview's action.
      await page.goto(`/rfqs/${lead.rfq_id}/leads/${lead.id}`);
      await page.getByRole('link', { name: t.writeFromLead }).click();
      await expect(page).toHaveURL(new RegExp(`/rfqs/${lead.rfq_id}/leads/${lead.id}/messages$`));
    } else {
      // From the list of conversations.
      await page
        .getByRole('navigation')
        .first()
        .getByRole('link', { name: new RegExp(`^${t.list}`) })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: t.list })).toBeVisible();
      await page.getByRole('link', { name: supplier, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/messages/lead/${lead.id}$`));
    }
    await expect(page.getByRole('heading', { level: 1, name: t.thread(supplier) })).toBeVisible();
    await realtimeReady(page);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
    });

    const box = page.getByRole('textbox', { name: t.compose(supplier) });
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.required })).toBeVisible();

    const text = `e2e ${lang} ${Date.now()}: kan I sige noget om gebyrerne?`;
    await box.fill(text);
    await page.getByRole('button', { name: t.send }).click();
    const log = page.getByRole('log');
    await expect(log.getByText(text)).toBeVisible();
    await expect(box).toHaveValue('');
    // The demo lender answers after its delay; the page shows it by itself.
    await expect(log.getByText(t.reply)).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)).toBe(
      true,
    );

    await expectNoAxeViolations(page);
    await shot(page, `thread-${lang}`, 1280);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(log.getByText(t.reply)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `thread-${lang}`, 375);

    // The list: this conversation is the newest.
    await page.goto('/messages');
    await expect(page.getByRole('heading', { level: 1, name: t.list })).toBeVisible();
    await expect(page.locator('.conversation').first().getByRole('link', { name: supplier })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `list-${lang}`, 375);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);
    await shot(page, `list-${lang}`, 1280);
  });
}
