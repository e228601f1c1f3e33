// The comparison benches' fixture: the demo data plus 30 lenders of the bench's own (with supplier-API tokens)
// serving the demo customer's subjects, and a request of that customer answered by all 30 through the supplier API,
// as real lenders' systems would answer it.
import { eq } from 'drizzle-orm';
import { annuity } from '../../domain/annuity';
import { openDatabase } from '../../server/db/client';
import * as t from '../../server/db/schema';
import { seed } from '../../server/seed/seed';
import { issueSupplierToken } from '../../server/leads/supplierTokens';
import { jsonHeaders, signIn } from './httpSession';

export const OFFERS = 30;
export const CUSTOMER = 'kunde2@example.dk';
export const PASSWORD = 'demo-hest-batteri';
const LOGOS = [
  'oresund-bank',
  'kattegat-realkredit',
  'skovby-sparekasse',
  'limfjord-kredit',
  'boelge-bank',
  'hedeland-andelskasse',
];

/** Seeds the demo data, then adds 30 lenders of our own (with supplier-API tokens) that serve the customer's subjects. */
export async function prepareDatabase(dataDir: string): Promise<Map<number, string>> {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    await seed(database.db);
    // Only the bench's lenders get leads, so the request has exactly 30 answers and no demo lender answers by itself.
    await database.db.update(t.suppliers).set({ serves: [] });
    const tokens = new Map<number, string>();
    for (let i = 1; i <= OFFERS; i++) {
      const slug = `bench-bank-${i}`;
      const [row] = await database.db
        .insert(t.suppliers)
        .values({
          slug,
          name: `Benchmark Bank ${i} A/S`,
          shortName: `Bench ${i}`,
          kind: 'bank',
          logo: `/logos/${LOGOS[i % LOGOS.length]}.svg`,
          serves: ['deposits', 'student_loans', 'loans'],
        })
        .returning({ id: t.suppliers.id });
      const token = await issueSupplierToken(database.db, slug);
      if (!token) throw new Error(`no token for ${slug}`);
      tokens.set(row.id, token);
    }
    const [customer] = await database.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, CUSTOMER));
    if (!customer) throw new Error(`the seed has no ${CUSTOMER}`);
    return tokens;
  } finally {
    await database.close();
  }
}

/** Signs in over HTTP and starts a request from the saved profile; returns the request's id and leads. */
async function startRequest(base: string): Promise<{ rfqId: number; leads: { id: number; supplierId: number }[] }> {
  const { cookies, userId } = await signIn(base, CUSTOMER, PASSWORD);
  const created = await fetch(`${base}/api/customer/users/${userId}/rfqs`, {
    method: 'POST',
    headers: jsonHeaders(cookies),
    body: '{}',
  });
  if (created.status !== 201) throw new Error(`starting the request failed: ${created.status} ${await created.text()}`);
  const rfq = (await created.json()) as { id: number; leads: { id: number; supplier: { id: number } }[] };
  return { rfqId: rfq.id, leads: rfq.leads.map((lead) => ({ id: lead.id, supplierId: lead.supplier.id })) };
}

/** Each lender answers with a loan and a savings account at its own rates, so every row has a best value. */
async function answerAll(base: string, leads: { id: number; supplierId: number }[], tokens: Map<number, string>) {
  await Promise.all(
    leads.map(async (lead, i) => {
      const token = tokens.get(lead.supplierId);
      if (!token) throw new Error(`lead ${lead.id} is not a bench lender's`);
      const loan = { amount: 86000, interest_rate: 3.5 + i * 0.05, term_months: 120, fees: 500 + i * 25 };
      // A consumer loan carries its representative example; its total is the annuity the server checks it against.
      const { totalCostOre } = annuity({
        principalOre: loan.amount * 100,
        annualRatePercent: loan.interest_rate,
        months: loan.term_months,
        feesOre: loan.fees * 100,
      });
      const body = {
        comment: `Tilbud nr. ${i + 1}`,
        valid_until: new Date(Date.now() + 14 * 86_400_000).toISOString(),
        products: [
          {
            product_type: 'loan',
            product_sub_type: 'consumer_loan',
            ...loan,
            early_repayment_fee_percent: 1,
            representative_example: { rate_type: 'fixed', total_payable: Math.round(totalCostOre / 100) },
          },
          {
            product_type: 'deposit',
            product_sub_type: 'savings_account',
            amount: 95000,
            interest_rate: 0.75 + i * 0.02,
            replaces: ['deposits.0'],
          },
        ],
      };
      const res = await fetch(`${base}/supplier-api/v1/leads/${lead.id}/offer`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`offer on lead ${lead.id} failed: ${res.status} ${await res.text()}`);
    }),
  );
}

/** A request of the demo customer answered by the 30 bench lenders; its id. */
export async function answeredRequest(base: string, tokens: Map<number, string>): Promise<number> {
  const { rfqId, leads } = await startRequest(base);
  await answerAll(base, leads, tokens);
  return rfqId;
}
