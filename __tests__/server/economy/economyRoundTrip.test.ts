// The economy ↔ request-form mapping, both ways: any economy the form can express, turned into the form's step
// data (prefillFromProfile, what a new request starts from) and saved back as a submitted request would be
// (saveEconomicProfile), reads back as the same economy. Property-based (fast-check) against the real database.
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import type { EconomicProfile } from '../../../contract/economicProfile';
import { loadEconomicProfile } from '../../../server/economicProfile/economicProfileView';
import { saveEconomicProfile } from '../../../server/economicProfile/saveEconomicProfile';
import * as t from '../../../server/db/schema';
import type { SubmittedSteps } from '../../../server/auctionForm/validateSubmission';
import { prefillFromProfile } from '../../../src/features/form/prefillFromProfile';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let userId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const [user] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, 'kunde2@example.dk'));
  userId = user.id;
}, 180_000);
afterAll(() => closeTestApp(ctx));

const kroner = fc.integer({ min: 1, max: 5_000_000 });
const rate = fc.integer({ min: 1, max: 1500 }).map((n) => n / 100);
const text = fc.constantFrom('Testvej 1', 'Søndergade 12, 2. tv.', 'Åboulevard 3');
const liability = fc.record({
  debt: kroner,
  interest_rate: rate,
  term_months: fc.integer({ min: 1, max: 360 }),
  periodic_payment: kroner,
});

const economyArb = fc.record({
  civil_status: fc.constantFrom('single', 'married'),
  birth_date: fc.constantFrom('1980-01-31', '1975-06-15'),
  children_count: fc.integer({ min: 0, max: 5 }),
  employment_type: fc.constantFrom('employee', 'retired'),
  employer: fc.constantFrom('Testfirma ApS', 'Banken A/S'),
  employed_since: fc.constantFrom('2015-08-01', '2001-01-01'),
  monthly_income: kroner,
  companion: fc.record({
    name: fc.constantFrom('Sofie Nielsen', 'Jens Hansen'),
    birth_date: fc.constantFrom('1982-03-03'),
    monthly_income: kroner,
  }),
  properties: fc.array(
    fc.record({
      residence_type: fc.constantFrom('owner_house', 'owner_flat', 'holiday_home'),
      value: kroner,
      address1: text,
      postal_code: fc.constantFrom('2100', '8000'),
      city: fc.constantFrom('København Ø', 'Aarhus C'),
      mortgages: fc.array(
        fc.tuple(liability, fc.constantFrom('fixed', 'f1', 'f5')).map(([l, kind]) => ({ ...l, loan_kind: kind })),
        { maxLength: 2 },
      ),
      loans: fc.array(liability, { maxLength: 1 }),
    }),
    { maxLength: 2 },
  ),
  vehicles: fc.array(
    fc.record({
      asset_type: fc.constantFrom('car', 'motorcycle'),
      make: fc.constantFrom('Skoda', 'VW'),
      model: fc.constantFrom('Octavia', 'Golf'),
      year: fc.integer({ min: 1990, max: 2025 }),
      value: kroner,
      loans: fc.array(liability, { maxLength: 1 }),
    }),
    { maxLength: 2 },
  ),
  consumer: fc.array(liability, { maxLength: 2 }),
  student: fc.array(liability, { maxLength: 1 }),
  cards: fc.array(
    fc.record({
      debt: kroner,
      interest_rate: rate,
      term_months: fc.constant(null),
      periodic_payment: kroner,
      limit: kroner,
    }),
    { maxLength: 1 },
  ),
  savings: kroner,
  pension: fc.option(kroner, { nil: null }),
  shares: fc.option(kroner, { nil: null }),
});

type Arb = typeof economyArb extends fc.Arbitrary<infer T> ? T : never;

/** The generated economy as GET …/economic-profiles would answer it (ids and owners in place). */
function asProfile(e: Arb): EconomicProfile {
  let id = 1000;
  const next = () => id++;
  const base = {
    is_existing: true,
    debtable: true,
    property_id: null,
    vehicle_id: null,
    boat_id: null,
    supplier_id: null,
  };
  const properties = e.properties.map((p) => ({ ...p, id: next() }));
  const vehicles = e.vehicles.map((v) => ({ ...v, id: next() }));
  return {
    id: 1,
    user_id: userId,
    civil_status: e.civil_status,
    birth_date: e.birth_date,
    children_count: e.children_count,
    is_registered_as_bad_payer: null,
    residence_type: null,
    employment_type: e.employment_type,
    employer: e.employer,
    employed_since: e.employed_since,
    monthly_income: e.monthly_income,
    current_supplier_id: null,
    updated_at: new Date().toISOString(),
    properties: properties.map((p) => ({
      id: p.id,
      residence_type: p.residence_type,
      is_existing: true,
      new_property_reason: null,
      value: p.value,
      price: null,
      down_payment: null,
      new_loan_amount: null,
      address: { address1: p.address1, address2: null, address3: null },
      postal_code: p.postal_code,
      city: p.city,
      address_country_code: 'dk',
      oneLineAddress: null,
    })),
    vehicles: vehicles.map((v) => ({
      id: v.id,
      asset_type: v.asset_type,
      make: v.make,
      model: v.model,
      year: v.year,
      value: v.value,
      is_existing: true,
      down_payment: null,
    })),
    boats: [],
    mortgages: properties.flatMap((p) =>
      p.mortgages.map((m) => ({
        ...base,
        ...m,
        id: next(),
        liability_sub_type: 'mortgage',
        property_id: p.id,
        established_month: null,
        term_end_month: null,
      })),
    ),
    loans: [
      ...properties.flatMap((p) =>
        p.loans.map((l) => ({ ...base, ...l, id: next(), liability_sub_type: 'bank_home_loan', property_id: p.id })),
      ),
      ...vehicles.flatMap((v) =>
        v.loans.map((l) => ({ ...base, ...l, id: next(), liability_sub_type: 'car', vehicle_id: v.id })),
      ),
      ...e.consumer.map((l) => ({ ...base, ...l, id: next(), liability_sub_type: 'consumer' })),
      ...e.student.map((l) => ({ ...base, ...l, id: next(), liability_sub_type: 'student' })),
    ],
    credits: e.cards.map((c) => ({ ...base, ...c, id: next(), liability_sub_type: 'card' })),
    deposits: [
      { id: next(), deposit_type: 'savings', amount: e.savings, interest_rate: null, supplier_id: null },
      ...(e.pension
        ? [{ id: next(), deposit_type: 'pension', amount: e.pension, interest_rate: null, supplier_id: null }]
        : []),
    ],
    stockPortfolios: e.shares ? [{ id: next(), value: e.shares, supplier_id: null }] : [],
    companionPerson:
      e.civil_status === 'married'
        ? {
            id: next(),
            name: e.companion.name,
            birth_date: e.companion.birth_date,
            employment_type: null,
            employer: null,
            monthly_income: e.companion.monthly_income,
          }
        : null,
  };
}

/** What must survive the trip: everything but the database's own ids, order kept within each list. */
function comparable(p: EconomicProfile) {
  // Properties and vehicles are numbered by sequences of their own, so one id can name both: two maps.
  const propertyIndex = new Map(p.properties.map((x, i) => [x.id, i]));
  const vehicleIndex = new Map(p.vehicles.map((x, i) => [x.id, i]));
  const owner = (l: { property_id: number | null; vehicle_id: number | null }) => ({
    property: l.property_id === null ? null : propertyIndex.get(l.property_id),
    vehicle: l.vehicle_id === null ? null : vehicleIndex.get(l.vehicle_id),
  });
  const liab = (l: EconomicProfile['loans'][number]) => ({
    sub: l.liability_sub_type,
    debt: l.debt,
    rate: l.interest_rate,
    term: l.term_months,
    payment: l.periodic_payment,
    ...owner(l),
  });
  return {
    family: [
      p.civil_status,
      p.birth_date,
      p.children_count,
      p.employment_type,
      p.employer,
      p.employed_since,
      p.monthly_income,
    ],
    companion: p.companionPerson && [
      p.companionPerson.name,
      p.companionPerson.birth_date,
      p.companionPerson.monthly_income,
    ],
    properties: p.properties.map((x) => [x.residence_type, x.value, x.address.address1, x.postal_code, x.city]),
    vehicles: p.vehicles.map((x) => [x.asset_type, x.make, x.model, x.year, x.value]),
    mortgages: p.mortgages.map((m) => ({ ...liab(m), kind: m.loan_kind })),
    loans: [...p.loans.map(liab)].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    credits: p.credits.map((c) => ({ ...liab(c), limit: c.limit })),
    deposits: p.deposits.map((d) => [d.deposit_type, d.amount]),
    shares: p.stockPortfolios.map((s) => s.value),
  };
}

test('economy → form steps → saved economy is the same economy', async () => {
  await fc.assert(
    fc.asyncProperty(economyArb, async (generated) => {
      const original = asProfile(generated);
      const steps = prefillFromProfile(
        original as unknown as Record<string, unknown>,
        'existing_property',
      ) as SubmittedSteps;
      await ctx.database.db.transaction((tx) => saveEconomicProfile(tx, userId, steps));
      const saved = await loadEconomicProfile(ctx.database.db, userId);
      expect(comparable(saved!)).toEqual(comparable(original));
    }),
    { numRuns: 25 },
  );
}, 180_000);
