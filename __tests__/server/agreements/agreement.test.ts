// The signed credit agreement and the withdrawal from it (issue 47): who may sign which lead (the chosen one, not a
// lost one, not on a closed request, only its own lender's), the customer told, the withdrawal within the period
// and not after it (409), only by the lead's own customer, sent to the lender as a message and `lead.withdrawn`,
// the reminder three days before the end, and the demo lender signing once it has the documents.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { supplierChannelName } from '../../../domain/realtimeEvents';
import { withdrawalEndsOn, withdrawalReminderOn } from '../../../domain/withdrawalPeriod';
import * as t from '../../../server/db/schema';
import { danishDay, withdrawFromAgreement } from '../../../server/agreements/agreementService';
import { signAsDemoLender } from '../../../server/agreements/demoSigning';
import { ACCEPTANCE_JOBS } from '../../../server/acceptance/acceptanceJobs';
import { sendWithdrawalReminders } from '../../../server/agreements/withdrawalReminders';
import type { Mailer } from '../../../server/mail/mailer';
import { waitUntil } from '../jobs/waitUntil';
import { BrowserSession } from '../../support/browserSession';
import { openSeededRequest, type SeededRequest } from '../../support/seededRequest';
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

const agreementUrl = (leadId: number) => `/supplier-api/v1/leads/${leadId}/agreement`;
const withdrawalUrl = (leadId: number) => `/api/customer/leads/${leadId}/withdrawal`;
const sign = (slug: string, leadId: number, signedOn: string) =>
  lender(slug, { method: 'POST', url: agreementUrl(leadId), payload: { signed_on: signedOn } });
const today = () => danishDay(new Date());
const daysAgo = (days: number) => danishDay(new Date(Date.now() - days * 86_400_000));

async function choose(slug: string) {
  const lead = leadOf[slug];
  const res = await mette.post(`/api/customer/leads/${lead}/acceptance`, { offer_version: await versionOf(lead) });
  expect(res.statusCode).toBe(200);
  // The choice's own mail is a job that may still be running after the answer (on PostgreSQL it often is): a test
  // counting the mails of what follows starts after it.
  await waitUntil(async () => {
    const open = await ctx.database.db
      .select({ id: t.jobs.id })
      .from(t.jobs)
      .where(and(eq(t.jobs.kind, ACCEPTANCE_JOBS.mail), isNull(t.jobs.doneAt)));
    return open.length === 0;
  });
  return lead;
}

async function lastOutboxId(): Promise<number> {
  const rows = await ctx.database.db.select({ id: t.mailOutbox.id }).from(t.mailOutbox);
  return rows.reduce((max, r) => Math.max(max, r.id), 0);
}

async function mailsSince(id: number) {
  const rows = await ctx.database.db.select().from(t.mailOutbox);
  return rows.filter((r) => r.id > id);
}

beforeAll(async () => {
  ({ ctx, mette, metteId, rfqId, leadOf, supplierIdOf, lender, versionOf, reset } = await openSeededRequest());
  lars = new BrowserSession(ctx.app, 'en');
  await lars.login('kunde2@example.dk');
}, 120_000);
afterAll(() => closeTestApp(ctx));
beforeEach(async () => {
  await reset();
  await ctx.database.db
    .update(t.leads)
    .set({ agreementSignedOn: null, agreementRecordedAt: null, withdrawnAt: null, withdrawalReminderAt: null })
    .where(eq(t.leads.rfqId, rfqId));
});
afterEach(() => jest.restoreAllMocks());

describe('who may report the signed agreement', () => {
  test('an open lead, not chosen, answers 409; so does a lead lost to another choice', async () => {
    expect((await sign('oresund-bank', leadOf['oresund-bank'], today())).statusCode).toBe(409);
    await choose('oresund-bank');
    const lost = await sign('kattegat-realkredit', leadOf['kattegat-realkredit'], today());
    expect(lost.statusCode).toBe(409);
    expect(lost.json().message).toBe('The customer has not chosen your offer.');
  });

  test('a chosen lead on a closed (aborted) request answers 409 rfq_closed', async () => {
    await choose('oresund-bank');
    await ctx.database.db.update(t.rfqs).set({ closedAt: new Date() }).where(eq(t.rfqs.id, rfqId));
    const res = await sign('oresund-bank', leadOf['oresund-bank'], today());
    expect([res.statusCode, res.json().code]).toEqual([409, 'rfq_closed']);
  });

  test("another lender's lead answers 404, like one that does not exist; without a token 401", async () => {
    await choose('oresund-bank');
    expect((await sign('kattegat-realkredit', leadOf['oresund-bank'], today())).statusCode).toBe(404);
    expect((await sign('oresund-bank', 2_000_000, today())).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: agreementUrl(leadOf['oresund-bank']),
      payload: { signed_on: today() },
    });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(t.leads).where(eq(t.leads.id, leadOf['oresund-bank']));
    expect(row.agreementSignedOn).toBeNull();
  });

  test('a day in the future, before the choice, or not a date answers 422 at signed_on', async () => {
    const lead = await choose('oresund-bank');
    const tomorrow = danishDay(new Date(Date.now() + 86_400_000));
    for (const [day, message] of [
      [tomorrow, 'The signing date cannot be in the future'],
      [daysAgo(3), 'The agreement cannot have been signed before the customer chose the offer'],
    ]) {
      const res = await sign('oresund-bank', lead, day);
      expect([res.statusCode, res.json().errors]).toEqual([422, { signed_on: [message] }]);
    }
    for (const day of ['23-11-2026', '2026-13-01', '']) {
      const res = await sign('oresund-bank', lead, day);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['signed_on']);
    }
  });
});

describe('signing', () => {
  test('the lead carries the agreement and its period; the customer is told at once and by mail', async () => {
    const publish = jest.spyOn(ctx.app.realtime, 'publishToUser').mockResolvedValue(true);
    const lead = await choose('oresund-bank');
    const before = await lastOutboxId();
    const res = await sign('oresund-bank', lead, today());
    expect(res.statusCode).toBe(200);
    expect(res.json().agreement).toEqual({
      signed_on: today(),
      withdrawal_ends_on: withdrawalEndsOn(today()),
      withdrawn_at: null,
    });
    // Signing acknowledges the choice: the customer withdraws from the agreement now, she cannot undo the choice.
    expect(res.json().acknowledged_at).toEqual(expect.any(String));
    expect(publish).toHaveBeenCalledWith(metteId, 'lead.updated', { rfqId, leadId: lead });
    const customer = await mette.get(`/api/customer/rfqs/${rfqId}`);
    const seen = customer.json().leads.find((l: { id: number }) => l.id === lead);
    expect(seen.agreement).toEqual(res.json().agreement);
    const mails = await mailsSince(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/aftale med Øresund Bank/);
    // The same day again changes nothing and mails nothing.
    expect((await sign('oresund-bank', lead, today())).statusCode).toBe(200);
    expect(await mailsSince(before)).toHaveLength(1);
  });
});

describe('withdrawing', () => {
  test('the customer withdraws: a message and lead.withdrawn on the lender channel, a receipt by mail', async () => {
    const lead = await choose('oresund-bank');
    await sign('oresund-bank', lead, today());
    const publish = jest.spyOn(ctx.app.realtime, 'publish').mockResolvedValue(true);
    const before = await lastOutboxId();
    const res = await mette.post(withdrawalUrl(lead), {});
    expect(res.statusCode).toBe(200);
    expect(res.json().agreement.withdrawn_at).toEqual(expect.any(String));
    const channel = supplierChannelName(supplierIdOf['oresund-bank']);
    const [message] = await ctx.database.db
      .select()
      .from(t.messages)
      .where(eq(t.messages.leadId, lead))
      .orderBy(desc(t.messages.id))
      .limit(1);
    expect(message).toMatchObject({ sender: 'customer' });
    expect(message.body).toMatch(/fortryder kreditaftalen med Øresund Bank.*kreditaftalelovens § 19/);
    expect(publish).toHaveBeenCalledWith(channel, 'lead.withdrawn', {
      leadId: lead,
      withdrawnAt: res.json().agreement.withdrawn_at,
      signedOn: today(),
      messageId: message.id,
    });
    const mails = await mailsSince(before);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Kvittering/)]);
    // The lender's view says so too; a second withdrawal, and a signing after it, are refused.
    const seen = await lender('oresund-bank', { url: `/supplier-api/v1/leads/${lead}` });
    expect(seen.json().agreement.withdrawn_at).toBe(res.json().agreement.withdrawn_at);
    const again = await mette.post(withdrawalUrl(lead), {});
    expect([again.statusCode, again.json().reason]).toEqual([409, 'already_withdrawn']);
    expect((await sign('oresund-bank', lead, today())).statusCode).toBe(409);
  });

  test('another customer cannot withdraw from it (404); without a session 401; not signed 409', async () => {
    const lead = await choose('oresund-bank');
    const unsigned = await mette.post(withdrawalUrl(lead), {});
    expect([unsigned.statusCode, unsigned.json().reason]).toEqual([409, 'not_signed']);
    await sign('oresund-bank', lead, today());
    expect((await lars.post(withdrawalUrl(lead), {})).statusCode).toBe(404);
    expect((await new BrowserSession(ctx.app).post(withdrawalUrl(lead), {})).statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(t.leads).where(eq(t.leads.id, lead));
    expect(row.withdrawnAt).toBeNull();
  });

  test('without the XSRF token the withdrawal is refused', async () => {
    const lead = await choose('oresund-bank');
    await sign('oresund-bank', lead, today());
    const res = await mette.post(withdrawalUrl(lead), {}, { csrf: false });
    expect(res.statusCode).toBe(419);
  });

  test('after the period the withdrawal answers 409 period_over, on the last day it is taken', async () => {
    const lead = await choose('oresund-bank');
    // Recorded as signed a month ago (the row, as a correction the API would refuse before the choice).
    await ctx.database.db
      .update(t.leads)
      .set({ agreementSignedOn: daysAgo(30) })
      .where(eq(t.leads.id, lead));
    const late = await mette.post(withdrawalUrl(lead), {});
    expect([late.statusCode, late.json().reason]).toEqual([409, 'period_over']);
    expect(late.json().message).toBe('Fortrydelsesfristen er udløbet.');

    // Easter 2026: signed 19 March, the last day is Tuesday 7 April, Danish time.
    await ctx.database.db.update(t.leads).set({ agreementSignedOn: '2026-03-19' }).where(eq(t.leads.id, lead));
    const afterEnd = await withdrawFromAgreement(ctx.database.db, metteId, lead, new Date('2026-04-07T22:00:00Z'));
    expect(afterEnd).toEqual({ kind: 'conflict', reason: 'period_over' });
    const onLastDay = await withdrawFromAgreement(ctx.database.db, metteId, lead, new Date('2026-04-07T21:59:00Z'));
    expect(onLastDay.kind).toBe('withdrawn');
  });
});

describe('the reminder', () => {
  test('goes out once, three days before the last day, not for a withdrawn agreement', async () => {
    const lead = await choose('oresund-bank');
    const signedOn = '2026-06-01';
    await ctx.database.db.update(t.leads).set({ agreementSignedOn: signedOn }).where(eq(t.leads.id, lead));
    const send = jest.fn().mockResolvedValue(undefined);
    const mailer = { send } as unknown as Mailer;
    expect(withdrawalReminderOn(signedOn)).toBe('2026-06-12');
    expect(await sendWithdrawalReminders(ctx.app, mailer, new Date('2026-06-11T08:00:00+02:00'))).toBe(0);
    expect(await sendWithdrawalReminders(ctx.app, mailer, new Date('2026-06-12T08:00:00+02:00'))).toBe(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ subject: expect.stringMatching(/15\. juni 2026/) }));
    expect(await sendWithdrawalReminders(ctx.app, mailer, new Date('2026-06-13T08:00:00+02:00'))).toBe(0);
    await ctx.database.db
      .update(t.leads)
      .set({ withdrawalReminderAt: null, withdrawnAt: new Date() })
      .where(eq(t.leads.id, lead));
    expect(await sendWithdrawalReminders(ctx.app, mailer, new Date('2026-06-12T08:00:00+02:00'))).toBe(0);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('the demo lender', () => {
  test('signs once every document it asked for holds a file, not before', async () => {
    const lead = await choose('oresund-bank');
    const mailer = { send: jest.fn().mockResolvedValue(undefined) } as unknown as Mailer;
    await ctx.database.db.insert(t.documentRequests).values([
      { leadId: lead, type: 'payslips' },
      { leadId: lead, type: 'id' },
    ]);
    expect(await signAsDemoLender(ctx.app, mailer, lead)).toBe(false);
    await ctx.database.db
      .update(t.documentRequests)
      .set({ status: 'uploaded' })
      .where(sql`${t.documentRequests.leadId} = ${lead} and ${t.documentRequests.type} = 'payslips'`);
    expect(await signAsDemoLender(ctx.app, mailer, lead)).toBe(false);
    await ctx.database.db
      .update(t.documentRequests)
      .set({ status: 'accepted' })
      .where(eq(t.documentRequests.leadId, lead));
    expect(await signAsDemoLender(ctx.app, mailer, lead)).toBe(true);
    const [row] = await ctx.database.db.select().from(t.leads).where(eq(t.leads.id, lead));
    expect(row.agreementSignedOn).toBe(today());
  });
});
