// Meeting requests, meetings, call requests and calls (spec §4 anonymity, §7 meetings), through the real
// app on a real database: the customer's calls, the lender's supplier API, and the demo lender's confirmation.
import { supplierChannelName } from '../../../domain/realtimeEvents';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { DateTime } from 'luxon';
import * as t from '../../../server/db/schema';
import { drainLenderQueue } from '../../../server/demoLenders/lenderEngine';
import { issueSupplierToken } from '../../../server/leads/supplierTokens';
import { MEETING_TIME_ZONE } from '../../../domain/meetingTimes';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, resetThrottles, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let mette: BrowserSession;
let lars: BrowserSession;
let metteId: number;
let rfqId: number;
let realLeadId: number;
let demoLeadId: number;
let otherLeadId: number;
const tokens: Record<'nordhavn' | 'vestkyst', string> = { nordhavn: '', vestkyst: '' };
let lastMailId = 0;

/** A weekday (Monday + `weekOffset` weeks + `day` days) at `hour` Copenhagen time, as an ISO instant. */
function at(day: number, hour: number, minute = 0, weekOffset = 1): string {
  return DateTime.now()
    .setZone(MEETING_TIME_ZONE)
    .startOf('week')
    .plus({ weeks: weekOffset, days: day })
    .set({ hour, minute })
    .toUTC()
    .toISO() as string;
}

async function addRealLender(slug: string) {
  const [row] = await ctx.database.db
    .insert(t.suppliers)
    .values({ slug, name: `${slug} A/S`, shortName: slug, kind: 'bank', logo: `/logos/${slug}.svg`, serves: [] })
    .returning();
  return row;
}

function supplierApi(token: string, opts: InjectOptions) {
  return ctx.app.inject({
    ...opts,
    headers: { accept: 'application/json', 'accept-language': 'en', authorization: `Bearer ${token}` },
  });
}

const requestMeeting = (session: BrowserSession, leadId: number, body: object) =>
  session.post(`/api/customer/leads/${leadId}/meeting-requests`, body);
const withdraw = (session: BrowserSession, id: number) =>
  session.request({ method: 'DELETE', url: `/api/customer/meeting-requests/${id}` });
const customerMeetings = async (leadId: number) => (await mette.get(`/api/customer/leads/${leadId}/meetings`)).json();

async function newMails() {
  const rows = await ctx.database.db
    .select()
    .from(t.mailOutbox)
    .where(gt(t.mailOutbox.id, lastMailId))
    .orderBy(asc(t.mailOutbox.id));
  lastMailId = rows.at(-1)?.id ?? lastMailId;
  return rows;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const nordhavn = await addRealLender('nordhavn-bank');
  const vestkyst = await addRealLender('vestkyst-bank');
  tokens.nordhavn = (await issueSupplierToken(ctx.database.db, 'nordhavn-bank')) as string;
  tokens.vestkyst = (await issueSupplierToken(ctx.database.db, 'vestkyst-bank')) as string;
  mette = new BrowserSession(ctx.app, 'en');
  lars = new BrowserSession(ctx.app, 'en');
  metteId = (await mette.login('kunde@example.dk')).id;
  await lars.login('kunde2@example.dk');
  const [rfq] = await ctx.database.db.select().from(t.rfqs).where(eq(t.rfqs.userId, metteId));
  rfqId = rfq.id;
  // Real lenders answer through the supplier API only; the demo lenders answer by themselves.
  const [real, other] = await ctx.database.db
    .insert(t.leads)
    .values([
      { rfqId, supplierId: nordhavn.id, handlerName: 'Nordhavn' },
      { rfqId, supplierId: vestkyst.id, handlerName: 'Vestkyst' },
    ])
    .returning();
  realLeadId = real.id;
  otherLeadId = other.id;
  const [demo] = await ctx.database.db
    .select({ id: t.leads.id })
    .from(t.leads)
    .innerJoin(t.suppliers, eq(t.suppliers.id, t.leads.supplierId))
    .where(and(eq(t.leads.rfqId, rfqId), eq(t.leads.status, 'open'), eq(t.suppliers.isDemo, true)))
    .orderBy(asc(t.leads.id));
  demoLeadId = demo.id;
  await newMails();
  // Migrating and seeding a fresh database takes a while on a busy machine.
}, 120_000);
afterAll(() => closeTestApp(ctx));
beforeEach(() => resetThrottles(ctx));

describe('asking for a meeting', () => {
  test('bad times answer a translated 422 keyed by field path, and nothing is saved', async () => {
    const cases: [object, string, RegExp][] = [
      [{ proposed_times: [at(0, 10, 0, -1)], channel: 'video' }, 'proposed_times.0', /already passed/],
      [{ proposed_times: [at(1, 10), at(5, 10)], channel: 'video' }, 'proposed_times.1', /Monday to Friday/],
      [{ proposed_times: [at(1, 8)], channel: 'phone' }, 'proposed_times.0', /between 9:00 and 16:00/],
      [{ proposed_times: [at(1, 16, 30)], channel: 'phone' }, 'proposed_times.0', /ends by 17:00/],
      [{ proposed_times: [at(1, 10), at(1, 10)], channel: 'phone' }, 'proposed_times.1', /already proposed/],
      [{ proposed_times: [at(0, 10, 0, 20)], channel: 'phone' }, 'proposed_times.0', /90 days/],
      [{ proposed_times: [at(1, 10), at(2, 10), at(3, 10), at(4, 10)], channel: 'video' }, 'proposed_times', /.+/],
      [{ proposed_times: [], channel: 'video' }, 'proposed_times', /.+/],
      [{ proposed_times: ['tomorrow'], channel: 'video' }, 'proposed_times.0', /.+/],
      [{ proposed_times: [at(1, 10)], channel: 'carrier-pigeon' }, 'channel', /Choose one of the options/],
    ];
    for (const [body, field, message] of cases) {
      const res = await requestMeeting(mette, realLeadId, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]?.[0]).toMatch(message);
    }
    const da = new BrowserSession(ctx.app, 'da');
    await da.login('kunde@example.dk');
    const res = await requestMeeting(da, realLeadId, { proposed_times: [at(5, 10)], channel: 'video' });
    expect(res.json().errors['proposed_times.0'][0]).toMatch(/mandag til fredag/);
    expect(await ctx.database.db.select().from(t.meetingRequests)).toHaveLength(0);
    const [lead] = await ctx.database.db.select().from(t.leads).where(eq(t.leads.id, realLeadId));
    expect(lead.isAnonymous).toBe(true);
  });

  test('another customer’s lead answers 404 for reading and asking, and stays anonymous', async () => {
    expect((await lars.get(`/api/customer/leads/${realLeadId}/meetings`)).statusCode).toBe(404);
    const res = await requestMeeting(lars, realLeadId, { proposed_times: [at(1, 10)], channel: 'video' });
    expect(res.statusCode).toBe(404);
    const call = await lars.post(`/api/customer/leads/${realLeadId}/call-requests`, {
      phone: '20123456',
      preferred_window: 'morning',
    });
    expect(call.statusCode).toBe(404);
    const [lead] = await ctx.database.db.select().from(t.leads).where(eq(t.leads.id, realLeadId));
    expect(lead.isAnonymous).toBe(true);
  });

  test('§4: the lender sees the customer only once a meeting is requested', async () => {
    const before = await supplierApi(tokens.nordhavn, { url: `/supplier-api/v1/leads/${realLeadId}` });
    expect(before.json()).toMatchObject({ is_anonymous: true, customer: null });
    expect(before.body).not.toContain('Mette');

    const published: [number, string, unknown][] = [];
    const channels: [string, string, unknown][] = [];
    const toUser = jest.spyOn(ctx.app.realtime, 'publishToUser').mockImplementation(async (user, event, data) => {
      published.push([user, event, data]);
      return true;
    });
    const toChannel = jest.spyOn(ctx.app.realtime, 'publish').mockImplementation(async (channel, event, data) => {
      channels.push([channel, event, data]);
      return true;
    });
    const times = [at(1, 10), at(2, 14, 30)];
    const res = await requestMeeting(mette, realLeadId, {
      proposed_times: times,
      channel: 'video',
      topic: ' Fastrente ',
    });
    toUser.mockRestore();
    toChannel.mockRestore();
    expect(res.statusCode).toBe(201);
    const request = res.json();
    expect(request).toMatchObject({
      lead_id: realLeadId,
      status: 'pending',
      channel: 'video',
      topic: 'Fastrente',
      proposed_times: times.map((time) => new Date(time).toISOString()),
    });
    const [nordhavn] = await ctx.database.db.select().from(t.suppliers).where(eq(t.suppliers.slug, 'nordhavn-bank'));
    const payload = { rfqId, leadId: realLeadId, meetingId: null, meetingRequestId: request.id };
    expect(published).toEqual([[metteId, 'meeting.updated', payload]]);
    expect(channels).toEqual([
      [
        supplierChannelName(nordhavn.id),
        'meeting.updated',
        { leadId: realLeadId, meetingId: null, meetingRequestId: request.id },
      ],
    ]);

    const after = await supplierApi(tokens.nordhavn, { url: `/supplier-api/v1/leads/${realLeadId}` });
    expect(after.json()).toMatchObject({
      is_anonymous: false,
      customer: { name: 'Mette Kunde Jensen', email: 'kunde@example.dk' },
    });
    expect((await mette.get(`/api/customer/leads/${realLeadId}`)).json()).toMatchObject({
      is_anonymous: false,
      pendingMeetingRequests: [{ id: request.id, channel: 'video' }],
    });
    // The lender reads it with its lead; another lender's lead is absent.
    const list = await supplierApi(tokens.nordhavn, { url: `/supplier-api/v1/leads/${realLeadId}/meetings` });
    expect(list.json().meetingRequests).toMatchObject([{ id: request.id, status: 'pending', meeting: null }]);
    const foreign = await supplierApi(tokens.vestkyst, { url: `/supplier-api/v1/leads/${realLeadId}/meetings` });
    expect(foreign.statusCode).toBe(404);
  });

  test('one pending request per lead: a second answers 409', async () => {
    const res = await requestMeeting(mette, realLeadId, { proposed_times: [at(3, 11)], channel: 'phone' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already asked/);
  });
});

describe('the lender answers', () => {
  const pending = async () => (await customerMeetings(realLeadId)).pendingMeetingRequests[0];
  const confirm = (token: string, id: number, body: object) =>
    supplierApi(token, { method: 'POST', url: `/supplier-api/v1/meeting-requests/${id}/confirm`, payload: body });

  test('another lender cannot confirm or decline; the request stays pending', async () => {
    const request = await pending();
    const res = await confirm(tokens.vestkyst, request.id, {
      starts_at: request.proposed_times[0],
      location_or_link: 'x',
    });
    expect(res.statusCode).toBe(404);
    const decline = await supplierApi(tokens.vestkyst, {
      method: 'POST',
      url: `/supplier-api/v1/meeting-requests/${request.id}/decline`,
      payload: { reason: 'No' },
    });
    expect(decline.statusCode).toBe(404);
    expect((await pending()).status).toBe('pending');
  });

  test('a time not proposed, or a video meeting without a link, is a 422', async () => {
    const request = await pending();
    const wrong = await confirm(tokens.nordhavn, request.id, { starts_at: at(4, 9), location_or_link: 'https://x' });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['starts_at']);
    const noLink = await confirm(tokens.nordhavn, request.id, { starts_at: request.proposed_times[1] });
    expect(noLink.json().errors).toEqual({ location_or_link: [expect.any(String)] });
  });

  test('confirming makes a meeting, tells the customer and mails a link to it; withdrawing is then refused', async () => {
    const request = await pending();
    const res = await confirm(tokens.nordhavn, request.id, {
      starts_at: request.proposed_times[1],
      location_or_link: 'https://video.nordhavn.example/m/1',
    });
    expect(res.statusCode).toBe(200);
    const meeting = res.json().meeting_request.meeting;
    expect(meeting).toMatchObject({ status: 'confirmed', starts_at: request.proposed_times[1], channel: 'video' });
    expect(new Date(meeting.ends_at).getTime() - new Date(meeting.starts_at).getTime()).toBe(3_600_000);

    const meetings = await customerMeetings(realLeadId);
    expect(meetings.pendingMeetingRequests).toEqual([]);
    expect(meetings.meetingRequests).toMatchObject([{ id: request.id, status: 'confirmed' }]);
    expect(meetings.meetings).toMatchObject([{ id: meeting.id, location: 'https://video.nordhavn.example/m/1' }]);

    // In the customer's own language (Mette's preference is Danish), whatever the lender's Accept-Language.
    const mails = await newMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'kunde@example.dk', subject: 'nordhavn-bank A/S har bekræftet dit møde' });
    expect(mails[0].text).toContain(`/rfqs/${rfqId}/leads/${realLeadId}/meetings/${meeting.id}`);

    expect((await withdraw(mette, request.id)).statusCode).toBe(409);
    expect((await confirm(tokens.nordhavn, request.id, { starts_at: request.proposed_times[0] })).statusCode).toBe(409);
  });

  test('a declined request shows the reason, and the customer may ask again', async () => {
    const asked = await requestMeeting(mette, realLeadId, { proposed_times: [at(3, 13)], channel: 'branch' });
    expect(asked.statusCode).toBe(201);
    const res = await supplierApi(tokens.nordhavn, {
      method: 'POST',
      url: `/supplier-api/v1/meeting-requests/${asked.json().id}/decline`,
      payload: { reason: 'Vores rådgiver er på ferie' },
    });
    expect(res.statusCode).toBe(200);
    const meetings = await customerMeetings(realLeadId);
    expect(meetings.meetingRequests.at(-1)).toMatchObject({
      status: 'declined',
      decline_reason: 'Vores rådgiver er på ferie',
    });
  });
});

describe('withdrawing', () => {
  test('only the customer’s own pending request, once', async () => {
    const asked = await requestMeeting(mette, realLeadId, { proposed_times: [at(4, 9)], channel: 'phone' });
    const id = asked.json().id;
    expect((await withdraw(lars, id)).statusCode).toBe(404);
    const res = await withdraw(mette, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().pendingMeetingRequests).toEqual([]);
    expect(res.json().meetingRequests.at(-1)).toMatchObject({ id, status: 'withdrawn' });
    expect((await withdraw(mette, id)).statusCode).toBe(409);
    expect((await withdraw(mette, 999_999)).statusCode).toBe(404);
  });
});

describe('call requests and calls', () => {
  const askCall = (session: BrowserSession, body: object) =>
    session.post(`/api/customer/leads/${realLeadId}/call-requests`, body);

  test('a Danish number is required (§5 phone_number)', async () => {
    for (const phone of ['123', '+46 70 123 45 67', 'ring mig']) {
      const res = await askCall(mette, { phone, preferred_window: 'morning' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ phone: ['Enter a valid phone number'] });
    }
    const window = await askCall(mette, { phone: '20123456', preferred_window: 'midnight' });
    expect(Object.keys(window.json().errors)).toEqual(['preferred_window']);
    expect(await ctx.database.db.select().from(t.supportCallRequests)).toHaveLength(0);
  });

  test('the request is listed on the lead; the lender sees the number and logs the call that answers it', async () => {
    const res = await askCall(mette, { phone: '20 12 34 56', preferred_window: 'afternoon' });
    expect(res.statusCode).toBe(201);
    const request = res.json();
    expect(request).toMatchObject({ preferred_time: 'afternoon', status: 'pending' });
    expect((await askCall(mette, { phone: '20123456', preferred_window: 'morning' })).statusCode).toBe(409);
    const lead = (await mette.get(`/api/customer/leads/${realLeadId}`)).json();
    expect(lead.supportCallRequests).toMatchObject([{ id: request.id, status: 'pending' }]);
    expect(JSON.stringify(lead)).not.toContain('20123456');

    const list = await supplierApi(tokens.nordhavn, { url: `/supplier-api/v1/leads/${realLeadId}/meetings` });
    expect(list.json().supportCallRequests).toMatchObject([{ id: request.id, phone: '+4520123456' }]);

    const call = (token: string, leadId: number, body: object) =>
      supplierApi(token, { method: 'POST', url: `/supplier-api/v1/leads/${leadId}/calls`, payload: body });
    const body = {
      called_at: new Date().toISOString(),
      status: 'completed',
      note: 'Vi talte om fastrente',
      support_call_request_id: request.id,
    };
    expect((await call(tokens.vestkyst, realLeadId, body)).statusCode).toBe(404);
    const foreignRequest = await call(tokens.vestkyst, otherLeadId, body);
    expect(foreignRequest.statusCode).toBe(422);
    expect(Object.keys(foreignRequest.json().errors)).toEqual(['support_call_request_id']);
    expect(await ctx.database.db.select().from(t.calls)).toHaveLength(0);

    const logged = await call(tokens.nordhavn, realLeadId, body);
    expect(logged.statusCode).toBe(201);
    const after = (await mette.get(`/api/customer/leads/${realLeadId}`)).json();
    expect(after.calls).toMatchObject([{ id: logged.json().id, status: 'completed', note: 'Vi talte om fastrente' }]);
    expect(after.supportCallRequests).toMatchObject([{ id: request.id, status: 'handled' }]);
  });
});

describe('a demo lender', () => {
  test('confirms a meeting request by itself, at the first proposed time still ahead', async () => {
    const times = [at(3, 15), at(2, 9)];
    const res = await requestMeeting(mette, demoLeadId, { proposed_times: times, channel: 'video' });
    expect(res.statusCode).toBe(201);
    await drainLenderQueue(ctx.app);
    const meetings = await customerMeetings(demoLeadId);
    expect(meetings.pendingMeetingRequests).toEqual([]);
    expect(meetings.meetings).toMatchObject([
      { status: 'confirmed', starts_at: new Date(times[1]).toISOString(), location: expect.stringMatching(/^https:/) },
    ]);
    const mails = await newMails();
    expect(mails.map((m) => m.to)).toEqual(['kunde@example.dk']);
  });
});

describe('malformed bodies', () => {
  test('every meeting and call route answers 4xx, never 5xx', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'x',
      42,
      {},
      { proposed_times: 'soon', channel: 1, topic: {} },
      { proposed_times: [null, 5], channel: 'video' },
      { phone: ['20123456'], preferred_window: null },
      { starts_at: '2026-13-45T99:00:00Z', location_or_link: 'a\u0000b' },
      { reason: '' },
      { called_at: 'yesterday', status: 'done', support_call_request_id: -1 },
      { called_at: new Date().toISOString(), status: 'completed', support_call_request_id: 2 ** 40 },
    ];
    const customerRoutes = [
      `/api/customer/leads/${realLeadId}/meeting-requests`,
      `/api/customer/leads/${realLeadId}/call-requests`,
    ];
    const supplierRoutes = [
      '/supplier-api/v1/meeting-requests/1/confirm',
      '/supplier-api/v1/meeting-requests/1/decline',
      `/supplier-api/v1/leads/${realLeadId}/calls`,
    ];
    for (const body of bodies) {
      const payload = JSON.stringify(body);
      const headers = { 'content-type': 'application/json' };
      for (const url of customerRoutes) {
        const res = await mette.request({ method: 'POST', url, payload, headers });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
      for (const url of supplierRoutes) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { ...headers, authorization: `Bearer ${tokens.nordhavn}` },
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
    }
  });
});
