// Choosing an offer: ownership, the version the customer saw, exactly one choice per request under parallel
// requests, undo until the lender acknowledges, expiry and renewal, the lenders' events and list, the demo lender's
// acknowledgement with its message, and the customer's one mail. Demo lenders wait a minute here, so a choice
// stays unacknowledged until a test makes the acknowledgement due.
import { supplierChannelName } from '../../../domain/realtimeEvents';
import { eq, gt, isNull, sql } from 'drizzle-orm';
import { usualDocuments } from '../../../domain/documentRequests';
import { CHOSE_ANOTHER_LENDER } from '../../../domain/offerValidity';
import * as t from '../../../server/db/schema';
import { BrowserSession } from '../../support/browserSession';
import { openSeededRequest, type SeededRequest } from '../../support/seededRequest';
import { waitUntil } from '../jobs/waitUntil';
import { closeTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let mette: BrowserSession;
let lars: BrowserSession;
let metteId: number;
let rfqId: number;
let leadOf: Record<string, number>;
let supplierIdOf: Record<string, number>;
let lender: SeededRequest['lender'];
let versionOf: SeededRequest['versionOf'];
let reset: SeededRequest['reset'];

const url = (leadId: number) => `/api/customer/leads/${leadId}/acceptance`;
const del = (session: BrowserSession, leadId: number) => session.request({ url: url(leadId), method: 'DELETE' });

async function statuses(): Promise<Record<string, string>> {
  const rows = await ctx.database.db
    .select({ id: t.leads.id, status: t.leads.status })
    .from(t.leads)
    .innerJoin(t.rfqs, eq(t.rfqs.id, t.leads.rfqId))
    .where(eq(t.rfqs.userId, metteId));
  const slugOf = Object.fromEntries(Object.entries(leadOf).map(([slug, id]) => [id, slug]));
  return Object.fromEntries(rows.map((r) => [slugOf[r.id], r.status]));
}

async function openJobs(): Promise<number> {
  const rows = await ctx.database.db.select({ id: t.jobs.id }).from(t.jobs).where(isNull(t.jobs.doneAt));
  return rows.length;
}

async function lastOutboxId(): Promise<number> {
  const rows = await ctx.database.db.select({ id: t.mailOutbox.id }).from(t.mailOutbox);
  return rows.reduce((max, r) => Math.max(max, r.id), 0);
}

beforeAll(async () => {
  const seeded = await openSeededRequest();
  ({ ctx, mette, metteId, rfqId, leadOf, supplierIdOf, lender, versionOf, reset } = seeded);
  lars = new BrowserSession(ctx.app, 'en');
  await lars.login('kunde2@example.dk');
}, 120_000);
afterAll(() => closeTestApp(ctx));
beforeEach(() => reset());
afterEach(() => jest.restoreAllMocks());

describe('who may choose', () => {
  test('another customer’s lead answers 404 to a choice and an undo; without a session 401', async () => {
    const lead = leadOf['oresund-bank'];
    const version = await versionOf(lead);
    expect((await lars.post(url(lead), { offer_version: version })).statusCode).toBe(404);
    expect((await del(lars, lead)).statusCode).toBe(404);
    const anonymous = new BrowserSession(ctx.app);
    expect((await anonymous.post(url(lead), { offer_version: version })).statusCode).toBe(401);
    expect((await statuses())['oresund-bank']).toBe('open');
  });

  test('a body without the version answers 422 keyed by the field', async () => {
    const res = await mette.post(url(leadOf['oresund-bank']), {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain('offer_version');
  });
});

describe('choosing and undoing', () => {
  test('the lead is won with the version seen, the others lost; the lenders are told; undo reopens them', async () => {
    const publish = jest.spyOn(ctx.app.realtime, 'publish').mockResolvedValue(true);
    const lead = leadOf['oresund-bank'];
    const version = await versionOf(lead);
    const res = await mette.post(url(lead), { offer_version: version });
    expect(res.statusCode).toBe(200);
    // Choosing shares the customer's details with the chosen lender, and only with it.
    expect(res.json()).toMatchObject({ id: lead, status: 'won', acknowledged_at: null, is_anonymous: false });
    expect(res.json().won_at).toEqual(expect.any(String));
    const after = await statuses();
    expect(after).toMatchObject({
      'oresund-bank': 'won',
      'kattegat-realkredit': 'lost',
      'skovby-sparekasse': 'lost',
      'limfjord-kredit': 'lost',
    });
    const anonymity = await ctx.database.db
      .select({ id: t.leads.id, isAnonymous: t.leads.isAnonymous })
      .from(t.leads)
      .where(eq(t.leads.rfqId, rfqId));
    expect(anonymity.filter((l) => !l.isAnonymous).map((l) => l.id)).toEqual([lead]);
    const [kattegat] = await ctx.database.db
      .select()
      .from(t.leads)
      .where(eq(t.leads.id, leadOf['kattegat-realkredit']));
    expect(kattegat.lostReason).toBe(CHOSE_ANOTHER_LENDER);
    const [won] = await ctx.database.db.select().from(t.leads).where(eq(t.leads.id, lead));
    expect(won.wonOfferVersion).toBe(version);

    expect(publish).toHaveBeenCalledWith(
      supplierChannelName(supplierIdOf['oresund-bank']),
      'lead.won',
      expect.objectContaining({ leadId: lead, offerVersion: version }),
    );
    expect(publish).toHaveBeenCalledWith(supplierChannelName(supplierIdOf['kattegat-realkredit']), 'lead.lost', {
      leadId: leadOf['kattegat-realkredit'],
      reason: CHOSE_ANOTHER_LENDER,
    });
    // Limfjord had declined before: it was not lost to the choice and hears nothing.
    expect(publish).not.toHaveBeenCalledWith(
      supplierChannelName(supplierIdOf['limfjord-kredit']),
      'lead.lost',
      expect.anything(),
    );

    const wonList = await lender('oresund-bank', { url: '/supplier-api/v1/leads?status=won' });
    expect(wonList.json().data.map((l: { id: number }) => l.id)).toEqual([lead]);
    expect(wonList.json().data[0]).toMatchObject({ status: 'won', won_offer_version: version, acknowledged_at: null });

    const undo = await del(mette, lead);
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ status: 'open', won_at: null });
    expect(await statuses()).toMatchObject({
      'oresund-bank': 'open',
      'kattegat-realkredit': 'open',
      'skovby-sparekasse': 'open',
      'limfjord-kredit': 'lost',
    });
    expect(publish).toHaveBeenCalledWith(supplierChannelName(supplierIdOf['kattegat-realkredit']), 'lead.reopened', {
      leadId: leadOf['kattegat-realkredit'],
    });

    // Choosing again, another lender this time.
    const again = await mette.post(url(leadOf['kattegat-realkredit']), {
      offer_version: await versionOf(leadOf['kattegat-realkredit']),
    });
    expect(again.statusCode).toBe(200);
    expect((await statuses())['oresund-bank']).toBe('lost');
  });

  test('a second choice on the request answers 409 already_chosen; an undo of nothing 409 not_chosen', async () => {
    await mette.post(url(leadOf['oresund-bank']), { offer_version: await versionOf(leadOf['oresund-bank']) });
    const second = await mette.post(url(leadOf['kattegat-realkredit']), {
      offer_version: await versionOf(leadOf['kattegat-realkredit']),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().reason).toBe('already_chosen');
    const nothing = await del(mette, leadOf['kattegat-realkredit']);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().reason).toBe('not_chosen');
  });

  test('a lead without an offer cannot be chosen (409 no_offer)', async () => {
    const res = await mette.post(url(leadOf['skovby-sparekasse']), { offer_version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().reason).toBe('no_offer');
  });

  test('an offer revised since the page loaded answers 409 with the offer as it is now', async () => {
    const lead = leadOf['oresund-bank'];
    const seen = await versionOf(lead);
    await ctx.database.db
      .update(t.offers)
      .set({ version: seen + 1 })
      .where(eq(t.offers.leadId, lead));
    const res = await mette.post(url(lead), { offer_version: seen });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'offer_changed', offer: { version: seen + 1 } });
    expect(res.json().message).toMatch(/ændret/);
    expect((await statuses())['oresund-bank']).toBe('open');
  });

  test('parallel choices (two tabs, a double click, several lenders at once) give exactly one won lead', async () => {
    const candidates = ['oresund-bank', 'kattegat-realkredit', 'boelge-bank', 'hedeland-andelskasse'].filter(
      (slug) => leadOf[slug],
    );
    const tries = await Promise.all(
      candidates
        .flatMap((slug) => [slug, slug])
        .map(async (slug) => mette.post(url(leadOf[slug]), { offer_version: await versionOf(leadOf[slug]) })),
    );
    const codes = tries.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(tries.length - 1);
    const won = Object.values(await statuses()).filter((s) => s === 'won');
    expect(won).toHaveLength(1);
  });
});

describe('the lender acknowledges', () => {
  test('after the acknowledgement the customer cannot undo by themselves (409 acknowledged)', async () => {
    const lead = leadOf['oresund-bank'];
    const notWon = await lender('oresund-bank', {
      url: `/supplier-api/v1/leads/${lead}/acknowledgement`,
      method: 'POST',
    });
    expect(notWon.statusCode).toBe(409);
    await mette.post(url(lead), { offer_version: await versionOf(lead) });
    for (let i = 0; i < 2; i += 1) {
      const ack = await lender('oresund-bank', {
        url: `/supplier-api/v1/leads/${lead}/acknowledgement`,
        method: 'POST',
      });
      expect(ack.statusCode).toBe(200);
      expect(ack.json().acknowledged_at).toEqual(expect.any(String));
    }
    const undo = await del(mette, lead);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().reason).toBe('acknowledged');
  });

  test('another lender’s lead answers 404 to the acknowledgement', async () => {
    const res = await lender('oresund-bank', {
      url: `/supplier-api/v1/leads/${leadOf['kattegat-realkredit']}/acknowledgement`,
      method: 'POST',
    });
    expect(res.statusCode).toBe(404);
  });

  test('a demo lender acknowledges when its delay is up and writes the next steps; one mail in Danish', async () => {
    const before = await lastOutboxId();
    const lead = leadOf['kattegat-realkredit'];
    await mette.post(url(lead), { offer_version: await versionOf(lead) });
    // The demo lender's minute is up: its job is due, and this process's worker turn runs it (and the mail).
    await ctx.database.db.execute(sql`update jobs set run_at = now() where done_at is null`);
    while ((await ctx.app.jobs.runDueJobs()) > 0);
    await waitUntil(async () => (await openJobs()) === 0);
    const [row] = await ctx.database.db.select().from(t.leads).where(eq(t.leads.id, lead));
    expect(row.acknowledgedAt).not.toBeNull();
    const messages = await ctx.database.db.select().from(t.messages).where(eq(t.messages.leadId, lead));
    expect(messages.some((m) => m.sender === 'supplier' && /tak fordi du valgte vores tilbud/i.test(m.body))).toBe(
      true,
    );
    const mails = (await ctx.database.db.select().from(t.mailOutbox).where(gt(t.mailOutbox.id, before))).filter((m) =>
      m.subject.startsWith('Du har valgt tilbuddet'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(/Kattegat Realkredit skal som regel bruge[\s\S]*Lønsedler for de seneste 3 måneder/);
    expect((await del(mette, lead)).json().reason).toBe('acknowledged');
    // The demo lender asks for what the request's purpose usually needs, on the customer's checklist.
    const [rfq] = await ctx.database.db.select().from(t.rfqs).where(eq(t.rfqs.id, rfqId));
    const asked = await mette.get(`/api/customer/leads/${lead}/document-requests`);
    expect(asked.json().map((r: { type: string; status: string }) => [r.type, r.status])).toEqual(
      usualDocuments(rfq.purpose).map((type) => [type, 'requested']),
    );
  });
});

describe('offers expire', () => {
  test('an expired offer answers 409 offer_expired, is marked, and the lender can renew it', async () => {
    const lead = leadOf['oresund-bank'];
    await ctx.database.db
      .update(t.offers)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(t.offers.leadId, lead));
    const shown = await mette.get(`/api/customer/leads/${lead}`);
    expect(shown.json().offer).toMatchObject({ expired: true });
    const res = await mette.post(url(lead), { offer_version: await versionOf(lead) });
    expect(res.statusCode).toBe(409);
    expect(res.json().reason).toBe('offer_expired');

    const renewal = (validUntil: string) =>
      lender('oresund-bank', {
        url: `/supplier-api/v1/leads/${lead}/offer/renewal`,
        method: 'POST',
        payload: { valid_until: validUntil },
      });
    const past = await renewal(new Date(Date.now() - 1000).toISOString());
    expect(past.statusCode).toBe(422);
    expect(Object.keys(past.json().errors)).toEqual(['valid_until']);
    const renewed = await renewal(new Date(Date.now() + 7 * 86_400_000).toISOString());
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().offer).toMatchObject({ expired: false });
    expect((await mette.post(url(lead), { offer_version: await versionOf(lead) })).statusCode).toBe(200);
  });

  test('undoing reopens the other leads except those whose offers expired meanwhile', async () => {
    const lead = leadOf['oresund-bank'];
    await mette.post(url(lead), { offer_version: await versionOf(lead) });
    await ctx.database.db
      .update(t.offers)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(t.offers.leadId, leadOf['kattegat-realkredit']));
    expect((await del(mette, lead)).statusCode).toBe(200);
    expect(await statuses()).toMatchObject({ 'kattegat-realkredit': 'lost', 'skovby-sparekasse': 'open' });
  });

  test('a new offer through the supplier API needs valid_until; a revision may keep the earlier one', async () => {
    const lead = leadOf['skovby-sparekasse'];
    const body = {
      products: [
        {
          product_type: 'loan',
          product_sub_type: 'car_loan',
          amount: 150000,
          interest_rate: 6,
          term_months: 60,
          representative_example: { rate_type: 'fixed', total_payable: 173_995.21 },
          early_repayment_fee_percent: 1,
        },
      ],
    };
    const offer = (payload: object) =>
      lender('skovby-sparekasse', { url: `/supplier-api/v1/leads/${lead}/offer`, method: 'POST', payload });
    const missing = await offer(body);
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['valid_until']);
    const made = await offer({ ...body, valid_until: new Date(Date.now() + 14 * 86_400_000).toISOString() });
    expect(made.statusCode).toBe(201);
    expect(made.json().offer.version).toBe(1);
    const revised = await offer({ ...body, comment: 'Bedre rente' });
    expect(revised.statusCode).toBe(200);
    expect(revised.json().offer).toMatchObject({ version: 2, valid_until: made.json().offer.valid_until });
    await ctx.database.db.delete(t.offers).where(eq(t.offers.leadId, lead));
  });
});
