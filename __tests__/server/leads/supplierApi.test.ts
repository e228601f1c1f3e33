import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import * as t from '../../../server/db/schema';
import { openLeadsForRfq } from '../../../server/demoLenders/lenderEngine';
import { hashSupplierToken, issueSupplierToken } from '../../../server/leads/supplierTokens';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let tokens: Record<string, string>;
let leadOf: Record<string, number>;
let rfqId: number;

// A real lender (not a demo one, so the engine leaves its lead to it) and a second real lender.
async function addRealLender(slug: string, serves: string[]) {
  const [row] = await ctx.database.db
    .insert(t.suppliers)
    .values({
      slug,
      name: `${slug} A/S`,
      shortName: slug,
      kind: 'bank',
      logo: `/logos/${slug}.svg`,
      serves,
      isDemo: false,
    })
    .returning();
  return row;
}

function api(app: FastifyInstance, token: string | null, opts: InjectOptions) {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': 'en' };
  if (token) headers.authorization = `Bearer ${token}`;
  return app.inject({ ...opts, headers: { ...headers, ...(opts.headers as Record<string, string>) } });
}

beforeAll(async () => {
  ctx = await createTestApp();
  await addRealLender('nordhavn-bank', ['loans', 'mortgages', 'deposits']);
  await addRealLender('vestkyst-bank', ['loans', 'deposits']);
  tokens = {
    nordhavn: (await issueSupplierToken(ctx.database.db, 'nordhavn-bank')) as string,
    vestkyst: (await issueSupplierToken(ctx.database.db, 'vestkyst-bank')) as string,
  };
  const [mette] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, 'kunde@example.dk'));
  // Mette's seeded request is active; close it so this one is a fresh request of hers.
  await ctx.database.db.update(t.rfqs).set({ closedAt: new Date() }).where(eq(t.rfqs.userId, mette.id));
  const [rfq] = await ctx.database.db
    .insert(t.rfqs)
    .values({
      userId: mette.id,
      purpose: 'existing_property',
      subjects: ['loans', 'deposits'],
      request: {
        purpose: 'existing_property',
        civil_status: 'married',
        household_monthly_income: 100_500,
        properties: [
          { is_existing: true, value: 3_800_000, address1: 'Algade 12', postal_code: '4000', city: 'Roskilde' },
        ],
        loans: [{ liability_sub_type: 'car', debt: 165_000, interest_rate: 7.9, periodic_payment: 3_350 }],
        credits: [],
        deposits: [{ deposit_type: 'savings', amount: 185_000, interest_rate: 0.25 }],
        employer: 'Mettes Tegnestue',
        co_applicant_name: 'Mads Kunde Jensen',
      },
    })
    .returning();
  rfqId = rfq.id;
  const { leads, answers } = await openLeadsForRfq(ctx.app, rfq.id);
  await answers;
  const suppliers = await ctx.database.db.select().from(t.suppliers);
  const slugOf = (id: number) => suppliers.find((s) => s.id === id)?.slug;
  leadOf = Object.fromEntries(leads.map((l) => [slugOf(l.supplierId), l.id]));
});
afterAll(() => closeTestApp(ctx));

describe('authentication', () => {
  test('without a token, or with a wrong one, the answer is 401 with a Bearer challenge', async () => {
    for (const token of [null, 'ltsk_wrong', tokens.nordhavn.slice(0, -1)]) {
      const res = await api(ctx.app, token, { url: '/supplier-api/v1/leads' });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  test('only the token hash is stored, and issuing a new token retires the old one', async () => {
    const [row] = await ctx.database.db.select().from(t.suppliers).where(eq(t.suppliers.slug, 'vestkyst-bank'));
    expect(row.apiTokenHash).toBe(hashSupplierToken(tokens.vestkyst));
    const fresh = (await issueSupplierToken(ctx.database.db, 'vestkyst-bank')) as string;
    expect((await api(ctx.app, tokens.vestkyst, { url: '/supplier-api/v1/leads' })).statusCode).toBe(401);
    expect((await api(ctx.app, fresh, { url: '/supplier-api/v1/leads' })).statusCode).toBe(200);
    tokens.vestkyst = fresh;
    expect(await issueSupplierToken(ctx.database.db, 'no-such-lender')).toBeNull();
  });

  test('no CSRF token is needed on the supplier API', async () => {
    const res = await api(ctx.app, tokens.nordhavn, {
      method: 'PATCH',
      url: `/supplier-api/v1/leads/${leadOf['nordhavn-bank']}`,
      payload: { handler_name: 'Ida Berg' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('a lender reads its open leads', () => {
  test('the list holds its own open leads with the request, the customer anonymous', async () => {
    const res = await api(ctx.app, tokens.nordhavn, { url: '/supplier-api/v1/leads' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((l: { id: number }) => l.id)).toEqual([leadOf['nordhavn-bank']]);
    const [lead] = data;
    expect(lead).toMatchObject({
      status: 'open',
      is_anonymous: true,
      customer: null,
      rfq: { id: rfqId, subjects: ['loans', 'deposits'], closed_at: null },
    });
    expect(lead.rfq.request.loans).toEqual([
      { liability_sub_type: 'car', debt: 165_000, interest_rate: 7.9, periodic_payment: 3_350 },
    ]);
    expect(lead.rfq.request.properties).toEqual([
      { is_existing: true, value: 3_800_000, postal_code: '4000', city: 'Roskilde' },
    ]);
    const text = res.body;
    for (const secret of ['Mette', 'Mads', 'kunde@example.dk', 'Algade', '+4520123456'])
      expect(text).not.toContain(secret);
  });

  test('once the lead is not anonymous, the customer is named', async () => {
    await ctx.database.db.update(t.leads).set({ isAnonymous: false }).where(eq(t.leads.id, leadOf['nordhavn-bank']));
    const res = await api(ctx.app, tokens.nordhavn, { url: `/supplier-api/v1/leads/${leadOf['nordhavn-bank']}` });
    expect(res.json()).toMatchObject({
      customer: { name: 'Mette Kunde Jensen', email: 'kunde@example.dk', phone: '+4520123456' },
    });
    expect(res.json().rfq.request.properties[0].address1).toBe('Algade 12');
    await ctx.database.db.update(t.leads).set({ isAnonymous: true }).where(eq(t.leads.id, leadOf['nordhavn-bank']));
  });

  test("another lender's lead is 404 for reading and for every answer, and stays untouched", async () => {
    const theirs = leadOf['nordhavn-bank'];
    const calls: InjectOptions[] = [
      { url: `/supplier-api/v1/leads/${theirs}` },
      {
        method: 'POST',
        url: `/supplier-api/v1/leads/${theirs}/offer`,
        payload: {
          products: [
            { product_type: 'deposit', product_sub_type: 'savings_account', amount: 185_000, interest_rate: 2 },
          ],
        },
      },
      { method: 'POST', url: `/supplier-api/v1/leads/${theirs}/decline`, payload: { reason: 'no' } },
      { method: 'PATCH', url: `/supplier-api/v1/leads/${theirs}`, payload: { handler_notes: 'x' } },
    ];
    for (const call of calls) expect((await api(ctx.app, tokens.vestkyst, call)).statusCode).toBe(404);
    const [lead] = await ctx.database.db.select().from(t.leads).where(eq(t.leads.id, theirs));
    expect(lead.status).toBe('open');
    expect(await ctx.database.db.select().from(t.offers).where(eq(t.offers.leadId, theirs))).toHaveLength(0);
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      expect((await api(ctx.app, tokens.vestkyst, { url: `/supplier-api/v1/leads/${bad}` })).statusCode).toBe(404);
    }
  });
});

describe('a lender answers', () => {
  test('an offer is validated, priced by the server (payment, total, ÅOP, savings) and published to the customer', async () => {
    const publish = jest.spyOn(ctx.app.realtime, 'publishToUser').mockResolvedValue(true);
    const res = await api(ctx.app, tokens.nordhavn, {
      method: 'POST',
      url: `/supplier-api/v1/leads/${leadOf['nordhavn-bank']}/offer`,
      payload: {
        comment: 'Vi kan også se på jeres boliglån.',
        valid_until: new Date(Date.now() + 14 * 86_400_000).toISOString(),
        products: [
          {
            product_type: 'loan',
            product_sub_type: 'car_loan',
            amount: 165_000,
            interest_rate: 5.49,
            term_months: 60,
            fees: 1_500,
            representative_example: { rate_type: 'variable', rate_fixed_months: 0, total_payable: 190_555.81 },
            early_repayment_fee_percent: 1,
            replaces: ['loans.0'],
          },
          {
            product_type: 'deposit',
            product_sub_type: 'savings_account',
            amount: 185_000,
            interest_rate: 1.05,
            replaces: ['deposits.0'],
          },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const offer = res.json().offer;
    expect(offer.loans).toEqual([
      expect.objectContaining({
        product_sub_type: 'car_loan',
        amount: 165_000,
        interest_rate: 5.49,
        aop: 6.03,
        term_months: 60,
        fees: 1_500,
        monthly_payment: 3_150.93,
        total_cost: 190_555.81,
        replaces: ['loans.0'],
      }),
    ]);
    expect(offer.deposits).toEqual([
      expect.objectContaining({
        amount: 185_000,
        interest_rate: 1.05,
        monthly_payment: null,
        replaces: ['deposits.0'],
      }),
    ]);
    // The customer's comparison shows what each product replaces, so it reads the same refs.
    const browser = new BrowserSession(ctx.app);
    await browser.login('kunde@example.dk');
    const shown = (await browser.get(`/api/customer/rfqs/${rfqId}`)).json();
    const shownOffer = shown.leads.find((l: { id: number }) => l.id === leadOf['nordhavn-bank']).offer;
    expect(shownOffer.loans.map((p: { replaces: string[] }) => p.replaces)).toEqual([['loans.0']]);
    expect(shownOffer.deposits.map((p: { replaces: string[] }) => p.replaces)).toEqual([['deposits.0']]);
    // 3,350 − 3,150.93 kr. + 185,000 × 0.80 % / 12
    expect(offer.total_monthly_discount).toBe(322.4);
    expect(offer.savings_after_tax_for_month_1).toEqual(expect.any(Number));
    const [mette] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, 'kunde@example.dk'));
    expect(publish).toHaveBeenCalledWith(mette.id, 'offer.created', {
      rfqId,
      leadId: leadOf['nordhavn-bank'],
      supplierName: 'nordhavn-bank A/S',
    });
    publish.mockRestore();
  });

  test('posting again revises the offer (200) and keeps when it was first made', async () => {
    const url = `/supplier-api/v1/leads/${leadOf['nordhavn-bank']}/offer`;
    const [before] = await ctx.database.db.select().from(t.offers).where(eq(t.offers.leadId, leadOf['nordhavn-bank']));
    const res = await api(ctx.app, tokens.nordhavn, {
      method: 'POST',
      url,
      payload: {
        products: [
          {
            product_type: 'loan',
            product_sub_type: 'car_loan',
            amount: 165_000,
            interest_rate: 5.29,
            term_months: 60,
            monthly_payment: 3_140,
            representative_example: { rate_type: 'fixed', total_payable: 188_400 },
            early_repayment_fee_percent: 1,
            replaces: ['loans.0'],
          },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().offer.loans).toHaveLength(1);
    expect(res.json().offer.loans[0]).toMatchObject({ monthly_payment: 3_140, total_cost: 188_400 });
    expect(res.json().offer.deposits).toEqual([]);
    expect(res.json().offer.total_monthly_discount).toBe(210);
    expect(res.json().offer.created_at).toBe(before.createdAt.toISOString());
  });

  test('bad offers answer 422 with errors keyed by path, never 500', async () => {
    const url = `/supplier-api/v1/leads/${leadOf['vestkyst-bank']}/offer`;
    const post = (payload: unknown) =>
      api(ctx.app, tokens.vestkyst, { method: 'POST', url, payload: payload as object });
    const cases: [unknown, string[]][] = [
      [{}, ['products']],
      [{ products: [] }, ['products']],
      [{ products: 'x' }, ['products']],
      // Not an object at all: the body as a whole is wrong.
      [[1, 2], ['body']],
      [{ products: [null] }, ['products.0']],
      [
        {
          products: [
            {
              product_type: 'mortgage',
              amount: -5,
              interest_rate: 101,
              term_months: 400,
              fees: 'x',
              replaces: ['loans.7', 'deposits.0', 'deposits.0'],
            },
          ],
        },
        [
          'products.0.product_type',
          'products.0.product_sub_type',
          'products.0.amount',
          'products.0.interest_rate',
          'products.0.term_months',
          'products.0.fees',
        ],
      ],
      // References are checked against the request once the offer's shape is right.
      [
        {
          products: [
            {
              product_type: 'loan',
              product_sub_type: 'car_loan',
              amount: 10_000,
              interest_rate: 5,
              term_months: 12,
              replaces: ['loans.7', 'deposits.0', 'deposits.0'],
            },
          ],
        },
        ['products.0.replaces.0', 'products.0.replaces.2'],
      ],
      [
        {
          products: [
            {
              product_type: 'loan',
              product_sub_type: 'car_loan',
              amount: 1000.005,
              interest_rate: '5',
              term_months: 12.5,
            },
          ],
        },
        ['products.0.amount', 'products.0.interest_rate', 'products.0.term_months'],
      ],
      [
        {
          products: [
            {
              product_type: 'loan',
              product_sub_type: 'car_loan',
              amount: 165_000,
              interest_rate: 5,
              term_months: 60,
              monthly_payment: 100,
            },
          ],
        },
        ['products.0.monthly_payment'],
      ],
      [
        {
          products: [
            {
              product_type: 'loan',
              product_sub_type: 'consumer_loan',
              amount: 10_000,
              interest_rate: 20,
              term_months: 12,
              aop: 40,
            },
          ],
        },
        ['products.0.aop'],
      ],
      [
        {
          products: [{ product_type: 'deposit', product_sub_type: 'savings_account', amount: 1, interest_rate: 1 }],
          comment: 'x'.repeat(2001),
        },
        ['comment'],
      ],
    ];
    for (const [payload, keys] of cases) {
      const res = await post(payload);
      expect([JSON.stringify(payload).slice(0, 60), res.statusCode]).toEqual([
        JSON.stringify(payload).slice(0, 60),
        422,
      ]);
      expect(Object.keys(res.json().errors).sort()).toEqual([...keys].sort());
    }
    const messages = (
      await post({
        products: [
          {
            product_type: 'loan',
            product_sub_type: 'car_loan',
            amount: 165_000,
            interest_rate: 5,
            term_months: 60,
            monthly_payment: 100,
          },
        ],
      })
    ).json();
    expect(messages.errors['products.0.monthly_payment'][0]).toMatch(/interest/);
    const invalidJson = await api(ctx.app, tokens.vestkyst, {
      method: 'POST',
      url,
      payload: '{"products": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(invalidJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(invalidJson.statusCode).toBeLessThan(500);
  });

  test("the handler name and notes are the lender's to set; notes are never shown to the customer", async () => {
    const lead = leadOf['nordhavn-bank'];
    const res = await api(ctx.app, tokens.nordhavn, {
      method: 'PATCH',
      url: `/supplier-api/v1/leads/${lead}`,
      payload: { handler_name: 'Ida Berg', handler_notes: 'INTERNAL-NOTE-7f3a: kunden virker prisfølsom' },
    });
    expect(res.json()).toMatchObject({
      handler_name: 'Ida Berg',
      handler_notes: 'INTERNAL-NOTE-7f3a: kunden virker prisfølsom',
    });
    expect(
      (await api(ctx.app, tokens.nordhavn, { method: 'PATCH', url: `/supplier-api/v1/leads/${lead}`, payload: {} }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await api(ctx.app, tokens.nordhavn, {
          method: 'PATCH',
          url: `/supplier-api/v1/leads/${lead}`,
          payload: { handler_notes: 42 },
        })
      ).statusCode,
    ).toBe(422);

    const browser = new BrowserSession(ctx.app);
    const mette = await browser.login('kunde@example.dk');
    const bodies = [
      (await browser.get(`/api/customer/users/${mette.id}/rfqs`)).body,
      (await browser.get(`/api/customer/rfqs/${rfqId}`)).body,
      (await browser.get(`/api/customer/leads/${lead}`)).body,
      (await browser.get(`/api/customer/leads/${lead}/meetings`)).body,
    ];
    for (const body of bodies) {
      expect(body).not.toContain('INTERNAL-NOTE-7f3a');
      expect(body).not.toContain('handler_notes');
    }
    expect(JSON.parse(bodies[2]).handler).toEqual({ name: 'Ida Berg' });
  });

  test('a decline needs a reason, loses the lead, and a lost lead takes no more answers (409)', async () => {
    const url = `/supplier-api/v1/leads/${leadOf['vestkyst-bank']}/decline`;
    expect((await api(ctx.app, tokens.vestkyst, { method: 'POST', url, payload: {} })).statusCode).toBe(422);
    expect(
      (await api(ctx.app, tokens.vestkyst, { method: 'POST', url, payload: { reason: 'x'.repeat(501) } })).statusCode,
    ).toBe(422);
    const res = await api(ctx.app, tokens.vestkyst, {
      method: 'POST',
      url,
      payload: { reason: 'Uden for vores område' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'lost', lost_reason: 'Uden for vores område' });
    expect(
      (await api(ctx.app, tokens.vestkyst, { method: 'POST', url, payload: { reason: 'again' } })).statusCode,
    ).toBe(409);
    const offer = await api(ctx.app, tokens.vestkyst, {
      method: 'POST',
      url: `/supplier-api/v1/leads/${leadOf['vestkyst-bank']}/offer`,
      payload: {
        products: [{ product_type: 'deposit', product_sub_type: 'savings_account', amount: 185_000, interest_rate: 2 }],
      },
    });
    expect(offer.statusCode).toBe(409);
    const lost = await api(ctx.app, tokens.vestkyst, { url: '/supplier-api/v1/leads?status=lost' });
    expect(lost.json().data.map((l: { id: number }) => l.id)).toEqual([leadOf['vestkyst-bank']]);
    expect((await api(ctx.app, tokens.vestkyst, { url: '/supplier-api/v1/leads?status=maybe' })).statusCode).toBe(422);
  });
});

describe("an offer's own figures", () => {
  const consumerLoan = (over: Record<string, unknown> = {}) => ({
    product_type: 'loan',
    product_sub_type: 'consumer_loan',
    amount: 250_000,
    interest_rate: 8.1,
    term_months: 84,
    representative_example: { rate_type: 'variable', rate_fixed_months: 0, total_payable: 328_358 },
    early_repayment_fee_percent: 1,
    ...over,
  });
  const post = (product: Record<string, unknown>) =>
    api(ctx.app, tokens.nordhavn, {
      method: 'POST',
      url: `/supplier-api/v1/leads/${leadOf['nordhavn-bank']}/offer`,
      payload: { products: [product] },
    });

  test('figures that contradict each other answer 422 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [consumerLoan({ representative_example: undefined }), 'products.0.representative_example'],
      [consumerLoan({ aop: 7.9 }), 'products.0.aop'],
      [
        consumerLoan({ representative_example: { rate_type: 'fixed', total_payable: 249_999 } }),
        'products.0.representative_example.total_payable',
      ],
      // 84 × 1 kr. of rounding is allowed; 100 kr. a month more is another loan.
      [
        consumerLoan({ representative_example: { rate_type: 'fixed', total_payable: 336_758 } }),
        'products.0.representative_example.total_payable',
      ],
      [
        consumerLoan({ representative_example: { rate_type: 'floating', total_payable: 328_358 } }),
        'products.0.representative_example.rate_type',
      ],
    ];
    for (const [product, field] of cases) {
      const res = await post(product);
      expect([res.statusCode, Object.keys(res.json().errors ?? {})]).toEqual([422, [field]]);
    }
    const aop = await post(consumerLoan({ aop: 7.9 }));
    expect(aop.json().errors['products.0.aop']).toEqual(['The APR cannot be below the interest rate']);
  });

  test('a consistent consumer loan is taken with its rate type, and the customer reads it', async () => {
    const res = await post(
      consumerLoan({ representative_example: { rate_type: 'variable', rate_fixed_months: 3, total_payable: 328_358 } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().offer.loans).toEqual([
      expect.objectContaining({
        product_sub_type: 'consumer_loan',
        monthly_payment: 3_909.02,
        total_cost: 328_357.73,
        rate_type: 'variable',
        rate_fixed_months: 3,
        early_repayment_fee_percent: 1,
      }),
    ]);
  });

  test('the demo lenders state the rate type of every loan they offer', async () => {
    const products = await ctx.database.db.select().from(t.offerProducts);
    const loans = products.filter((p) => p.productType !== 'deposit');
    expect(loans.length).toBeGreaterThan(0);
    expect(loans.every((p) => p.rateType === 'fixed' || p.rateType === 'variable')).toBe(true);
    // What the standard information sheet needs: a variable rate's fixed period, the early-repayment terms.
    expect(loans.every((p) => p.rateType === 'fixed' || p.rateFixedMonths !== null)).toBe(true);
    expect(loans.every((p) => p.earlyRepaymentFeePercent !== null)).toBe(true);
  });

  test('an offer must carry what the standard information sheet needs: 422 at the missing field', async () => {
    const mortgage = {
      product_type: 'loan',
      product_sub_type: 'f1_mortgage',
      amount: 1_000_000,
      interest_rate: 4,
      term_months: 360,
      // 360 × 4,774.152954… = 1,718,695.06 kr.
      representative_example: { rate_type: 'variable', rate_fixed_months: 12, total_payable: 1_718_695.06 },
      early_repayment_fee_percent: 0,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...mortgage, representative_example: undefined }, 'products.0.representative_example'],
      [{ ...mortgage, early_repayment_fee_percent: undefined }, 'products.0.early_repayment_fee_percent'],
      [consumerLoan({ early_repayment_fee_percent: null }), 'products.0.early_repayment_fee_percent'],
      [
        { ...mortgage, representative_example: { rate_type: 'variable', total_payable: 1_718_695.06 } },
        'products.0.representative_example.rate_fixed_months',
      ],
      [
        {
          ...mortgage,
          representative_example: { rate_type: 'variable', rate_fixed_months: 361, total_payable: 1_718_695.06 },
        },
        'products.0.representative_example.rate_fixed_months',
      ],
    ];
    for (const [product, field] of cases) {
      const res = await post(product);
      expect([res.statusCode, Object.keys(res.json().errors ?? {})]).toEqual([422, [field]]);
    }
    const danish = await api(ctx.app, tokens.nordhavn, {
      method: 'POST',
      url: `/supplier-api/v1/leads/${leadOf['nordhavn-bank']}/offer`,
      payload: { products: [{ ...mortgage, early_repayment_fee_percent: undefined }] },
      headers: { 'accept-language': 'da' },
    });
    expect(danish.json().errors['products.0.early_repayment_fee_percent']).toEqual(['Feltet skal udfyldes']);
    const taken = await post(mortgage);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().offer.loans[0]).toMatchObject({
      rate_type: 'variable',
      rate_fixed_months: 12,
      early_repayment_fee_percent: 0,
    });
  });
});
