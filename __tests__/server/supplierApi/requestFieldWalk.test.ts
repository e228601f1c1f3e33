// Every answer reaches the lender or is listed as withheld: for every purpose, a form with every field of every
// needed step filled is submitted, and the lender reads its lead through the supplier API. Each field of each step
// schema must show in the lead under its name (or its RENAMED_ANSWERS name) with the value typed, or be in
// WITHHELD_ANSWERS with a reason (contract/rfqRequest.ts). A field added to a schema fails here until it is either.
import { and, eq } from 'drizzle-orm';
import type { AnyObjectSchema } from 'yup';
import { RENAMED_ANSWERS, WITHHELD_ANSWERS } from '../../../contract/rfqRequest';
import { FORM_PURPOSES, type FormPurpose } from '../../../domain/formRecord';
import { assessItemPeriodicPayment } from '../../../domain/validation/liabilitySchema';
import { stepSchemas, stepValues } from '../../../domain/validation/steps';
import { neededStepsFor } from '../../../machines/auctionForm/purposes';
import * as t from '../../../server/db/schema';
import { drainLenderQueue } from '../../../server/demoLenders/lenderEngine';
import { issueSupplierToken } from '../../../server/leads/supplierTokens';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let token: string;
let lenderId: number;
let bankId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const [lender] = await ctx.database.db
    .insert(t.suppliers)
    .values({
      slug: 'feltvandring-bank',
      name: 'Feltvandring Bank A/S',
      shortName: 'Feltvandring',
      kind: 'bank',
      logo: '/logos/feltvandring.svg',
      serves: ['mortgages', 'loans', 'credits', 'deposits', 'student_loans', 'properties', 'vehicles', 'boats'],
      isDemo: false,
    })
    .returning();
  lenderId = lender.id;
  token = (await issueSupplierToken(ctx.database.db, 'feltvandring-bank')) as string;
  const [bank] = await ctx.database.db.select({ id: t.suppliers.id }).from(t.suppliers).limit(1);
  bankId = bank.id;
}, 120_000);
afterAll(async () => {
  await drainLenderQueue(ctx.app);
  await closeTestApp(ctx);
});

/** A monthly payment the annuity check accepts, rounded up to whole kroner. */
function payment(debt: number, ratePercent: number, months: number): number {
  const r = ratePercent / 1200;
  return Math.ceil((debt * r) / (1 - (1 + r) ** -months));
}
function debt(amount: number, rate: number, months: number, extra: Record<string, unknown> = {}) {
  return {
    debt: amount,
    interest_rate: rate,
    term_months: months,
    periodic_payment: payment(amount, rate, months),
    ...extra,
  };
}

/** Every field of every step filled, each amount distinct, so a value found in the lead is that field's. */
function filledSteps(purpose: FormPurpose, email: string): Record<string, Record<string, unknown>> {
  return {
    start: { persona_type: purpose },
    unsatisfied: { unsatisfied_reason: 'service' },
    housingSituation: {
      residence_type: 'owner_house',
      properties: [
        {
          is_existing: true,
          residence_type: 'owner_house',
          show_manual_address: false,
          address_id: '0a3f50aa-0000-4000-8000-000000000001',
          oneLineAddress: 'Algade 12, 4000 Roskilde',
          postal_code: '4000',
          city: 'Roskilde',
          address_country_code: 'dk',
          value: 3_800_001,
          new_loan_amount: 100_002,
          mortgages: [debt(2_350_003, 4.01, 312, { loan_kind: 'f5' })],
          loans: [debt(310_004, 6.02, 120)],
          credits: [debt(20_005, 7.03, 36)],
        },
        {
          is_existing: false,
          residence_type: 'owner_flat',
          show_manual_address: true,
          address1: 'Skomagergade 3',
          postal_code: '4000',
          city: 'Roskilde',
          address_country_code: 'dk',
          price: 2_900_006,
          down_payment: 300_007,
          reason: 'move_and_keep',
          mortgages: [],
          loans: [],
          credits: [],
        },
      ],
    },
    otherAssets: {
      want_new_vehicle: true,
      new_vehicle_type: 'car',
      new_vehicle_make: 'Skoda',
      new_vehicle_model: 'Octavia Combi',
      new_vehicle_year: 2024,
      new_vehicle_condition: 'used',
      new_vehicle_price: 240_008,
      new_vehicle_down_payment: 40_009,
      assets: [
        {
          asset_type: 'motorcycle',
          make: 'Honda',
          model: 'CB500',
          year: 2019,
          value: 45_010,
          loans: [debt(30_011, 8.04, 48)],
          credits: [debt(5_012, 9.05, 24)],
        },
      ],
    },
    savings: { current_supplier_id: bankId, savings_amount: 150_013, pension_amount: 400_014, shares_amount: 75_015 },
    aboutYou: {
      civil_status: 'married',
      birth_date: '1985-03-14',
      cpr: null,
      children_count: 2,
      co_applicant_name: 'Mads Nielsen',
      is_registered_as_bad_payer: false,
      co_applicant_birth_date: '1984-07-02',
    },
    employment: {
      employment_type: 'employee',
      employer: 'Aarhus Kommune',
      employed_since: '2016-09-01',
      monthly_income: 52_016,
      co_applicant_employment_type: 'self_employed',
      co_applicant_monthly_income: 38_017,
    },
    otherDebt: {
      consumer_loans: [debt(50_018, 10.06, 60)],
      car_loans: [debt(120_019, 6.07, 72)],
      student_loans: [debt(80_020, 4.08, 120)],
      card_credits: [debt(10_021, 12.09, 12, { limit: 25_022 })],
    },
    wishes: {
      looking_for: ['lower_payment'],
      unsatisfied: true,
      unsatisfied_reason: 'service',
      mortgage_kind: 'f5',
      customer_comments: 'Gerne fast rente.',
    },
    profile: {
      full_name: 'Sara Feltvandrer',
      email,
      phone: '+4540404041',
      password: 'Hemmelig-kode-123',
      password_confirmation: 'Hemmelig-kode-123',
      accept_terms: true,
      contact_consent: true,
    },
  };
}

type Described = { type: string; fields?: Record<string, Described>; innerType?: Described };

/** The schema's field paths down to its leaves, a list's items as `[]`. */
function fieldPaths(schema: Described, prefix: string): string[] {
  if (schema.type === 'object' && schema.fields)
    return Object.entries(schema.fields).flatMap(([key, field]) =>
      fieldPaths(field, prefix ? `${prefix}.${key}` : key),
    );
  if (schema.type === 'array' && schema.innerType?.type === 'object')
    return fieldPaths(schema.innerType, `${prefix}[]`);
  return [prefix];
}

/** The values at a path (`[]` fans out over a list). */
function valuesAt(value: unknown, path: string[]): unknown[] {
  if (path.length === 0) return [value];
  const [head, ...rest] = path;
  const list = head.endsWith('[]');
  const child = (value as Record<string, unknown> | null)?.[list ? head.slice(0, -2) : head];
  return list ? (Array.isArray(child) ? child.flatMap((item) => valuesAt(item, rest)) : []) : valuesAt(child, rest);
}

/** Every value under every key, at any depth of the lead. */
function keyedValues(value: unknown, into = new Map<string, unknown[]>()): Map<string, unknown[]> {
  if (Array.isArray(value)) value.forEach((item) => keyedValues(item, into));
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) {
      into.set(key, [...(into.get(key) ?? []), item]);
      keyedValues(item, into);
    }
  return into;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe.each(FORM_PURPOSES)('a filled form for %s', (purpose) => {
  test('every answer of every step is in the lender’s lead, or withheld with a reason', async () => {
    const steps = filledSteps(purpose, `felt-${purpose}@example.dk`);
    const labels = neededStepsFor(purpose);
    const res = await new BrowserSession(ctx.app, 'en').request({
      method: 'POST',
      url: '/api/auction-form',
      payload: { steps: Object.fromEntries(labels.map((l) => [l, steps[l]])), formPurpose: purpose },
    });
    expect(res.json()).toMatchObject({ rfq: { purpose } });
    const rfqId: number = res.json().rfq.id;
    const [lead] = await ctx.database.db
      .update(t.leads)
      .set({ isAnonymous: false })
      .where(and(eq(t.leads.rfqId, rfqId), eq(t.leads.supplierId, lenderId)))
      .returning();
    const read = await ctx.app.inject({
      url: `/supplier-api/v1/leads/${lead.id}`,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    expect(read.statusCode).toBe(200);
    const delivered = keyedValues(read.json());

    const problems: string[] = [];
    const checks = { periodicPayment: assessItemPeriodicPayment, postalCode: () => true };
    const ctxOf = { signedIn: false, formPurpose: purpose, steps, checks };
    for (const label of labels) {
      const schema: AnyObjectSchema = stepSchemas[label](ctxOf);
      const values = stepValues(schema, steps[label] as never);
      for (const path of fieldPaths(schema.describe() as Described, '')) {
        const key = `${label}.${path}`;
        if (WITHHELD_ANSWERS[key]) continue;
        const given = valuesAt(values, path.split('.')).filter((v) => v !== null && v !== undefined);
        if (given.length === 0) {
          problems.push(`${key}: the filled form gives it no value (fill it here)`);
          continue;
        }
        const name = RENAMED_ANSWERS[key] ?? path.split('.').at(-1)!.replace('[]', '');
        const found = delivered.get(name) ?? [];
        for (const value of given)
          if (!found.some((f) => same(f, value)))
            problems.push(`${key} = ${JSON.stringify(value)}: not in the lead as \`${name}\`, nor withheld`);
      }
    }
    expect(problems).toEqual([]);
  });
});
