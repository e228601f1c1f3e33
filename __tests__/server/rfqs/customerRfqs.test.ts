import { eq } from 'drizzle-orm';
import * as t from '../../../server/db/schema';
import { drainLenderQueue } from '../../../server/demoLenders/lenderEngine';
import { BrowserSession } from '../../support/browserSession';
import { signInSeededCustomers } from '../../support/seededCustomers';
import { closeTestApp, createTestApp, resetThrottles, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let mette: BrowserSession;
let lars: BrowserSession;
let metteId: number;
let larsId: number;
let metteRfqId: number;
let metteLeadIds: number[];

beforeAll(async () => {
  ctx = await createTestApp();
  ({ mette, lars, metteId, larsId } = await signInSeededCustomers(ctx));
  const [rfq] = await ctx.database.db.select().from(t.rfqs).where(eq(t.rfqs.userId, metteId));
  metteRfqId = rfq.id;
  metteLeadIds = (
    await ctx.database.db.select().from(t.leads).where(eq(t.leads.rfqId, rfq.id)).orderBy(t.leads.id)
  ).map((l) => l.id);
});
afterAll(() => closeTestApp(ctx));
beforeEach(() => resetThrottles(ctx));

describe('GET /api/customer/users/:userId/rfqs', () => {
  test('lists the customer’s requests with leads, offers, suppliers, handlers and unread counts, amounts in kroner', async () => {
    const res = await mette.get(`/api/customer/users/${metteId}/rfqs`);
    expect(res.statusCode).toBe(200);
    const rfqs = res.json();
    expect(rfqs).toHaveLength(1);
    const [rfq] = rfqs;
    expect(rfq).toMatchObject({
      id: metteRfqId,
      closed_at: null,
      is_active: true,
      is_outdated: false,
      purpose: 'existing_property',
    });
    expect(rfq.properties[0]).toMatchObject({ is_existing: true });
    expect(rfq.leads.map((l: { id: number }) => l.id)).toEqual(metteLeadIds);

    const offers = await ctx.database.db
      .select()
      .from(t.offers)
      .innerJoin(t.leads, eq(t.leads.id, t.offers.leadId))
      .where(eq(t.leads.rfqId, metteRfqId));
    expect(offers.length).toBeGreaterThanOrEqual(3);
    for (const { offers: offer } of offers) {
      const lead = rfq.leads.find((l: { id: number }) => l.id === offer.leadId);
      expect(lead).toMatchObject({
        status: 'open',
        pipeline: 'rfq',
        is_anonymous: true,
        supplier: {
          id: expect.any(Number),
          name: expect.any(String),
          short_name: expect.any(String),
          smallLogo: { url: expect.stringMatching(/^\/logos\/.+\.svg$/) },
        },
        handler: { name: expect.any(String) },
        messagesSummary: { customer: { unreadCount: 1 } },
        total_offer_savings_after_tax_for_month_1: offer.savingsAfterTaxMonth1Ore! / 100,
        total_offer_savings_after_tax_for_year_1: offer.savingsAfterTaxYear1Ore! / 100,
        offer: {
          id: offer.id,
          total_monthly_discount: offer.totalMonthlyDiscountOre! / 100,
          created_at: offer.createdAt.toISOString(),
        },
      });
      expect(lead).not.toHaveProperty('handler_notes');
    }
    const lost = rfq.leads.filter((l: { status: string }) => l.status === 'lost');
    expect(lost).toHaveLength(1);
    expect(lost[0].offer).toBeNull();

    const [product] = await ctx.database.db
      .select()
      .from(t.offerProducts)
      .where(eq(t.offerProducts.offerId, offers[0].offers.id))
      .orderBy(t.offerProducts.id);
    const shown = rfq.leads.find((l: { id: number }) => l.id === offers[0].offers.leadId).offer;
    expect([...shown.loans, ...shown.credits, ...shown.deposits][0]).toEqual({
      id: product.id,
      product_type: product.productType,
      product_sub_type: product.productSubType,
      amount: product.amountOre / 100,
      interest_rate: Number(product.interestRate),
      contribution_rate: product.contributionRate === null ? null : Number(product.contributionRate),
      aop: product.aop === null ? null : Number(product.aop),
      term_months: product.termMonths,
      fees: product.feesOre / 100,
      monthly_payment: product.monthlyPaymentOre === null ? null : product.monthlyPaymentOre / 100,
      total_cost: product.totalCostOre === null ? null : product.totalCostOre / 100,
      rate_type: product.rateType,
      rate_fixed_months: product.rateFixedMonths,
      early_repayment_fee_percent:
        product.earlyRepaymentFeePercent === null ? null : Number(product.earlyRepaymentFeePercent),
      replaces: product.replaces,
    });
    // The seed's offers come from the demo lenders, who say what each product replaces.
    expect(product.replaces).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(mortgages|loans|credits|deposits)\.\d+$/)]),
    );
  });

  test('another customer’s list is 403, a guest 401, a supplier-team user 403', async () => {
    expect((await lars.get(`/api/customer/users/${metteId}/rfqs`)).statusCode).toBe(403);
    expect((await new BrowserSession(ctx.app).get(`/api/customer/users/${metteId}/rfqs`)).statusCode).toBe(401);
    const bank = new BrowserSession(ctx.app);
    await bank.login('bank@example.dk');
    expect((await bank.get(`/api/customer/users/${metteId}/rfqs`)).statusCode).toBe(403);
    expect((await bank.get(`/api/customer/rfqs/${metteRfqId}`)).statusCode).toBe(403);
  });
});

describe('one request, one lead, its meetings', () => {
  test('the owner reads them', async () => {
    const rfq = await mette.get(`/api/customer/rfqs/${metteRfqId}`);
    expect(rfq.statusCode).toBe(200);
    expect(rfq.json().id).toBe(metteRfqId);
    const lead = await mette.get(`/api/customer/leads/${metteLeadIds[0]}`);
    expect(lead.statusCode).toBe(200);
    expect(lead.json()).toMatchObject({
      id: metteLeadIds[0],
      rfq_id: metteRfqId,
      meetings: [],
      pendingMeetings: [],
      eskat: { documents: [] },
    });
  });

  test('the meetings call splits pending meetings and meeting requests from the rest', async () => {
    const leadId = metteLeadIds[0];
    const at = new Date('2030-05-01T09:00:00Z');
    await ctx.database.db.insert(t.meetings).values([
      { leadId, startsAt: at, endsAt: new Date(at.getTime() + 3600_000), status: 'confirmed', location: 'Roskilde' },
      {
        leadId,
        startsAt: new Date(at.getTime() + 86_400_000),
        endsAt: new Date(at.getTime() + 90_000_000),
        status: 'pending',
      },
    ]);
    await ctx.database.db
      .insert(t.meetingRequests)
      .values({ leadId, proposedTimes: ['2030-05-02T10:00:00Z'], comment: 'Gerne om formiddagen' });
    const res = await mette.get(`/api/customer/leads/${leadId}/meetings`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meetings).toEqual([
      expect.objectContaining({ status: 'confirmed', location: 'Roskilde', starts_at: '2030-05-01T09:00:00.000Z' }),
    ]);
    expect(body.pendingMeetings).toHaveLength(1);
    expect(body.meetingRequests).toEqual([]);
    expect(body.pendingMeetingRequests).toEqual([
      expect.objectContaining({ proposed_times: ['2030-05-02T10:00:00Z'], comment: 'Gerne om formiddagen' }),
    ]);
    const lead = (await mette.get(`/api/customer/leads/${leadId}`)).json();
    expect(lead.pendingMeetingRequests).toHaveLength(1);
    const empty = (await mette.get(`/api/customer/leads/${metteLeadIds[1]}/meetings`)).json();
    expect(empty).toEqual({ meetings: [], pendingMeetings: [], meetingRequests: [], pendingMeetingRequests: [] });
  });

  test('another customer gets 404 for the request, every lead and its meetings, exactly as for ids that do not exist', async () => {
    const notFound = (await lars.get('/api/customer/rfqs/999999')).json();
    const rfq = await lars.get(`/api/customer/rfqs/${metteRfqId}`);
    expect(rfq.statusCode).toBe(404);
    expect(rfq.json()).toEqual(notFound);
    for (const leadId of metteLeadIds) {
      expect((await lars.get(`/api/customer/leads/${leadId}`)).statusCode).toBe(404);
      expect((await lars.get(`/api/customer/leads/${leadId}/meetings`)).statusCode).toBe(404);
    }
    for (const bad of ['abc', '0', '1e3', '12345678901']) {
      expect((await mette.get(`/api/customer/rfqs/${bad}`)).statusCode).toBe(404);
      expect((await mette.get(`/api/customer/leads/${bad}`)).statusCode).toBe(404);
    }
  });
});

describe('GET /api/customer/users/:userId/economic-profiles', () => {
  test('the profile with its assets, debts, deposits and companion, amounts in kroner', async () => {
    const res = await mette.get(`/api/customer/users/${metteId}/economic-profiles`);
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({
      civil_status: 'married',
      monthly_income: 48_500,
      properties: [
        {
          value: 3_800_000,
          is_existing: true,
          address: { address1: 'Algade 12', address2: null, address3: null },
          postal_code: '4000',
        },
      ],
      vehicles: [{ make: 'Škoda', model: 'Enyaq', year: 2022, asset_type: 'car' }],
      boats: [],
      mortgages: [
        {
          liability_sub_type: 'mortgage',
          debt: 2_350_000,
          interest_rate: 4,
          periodic_payment: 13_650,
          is_existing: true,
          debtable: true,
          loan_kind: 'fixed',
        },
      ],
      credits: [],
      stockPortfolios: [],
      companionPerson: { name: 'Jonas Jensen', monthly_income: 52_000 },
    });
    expect(
      profile.loans.map((l: { liability_sub_type: string; debt: number }) => [l.liability_sub_type, l.debt]),
    ).toEqual([
      ['bank_home_loan', 310_000],
      ['car', 165_000],
    ]);
    expect(profile.deposits.map((d: { amount: number }) => d.amount)).toEqual([185_000, 920_000]);
  });

  test('another customer’s profile is 403', async () => {
    expect((await lars.get(`/api/customer/users/${metteId}/economic-profiles`)).statusCode).toBe(403);
  });
});

describe('POST /api/customer/users/:userId/rfqs (get offers from the saved profile)', () => {
  test('one active request at a time: 409 with the open request’s id', async () => {
    const res = await mette.post(`/api/customer/users/${metteId}/rfqs`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ rfq_id: metteRfqId, message: expect.any(String) });
  });

  test('bad fields are 422; another customer’s id 403', async () => {
    expect((await lars.post(`/api/customer/users/${larsId}/rfqs`, { purpose: 'holiday' })).statusCode).toBe(422);
    expect((await lars.post(`/api/customer/users/${larsId}/rfqs`, { purpose: 7 })).statusCode).toBe(422);
    expect(
      (await lars.post(`/api/customer/users/${larsId}/rfqs`, { idempotency_key: 'x'.repeat(101) })).statusCode,
    ).toBe(422);
    expect((await lars.post(`/api/customer/users/${metteId}/rfqs`, {})).statusCode).toBe(403);
  });

  test('creates the request, opens leads, and replays an idempotency key instead of opening a second one', async () => {
    const first = await lars.post(`/api/customer/users/${larsId}/rfqs`, {
      idempotency_key: 'click-1',
      purpose: 'generic',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      purpose: 'generic',
      subjects: ['deposits', 'student_loans'],
      is_active: true,
    });
    expect(first.json().leads.length).toBe(4);
    const replay = await lars.post(`/api/customer/users/${larsId}/rfqs`, {
      idempotency_key: 'click-1',
      purpose: 'generic',
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().id).toBe(first.json().id);
    expect((await lars.post(`/api/customer/users/${larsId}/rfqs`, { idempotency_key: 'click-2' })).statusCode).toBe(
      409,
    );
    await drainLenderQueue(ctx.app);
    const listed = (await lars.get(`/api/customer/users/${larsId}/rfqs`)).json();
    expect(listed).toHaveLength(1);
    expect(listed[0].leads.every((l: { offer: unknown }) => l.offer !== null)).toBe(true);
  });
});

describe('POST /api/customer/rfqs/:rfqId/abort', () => {
  test('another customer cannot abort it (404) and a reason is required (422)', async () => {
    expect((await lars.post(`/api/customer/rfqs/${metteRfqId}/abort`, { reason: 'mine now' })).statusCode).toBe(404);
    expect((await mette.post(`/api/customer/rfqs/${metteRfqId}/abort`, {})).statusCode).toBe(422);
    expect((await mette.post(`/api/customer/rfqs/${metteRfqId}/abort`, { reason: ['x'] })).statusCode).toBe(422);
    expect((await mette.post(`/api/customer/rfqs/${metteRfqId}/abort`, { reason: 'x'.repeat(1001) })).statusCode).toBe(
      422,
    );
    const [rfq] = await ctx.database.db.select().from(t.rfqs).where(eq(t.rfqs.id, metteRfqId));
    expect(rfq.closedAt).toBeNull();
  });

  test('closes the request, notifies every lead, mails a rating link per lender with an offer; a second abort is 409', async () => {
    const publish = jest.spyOn(ctx.app.realtime, 'publishToUser').mockResolvedValue(true);
    const outboxBefore = (await ctx.database.db.select().from(t.mailOutbox)).length;
    const res = await mette.post(`/api/customer/rfqs/${metteRfqId}/abort`, { reason: 'found_elsewhere' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: metteRfqId,
      is_active: false,
      is_outdated: false,
      close_reason: 'found_elsewhere',
      closed_at: expect.any(String),
    });
    expect(publish.mock.calls.filter(([, event]) => event === 'lead.updated')).toHaveLength(metteLeadIds.length);
    publish.mockRestore();

    const offers = res.json().leads.filter((l: { offer: unknown }) => l.offer !== null);
    const mails = (await ctx.database.db.select().from(t.mailOutbox)).slice(outboxBefore);
    expect(mails).toHaveLength(offers.length);
    for (const mail of mails) {
      expect(mail.to).toBe('kunde@example.dk');
      expect(mail.text).toMatch(/\/rate\/[A-Za-z0-9_-]{43}/);
    }
    expect(new Set(mails.map((m) => m.subject)).size).toBe(offers.length);
    expect((await mette.post(`/api/customer/rfqs/${metteRfqId}/abort`, { reason: 'again' })).statusCode).toBe(409);
    expect((await ctx.database.db.select().from(t.mailOutbox)).length).toBe(outboxBefore + offers.length);
  });
});
