// Meetings end to end in the built app, in Danish and English: the seeded customer asks a demo lender
// for a meeting from the lead overview ("Bed om et møde"), and the demo lender's confirmation arrives on the open
// page without a reload (the e2e server runs with LENDER_DELAY_MS=500); the meeting's page offers the .ics file.
// No axe violations at 1280 and 375 px; screenshots go to e2e/artifacts/meetings/.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { LANGS, leaveCustomerInDanish, signIn } from './dashboardSupport';

leaveCustomerInDanish();

const T = {
  da: {
    ask: 'Bed om et møde',
    title: (supplier: string) => `Møder med ${supplier}`,
    time1: 'Tidspunkt 1',
    topic: 'Hvad vil du gerne tale om? (valgfrit)',
    video: 'Videomøde',
    send: 'Send anmodningen',
    booked: 'Aftalte møder',
    confirmed: 'Bekræftet',
    see: 'Se mødet med alle detaljer',
    meeting: (supplier: string) => `Møde med ${supplier}`,
    calendar: 'Føj til kalender (hent .ics-fil)',
    callLink: 'Bliv ringet op',
    phone: 'Dit telefonnummer',
    call: 'Ring mig op',
    badPhone: 'Indtast et gyldigt telefonnummer',
  },
  en: {
    ask: 'Ask for a meeting',
    title: (supplier: string) => `Meetings with ${supplier}`,
    time1: 'Time 1',
    topic: 'What would you like to talk about? (optional)',
    video: 'Video meeting',
    send: 'Send the request',
    booked: 'Booked meetings',
    confirmed: 'Confirmed',
    see: 'See the meeting with all details',
    meeting: (supplier: string) => `Meeting with ${supplier}`,
    calendar: 'Add to calendar (download .ics file)',
    callLink: 'Get a call',
    phone: 'Your phone number',
    call: 'Call me',
    badPhone: 'Enter a valid phone number',
  },
} as const;

type LeadSummary = {
  id: number;
  status: string;
  rfq_id: number;
  supplier: { name: string };
  pendingMeetingRequests: unknown[];
};

const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `e2e/artifacts/meetings/${name}-${width}.png`, fullPage: true });

async function realtimeReady(page: Page) {
  await page.waitForFunction(() => window.__laanetorvet?.realtime === 'subscribed');
}

/** A demo lender's lead of the seeded customer that can be asked: not declined, no request waiting. */
async function askableLead(page: Page): Promise<LeadSummary> {
  const me = (await (await page.request.get('/api/users/current/auth')).json()) as { id: number };
  const rfqs = (await (await page.request.get(`/api/customer/users/${me.id}/rfqs`)).json()) as {
    closed_at: string | null;
    leads: LeadSummary[];
  }[];
  const lead = rfqs
    .filter((r) => r.closed_at === null)
    .flatMap((r) => r.leads)
    // Kattegat Realkredit's lead stays anonymous for offers.spec.ts, which runs on the same server.
    .filter((l) => l.supplier.name !== 'Kattegat Realkredit')
    .reverse()
    .find((l) => l.status !== 'lost' && l.pendingMeetingRequests.length === 0);
  if (!lead) throw new Error('no lead of the seeded customer can be asked for a meeting: restart the e2e server');
  return lead;
}

for (const lang of LANGS) {
  test(`the customer asks for a meeting and sees the demo confirmation without a reload (${lang})`, async ({
    page,
  }) => {
    const t = T[lang];
    await signIn(page, lang);
    const lead = await askableLead(page);
    const supplier = lead.supplier.name;

    await page.goto(`/rfqs/${lead.rfq_id}/leads/${lead.id}`);
    await page.getByRole('link', { name: t.ask }).click();
    await expect(page).toHaveURL(new RegExp(`/rfqs/${lead.rfq_id}/leads/${lead.id}/meetings$`));
    await expect(page.getByRole('heading', { level: 1, name: t.title(supplier) })).toBeVisible();
    await realtimeReady(page);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
    });
    await expectNoAxeViolations(page);
    await shot(page, `request-${lang}`, 1280);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoAxeViolations(page);
    await shot(page, `request-${lang}`, 375);

    // The call form rejects a number that is not Danish before sending.
    const callCard = page.locator('section', { has: page.getByRole('heading', { name: t.callLink }) });
    if (await callCard.getByLabel(t.phone).isVisible()) {
      await callCard.getByLabel(t.phone).fill('+46 70 123 45 67');
      await callCard.getByRole('button', { name: t.call }).click();
      await expect(callCard.getByRole('alert').filter({ hasText: t.badPhone })).toBeVisible();
    }

    // The first proposal is prefilled with the next business day at 10:00.
    await expect(page.getByLabel(t.time1)).not.toHaveValue('');
    await page.getByRole('radio', { name: t.video }).check();
    const topic = `e2e ${lang} ${Date.now()}: fastrente eller F5?`;
    await page.getByLabel(t.topic).fill(topic);
    await page.getByRole('button', { name: t.send }).click();

    // The demo lender confirms after its delay; the page shows the meeting by itself.
    const booked = page.locator('section', { has: page.getByRole('heading', { name: t.booked }) });
    const item = booked.getByRole('listitem').filter({ hasText: topic });
    await expect(item).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)).toBe(
      true,
    );
    await expect(page.getByRole('listitem').filter({ hasText: topic }).filter({ hasText: t.confirmed })).toBeVisible();

    await item.getByRole('link', { name: t.see }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.meeting(supplier) })).toBeVisible();
    await expect(page.getByText(topic)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.calendar }).click();
    expect((await download).suggestedFilename()).toMatch(/^meeting-\d+\.ics$/);
    await expectNoAxeViolations(page);
    await shot(page, `meeting-${lang}`, 375);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);
    await shot(page, `meeting-${lang}`, 1280);
  });
}
