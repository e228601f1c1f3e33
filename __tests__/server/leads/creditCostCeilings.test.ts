// The three consumer-credit cost ceilings on a lender's offer through the supplier API (issue 47): each at, just
// under and just over its limit, the refusal a 422 at its field naming the ceiling and the offer's figure, in the
// caller's language; mortgage credit exempt.
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { annuity } from '../../../domain/annuity';
import { paymentRate } from '../../../domain/interestRate';
import * as t from '../../../server/db/schema';
import { openLeadsForRfq } from '../../../server/demoLenders/lenderEngine';
import { issueSupplierToken } from '../../../server/leads/supplierTokens';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let token: string;
let leadId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await db.insert(t.suppliers).values({
    slug: 'nordhavn-bank',
    name: 'nordhavn-bank A/S',
    shortName: 'nordhavn',
    kind: 'bank',
    logo: '/logos/nordhavn-bank.svg',
    serves: ['loans', 'mortgages', 'credits'],
    isDemo: false,
  });
  token = (await issueSupplierToken(db, 'nordhavn-bank')) as string;
  const [mette] = await db.select().from(t.users).where(eq(t.users.email, 'kunde@example.dk'));
  await db.update(t.rfqs).set({ closedAt: new Date() }).where(eq(t.rfqs.userId, mette.id));
  const [rfq] = await db
    .insert(t.rfqs)
    .values({
      userId: mette.id,
      purpose: 'existing_property',
      subjects: ['loans', 'mortgages'],
      request: {
        purpose: 'existing_property',
        civil_status: 'married',
        household_monthly_income: 60_000,
        properties: [{ is_existing: true, value: 3_000_000, postal_code: '4000', city: 'Roskilde' }],
        loans: [{ liability_sub_type: 'consumer', debt: 50_000, interest_rate: 19, periodic_payment: 2_000 }],
        credits: [],
        deposits: [],
      },
    })
    .returning();
  const { leads } = await openLeadsForRfq(ctx.app, rfq.id);
  const [nordhavn] = await db.select().from(t.suppliers).where(eq(t.suppliers.slug, 'nordhavn-bank'));
  leadId = leads.find((l) => l.supplierId === nordhavn.id)?.id as number;
});
afterAll(() => closeTestApp(ctx));

function post(product: Record<string, unknown>, lang = 'en') {
  const opts: InjectOptions = {
    method: 'POST',
    url: `/supplier-api/v1/leads/${leadId}/offer`,
    headers: { accept: 'application/json', 'accept-language': lang, authorization: `Bearer ${token}` },
    payload: { products: [product], valid_until: new Date(Date.now() + 7 * 86_400_000).toISOString() },
  };
  return ctx.app.inject(opts);
}

/** An overdraft: no representative example needed, so each ceiling can be tried alone. */
const credit = (over: Record<string, unknown> = {}) => ({
  product_type: 'credit',
  product_sub_type: 'overdraft',
  amount: 12_000,
  interest_rate: 10,
  aop: 12,
  term_months: 12,
  ...over,
});

/** 12 × 1,000 kr. repays 12,000 kr. at 0 %: the fees alone are the credit costs, to the øre. */
const costs = (fees: number) => credit({ interest_rate: 0, aop: 35, monthly_payment: 1_000, fees });

/**
 * What the standard information sheet needs besides (issue 47 item 1): the example's total payable as the server
 * works it out, so an accepted offer is refused for nothing but its ceilings.
 */
function withSheetFields(product: Record<string, unknown>) {
  const principalOre = Number(product.amount) * 100;
  const months = Number(product.term_months);
  const feesOre = Math.round(Number(product.fees ?? 0) * 100);
  const totalCostOre =
    product.monthly_payment === undefined
      ? annuity({
          principalOre,
          annualRatePercent: paymentRate(
            String(product.interest_rate),
            (product.contribution_rate as number | undefined) ?? null,
          ),
          months,
          feesOre,
        }).totalCostOre
      : Number(product.monthly_payment) * 100 * months + feesOre;
  return {
    early_repayment_fee_percent: 0,
    representative_example: { rate_type: 'fixed', total_payable: totalCostOre / 100 },
    ...product,
  };
}

const accepted = async (product: Record<string, unknown>) => {
  const res = await post(withSheetFields(product));
  expect([res.statusCode, res.json().errors]).toEqual([expect.any(Number), undefined]);
  expect(res.statusCode).toBeLessThan(300);
};
const refusedAt = async (product: Record<string, unknown>, field: string) => {
  const res = await post(product);
  expect([res.statusCode, Object.keys(res.json().errors ?? {})]).toEqual([422, [field]]);
  return res.json().errors[field][0] as string;
};

describe('the ÅOP ceiling: 35 %', () => {
  test('34.99 and 35 are taken, 35.01 is refused at aop with both figures', async () => {
    await accepted(credit({ aop: 34.99 }));
    await accepted(credit({ aop: 35 }));
    expect(await refusedAt(credit({ aop: 35.01 }), 'products.0.aop')).toBe(
      'The APR is 35.01 %: the ceiling for consumer credit is 35 %',
    );
  });

  test('an ÅOP the server computes is held to it too', async () => {
    // 10,000 kr. over 6 months at 20 % with 1,500 kr. in fees: an ÅOP far above 35 %.
    const message = await refusedAt(
      credit({ amount: 10_000, interest_rate: 20, aop: null, term_months: 6, fees: 1_500 }),
      'products.0.aop',
    );
    expect(message).toMatch(/^The APR is \d+(\.\d+)? %: the ceiling for consumer credit is 35 %$/);
  });
});

describe('the debtor interest rate ceiling: 25 %', () => {
  test('24.99 and 25 are taken, 25.01 is refused at interest_rate', async () => {
    await accepted(credit({ interest_rate: 24.99, aop: 30 }));
    await accepted(credit({ interest_rate: 25, aop: 30 }));
    expect(await refusedAt(credit({ interest_rate: 25.01, aop: 30 }), 'products.0.interest_rate')).toBe(
      'The debtor interest rate is 25.01 % a year: the ceiling for consumer credit is 25 %',
    );
  });

  test('in Danish for a Danish caller, with a decimal comma', async () => {
    const res = await post(credit({ interest_rate: 25.5, aop: 30 }), 'da');
    expect(res.json().errors['products.0.interest_rate']).toEqual([
      'Debitorrenten er 25,5 % om året: loftet for forbrugerkreditter er 25 %',
    ]);
  });
});

describe('the total credit costs ceiling: 100 % of the total amount of credit', () => {
  test('costs of 99.99 % and 100 % are taken, 100.01 % is refused (at term_months without an example)', async () => {
    await accepted(costs(11_998.8));
    await accepted(costs(12_000));
    expect(await refusedAt(costs(12_001.2), 'products.0.term_months')).toBe(
      'The total cost of credit is 100.01 % of the total amount of credit: the ceiling for consumer credit is 100 %',
    );
  });

  test("a consumer loan's refusal is at its representative example's total payable", async () => {
    const loan = {
      ...costs(12_001.2),
      product_type: 'loan',
      product_sub_type: 'consumer_loan',
      representative_example: { rate_type: 'fixed', total_payable: 24_001.2 },
    };
    await refusedAt(loan, 'products.0.representative_example.total_payable');
  });
});

describe('mortgage credit', () => {
  test('is exempt: rates and costs over every ceiling are taken', async () => {
    await accepted({
      product_type: 'loan',
      product_sub_type: 'mortgage_fixed',
      amount: 1_000_000,
      interest_rate: 26,
      contribution_rate: 1,
      aop: 40,
      term_months: 360,
    });
  });
});
