// Messages between a customer and the lender of a lead (spec §4): ownership both ways, paging with
// before/limit and has_more, read marks and the unread count, the body's limits, realtime on both channels, the
// customer's mail (one per unread batch) and the demo lender's reply to a first message.
import { supplierChannelName } from '../../../domain/realtimeEvents';
import { asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { LIMITS } from '../../../domain/limits';
import * as t from '../../../server/db/schema';
import { drainLenderQueue } from '../../../server/demoLenders/lenderEngine';
import { issueSupplierToken } from '../../../server/leads/supplierTokens';
import { BrowserSession } from '../../support/browserSession';
import { seededLeadsOf } from '../../support/seededLeads';
import { closeTestApp, createTestApp, resetThrottles, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let mette: BrowserSession;
let lars: BrowserSession;
let metteId: number;
/** Mette's seeded leads by lender slug. */
let leadOf: Record<string, number>;
let supplierIdOf: Record<string, number>;
let tokens: Record<string, string>;

function lender(app: FastifyInstance, token: string, opts: InjectOptions) {
  return app.inject({
    ...opts,
    headers: { accept: 'application/json', 'accept-language': 'en', authorization: `Bearer ${token}` },
  });
}

const messagesUrl = (leadId: number) => `/api/customer/leads/${leadId}/messages`;

async function outboxAfter(id: number) {
  return ctx.database.db.select().from(t.mailOutbox).where(gt(t.mailOutbox.id, id)).orderBy(asc(t.mailOutbox.id));
}

async function lastOutboxId(): Promise<number> {
  const rows = await ctx.database.db.select({ id: t.mailOutbox.id }).from(t.mailOutbox);
  return rows.reduce((max, r) => Math.max(max, r.id), 0);
}

beforeAll(async () => {
  ctx = await createTestApp();
  mette = new BrowserSession(ctx.app);
  lars = new BrowserSession(ctx.app, 'en');
  metteId = (await mette.login('kunde@example.dk')).id;
  await lars.login('kunde2@example.dk');
  ({ leadOf, supplierIdOf } = await seededLeadsOf(ctx.database.db, metteId));
  tokens = {
    oresund: (await issueSupplierToken(ctx.database.db, 'oresund-bank')) as string,
    kattegat: (await issueSupplierToken(ctx.database.db, 'kattegat-realkredit')) as string,
  };
}, 120_000);
afterAll(() => closeTestApp(ctx));
beforeEach(() => resetThrottles(ctx));
afterEach(() => jest.restoreAllMocks());

describe('ownership', () => {
  test('another customer’s lead answers 404 to every call, like a lead that does not exist', async () => {
    const lead = leadOf['oresund-bank'];
    for (const res of [
      await lars.get(messagesUrl(lead)),
      await lars.post(messagesUrl(lead), { body: 'Hej' }),
      await lars.post(`${messagesUrl(lead)}/read`),
      await mette.get(messagesUrl(2_000_000)),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBeTruthy();
    }
    const stored = await ctx.database.db.select().from(t.messages).where(eq(t.messages.body, 'Hej'));
    expect(stored).toHaveLength(0);
  });

  test('a guest gets 401; writing without the CSRF header is 419', async () => {
    const guest = await ctx.app.inject({ url: messagesUrl(leadOf['oresund-bank']) });
    expect(guest.statusCode).toBe(401);
    const noCsrf = await mette.post(messagesUrl(leadOf['oresund-bank']), { body: 'Hej' }, { csrf: false });
    expect(noCsrf.statusCode).toBe(419);
  });

  test('a lender reaches only its own leads: another lender’s lead is 404 both ways', async () => {
    const theirs = leadOf['oresund-bank'];
    const read = await lender(ctx.app, tokens.kattegat, { url: `/supplier-api/v1/leads/${theirs}/messages` });
    expect(read.statusCode).toBe(404);
    const write = await lender(ctx.app, tokens.kattegat, {
      method: 'POST',
      url: `/supplier-api/v1/leads/${theirs}/messages`,
      payload: { body: 'Not my lead' },
    });
    expect(write.statusCode).toBe(404);
    const noToken = await ctx.app.inject({ url: `/supplier-api/v1/leads/${theirs}/messages` });
    expect(noToken.statusCode).toBe(401);
    const own = await lender(ctx.app, tokens.oresund, { url: `/supplier-api/v1/leads/${theirs}/messages` });
    expect(own.statusCode).toBe(200);
  });
});

describe('writing and paging', () => {
  test('a customer’s message is stored and answered 201; the lender reads it through the supplier API', async () => {
    const lead = leadOf['boelge-bank'];
    const res = await mette.post(messagesUrl(lead), { body: 'Kan I sige noget om gebyrerne?' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      lead_id: lead,
      sender: 'customer',
      body: 'Kan I sige noget om gebyrerne?',
      read_at: null,
    });
    await drainLenderQueue(ctx.app);
    const token = (await issueSupplierToken(ctx.database.db, 'boelge-bank')) as string;
    const page = await lender(ctx.app, token, { url: `/supplier-api/v1/leads/${lead}/messages` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.map((m: { body: string }) => m.body)).toContain('Kan I sige noget om gebyrerne?');
  });

  test('pages run newest first with before/limit; each is oldest first and has_more says what is left', async () => {
    const lead = leadOf['kattegat-realkredit'];
    // A thread of 25 after the seeded one (the lender writes, so no demo reply joins in).
    for (let i = 1; i <= 25; i += 1) {
      const res = await lender(ctx.app, tokens.kattegat, {
        method: 'POST',
        url: `/supplier-api/v1/leads/${lead}/messages`,
        payload: { body: `Linje ${i}` },
      });
      expect(res.statusCode).toBe(201);
    }
    const first = (await mette.get(`${messagesUrl(lead)}?limit=10`)).json();
    expect(first.data.map((m: { body: string }) => m.body)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Linje ${16 + i}`),
    );
    expect(first.has_more).toBe(true);
    const second = (await mette.get(`${messagesUrl(lead)}?limit=10&before=${first.data[0].id}`)).json();
    expect(second.data.map((m: { body: string }) => m.body)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Linje ${6 + i}`),
    );
    expect(second.has_more).toBe(true);
    const third = (await mette.get(`${messagesUrl(lead)}?limit=10&before=${second.data[0].id}`)).json();
    // Lines 1-5 and the seeded greeting: the oldest page, nothing more before it.
    expect(third.data).toHaveLength(6);
    expect(third.data[5].body).toBe('Linje 5');
    expect(third.has_more).toBe(false);
    const ids = [...third.data, ...second.data, ...first.data].map((m: { id: number }) => m.id);
    expect(new Set(ids).size).toBe(26);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    // The default page is 20.
    expect((await mette.get(messagesUrl(lead))).json().data).toHaveLength(20);
  });

  test('a bad limit or before is a 422 keyed by the field', async () => {
    const lead = leadOf['kattegat-realkredit'];
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'before=0', 'before=-3']) {
      const res = await mette.get(`${messagesUrl(lead)}?${query}`);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)[0]).toBe(query.split('=')[0]);
    }
  });
});

describe('read marks', () => {
  test('reading marks the lender’s messages read up to now, and the lead’s unread count follows', async () => {
    const lead = leadOf['kattegat-realkredit'];
    const before = (await mette.get(`/api/customer/leads/${lead}`)).json();
    expect(before.messagesSummary.customer.unreadCount).toBeGreaterThanOrEqual(25);
    const res = await mette.post(`${messagesUrl(lead)}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ read: before.messagesSummary.customer.unreadCount, unread_count: 0 });
    const after = (await mette.get(`/api/customer/leads/${lead}`)).json();
    expect(after.messagesSummary.customer.unreadCount).toBe(0);
    const rfqs = (await mette.get(`/api/customer/users/${metteId}/rfqs`)).json();
    const listed = rfqs[0].leads.find((l: { id: number }) => l.id === lead);
    expect(listed.messagesSummary.customer.unreadCount).toBe(0);
    // Marking again marks nothing; a new lender message is unread again.
    expect((await mette.post(`${messagesUrl(lead)}/read`)).json()).toEqual({ read: 0, unread_count: 0 });
    await lender(ctx.app, tokens.kattegat, {
      method: 'POST',
      url: `/supplier-api/v1/leads/${lead}/messages`,
      payload: { body: 'En ny linje' },
    });
    const again = (await mette.get(`/api/customer/leads/${lead}`)).json();
    expect(again.messagesSummary.customer.unreadCount).toBe(1);
  });

  test('the customer’s own messages are never counted unread, and reading leaves them as they are', async () => {
    const lead = leadOf['boelge-bank'];
    await mette.post(`${messagesUrl(lead)}/read`);
    const page = (await mette.get(messagesUrl(lead))).json();
    const own = page.data.filter((m: { sender: string }) => m.sender === 'customer');
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((m: { read_at: string | null }) => m.read_at === null)).toBe(true);
    const lenders = page.data.filter((m: { sender: string }) => m.sender === 'supplier');
    expect(lenders.every((m: { read_at: string | null }) => m.read_at !== null)).toBe(true);
  });
});

describe('bad input', () => {
  test(`an empty, blank or ${LIMITS.messageBody + 1}+ character message is a translated 422 and nothing is saved`, async () => {
    const lead = leadOf['oresund-bank'];
    const count = async () =>
      (await ctx.database.db.select().from(t.messages).where(eq(t.messages.leadId, lead))).length;
    const start = await count();
    const cases: [unknown, string][] = [
      [{ body: '' }, 'Feltet skal udfyldes'],
      [{ body: '   \n ' }, 'Feltet skal udfyldes'],
      [{ body: 'x'.repeat(5000) }, '4.999 tegn'],
      [{ body: 'x'.repeat(20_000) }, '4.999 tegn'],
      [{}, 'Feltet skal udfyldes'],
    ];
    for (const [payload, text] of cases) {
      const res = await mette.post(messagesUrl(lead), payload as object);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.body[0]).toContain(text);
    }
    expect(await count()).toBe(start);
    // Exactly at the limit is fine.
    expect((await mette.post(messagesUrl(lead), { body: 'y'.repeat(LIMITS.messageBody) })).statusCode).toBe(201);
    await drainLenderQueue(ctx.app);
  });

  test('NUL characters and lone surrogates are refused with 4xx, never stored, on both sides', async () => {
    const lead = leadOf['oresund-bank'];
    for (const body of ['a\u0000b', '\ud800', 'x\udfffy']) {
      const res = await mette.post(messagesUrl(lead), { body });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.body).toHaveLength(1);
      const fromLender = await lender(ctx.app, tokens.oresund, {
        method: 'POST',
        url: `/supplier-api/v1/leads/${lead}/messages`,
        payload: { body },
      });
      expect(fromLender.statusCode).toBe(422);
    }
    for (const payload of [{ body: 42 }, { body: null }, [], 'text']) {
      const res = await mette.post(messagesUrl(lead), payload as object);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  test('an English customer gets the errors in English', async () => {
    const english = new BrowserSession(ctx.app, 'en');
    await english.login('kunde@example.dk');
    const res = await english.post(messagesUrl(leadOf['oresund-bank']), { body: ' ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.body[0]).toMatch(/required/i);
  });
});

describe('realtime, mail and the demo reply', () => {
  test('a customer’s message is published on the customer’s channel and the lender’s', async () => {
    const toUser = jest.spyOn(ctx.app.realtime, 'publishToUser').mockResolvedValue(true);
    const publish = jest.spyOn(ctx.app.realtime, 'publish').mockResolvedValue(true);
    const lead = leadOf['oresund-bank'];
    const res = await mette.post(messagesUrl(lead), { body: 'Endnu et spørgsmål' });
    const message = res.json();
    const [rfq] = await ctx.database.db.select().from(t.rfqs).where(eq(t.rfqs.userId, metteId));
    expect(toUser).toHaveBeenCalledWith(metteId, 'message.created', {
      rfqId: rfq.id,
      leadId: lead,
      messageId: message.id,
      sender: 'customer',
      supplierName: 'Øresund Bank A/S',
    });
    expect(publish).toHaveBeenCalledWith(supplierChannelName(supplierIdOf['oresund-bank']), 'message.created', {
      leadId: lead,
      messageId: message.id,
      sender: 'customer',
    });
    await drainLenderQueue(ctx.app);
  });

  test('the demo lender replies to a first message (after the delay), published and mailed with a link', async () => {
    const lead = leadOf['hedeland-andelskasse'] ?? leadOf['skovby-sparekasse'];
    const toUser = jest.spyOn(ctx.app.realtime, 'publishToUser').mockResolvedValue(true);
    // The seeded greeting read, so the reply opens a new unread batch and is mailed.
    await mette.post(`${messagesUrl(lead)}/read`);
    const mailFrom = await lastOutboxId();
    const res = await mette.post(messagesUrl(lead), { body: 'Hvornår kan I svare?' });
    expect(res.statusCode).toBe(201);
    await drainLenderQueue(ctx.app);
    const page = (await mette.get(messagesUrl(lead))).json();
    const last = page.data[page.data.length - 1];
    expect(last).toMatchObject({ sender: 'supplier', read_at: null });
    // The lead is anonymous: the lender does not know her name, and does not greet her by it.
    expect(last.body).toMatch(/^Hej, tak for din besked/);
    expect(toUser).toHaveBeenCalledWith(metteId, 'message.created', expect.objectContaining({ sender: 'supplier' }));
    const mails = await outboxAfter(mailFrom);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe('kunde@example.dk');
    expect(mails[0].text).toContain(`/messages/lead/${lead}`);
    // A second message from the customer gets no second automatic reply.
    await mette.post(messagesUrl(lead), { body: 'Tak!' });
    await drainLenderQueue(ctx.app);
    const after = (await mette.get(messagesUrl(lead))).json();
    expect(after.data[after.data.length - 1]).toMatchObject({ sender: 'customer', body: 'Tak!' });
  });

  test('a demo lender that declined the lead does not reply', async () => {
    const lead = leadOf['limfjord-kredit'];
    const res = await mette.post(messagesUrl(lead), { body: 'Hvorfor sagde I nej?' });
    expect(res.statusCode).toBe(201);
    await drainLenderQueue(ctx.app);
    const page = (await mette.get(messagesUrl(lead))).json();
    expect(page.data[page.data.length - 1]).toMatchObject({ sender: 'customer', body: 'Hvorfor sagde I nej?' });
  });

  test('a demo reply waits for the configured delay', async () => {
    const delayed = await createTestApp({ config: { lenderDelayMs: 60_000 } });
    try {
      const session = new BrowserSession(delayed.app);
      const id = (await session.login('kunde@example.dk')).id;
      const [row] = await delayed.database.db
        .select({ id: t.leads.id })
        .from(t.leads)
        .innerJoin(t.rfqs, eq(t.rfqs.id, t.leads.rfqId))
        .where(eq(t.rfqs.userId, id))
        .limit(1);
      await session.post(`/api/customer/leads/${row.id}/messages`, { body: 'Hej' });
      const page = (await session.get(`/api/customer/leads/${row.id}/messages`)).json();
      expect(page.data[page.data.length - 1]).toMatchObject({ sender: 'customer', body: 'Hej' });
    } finally {
      await closeTestApp(delayed);
    }
  }, 120_000);

  test('the customer is mailed once per unread batch of a lender’s messages', async () => {
    const lead = leadOf['oresund-bank'];
    await mette.post(`${messagesUrl(lead)}/read`);
    const mailFrom = await lastOutboxId();
    for (const body of ['Første', 'Anden', 'Tredje']) {
      await lender(ctx.app, tokens.oresund, {
        method: 'POST',
        url: `/supplier-api/v1/leads/${lead}/messages`,
        payload: { body },
      });
    }
    expect(await outboxAfter(mailFrom)).toHaveLength(1);
    await mette.post(`${messagesUrl(lead)}/read`);
    await lender(ctx.app, tokens.oresund, {
      method: 'POST',
      url: `/supplier-api/v1/leads/${lead}/messages`,
      payload: { body: 'Fjerde' },
    });
    const mails = await outboxAfter(mailFrom);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toContain('Øresund');
  });
});
