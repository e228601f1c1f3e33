// Idempotent demo data: lenders, demo users with economic profiles, and an active request that already has offers.
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Db } from './client';
import { demoLenders, logoPath } from './demoLenders';
import * as t from './schema';

export const DEMO_PASSWORD = 'Demo1234!';
export const demoLogins = [
  { email: 'kunde@example.dk', role: 'customer with an active request and offers' },
  { email: 'kunde2@example.dk', role: 'customer without a request' },
  { email: 'admin@example.dk', role: 'admin (sent to /admin/dashboard)' },
  { email: 'bank@example.dk', role: 'supplier user of Øresund Bank (sent to /supplier/dashboard)' },
];

/** The largest towns, so the demo validates common postal codes without the official PostNord file. */
export const demoPostalCodes: [string, string][] = [
  ['1050', 'København K'],
  ['1550', 'København V'],
  ['2100', 'København Ø'],
  ['2200', 'København N'],
  ['2300', 'København S'],
  ['2800', 'Kongens Lyngby'],
  ['3000', 'Helsingør'],
  ['3400', 'Hillerød'],
  ['4000', 'Roskilde'],
  ['5000', 'Odense C'],
  ['6000', 'Kolding'],
  ['6700', 'Esbjerg'],
  ['7100', 'Vejle'],
  ['7400', 'Herning'],
  ['8000', 'Aarhus C'],
  ['8200', 'Aarhus N'],
  ['8700', 'Horsens'],
  ['8900', 'Randers C'],
  ['9000', 'Aalborg'],
];

const kr = (amount: number) => Math.round(amount * 100);

export type SeedResult = { created: boolean };

export async function seed(db: Db): Promise<SeedResult> {
  await db
    .insert(t.postalCodes)
    .values(demoPostalCodes.map(([code, name]) => ({ code, name })))
    .onConflictDoNothing();
  await db
    .insert(t.suppliers)
    .values(
      demoLenders.map((l) => ({
        slug: l.slug,
        name: l.name,
        shortName: l.shortName,
        kind: l.kind,
        logo: logoPath(l.slug),
        serves: l.serves,
        pricing: l.pricing,
        isDemo: true,
      })),
    )
    .onConflictDoNothing({ target: t.suppliers.slug });

  const existing = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'kunde@example.dk'));
  if (existing.length > 0) return { created: false };

  const lenders = await db.select().from(t.suppliers);
  const bySlug = (slug: string) => {
    const found = lenders.find((l) => l.slug === slug);
    if (!found) throw new Error(`demo lender ${slug} missing`);
    return found;
  };
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const [mette, lars] = await tx
      .insert(t.users)
      .values([
        { email: 'kunde@example.dk', passwordHash, name: 'Mette Kunde Jensen', phone: '+4520123456' },
        {
          email: 'kunde2@example.dk',
          passwordHash,
          name: 'Lars Anden Nielsen',
          phone: '+4530123456',
          preferences: { lang: 'en' },
        },
      ])
      .returning();
    await tx.insert(t.users).values([
      { email: 'admin@example.dk', passwordHash, name: 'Admin Demo', teamName: 'admin' },
      {
        email: 'bank@example.dk',
        passwordHash,
        name: 'Bank Rådgiver',
        teamName: 'supplier',
        supplierId: bySlug('oresund-bank').id,
      },
    ]);

    // Mette: a couple in a house in Roskilde with a fixed-rate mortgage and a car loan, asking for better terms.
    const [metteProfile] = await tx
      .insert(t.economicProfiles)
      .values({
        userId: mette.id,
        civilStatus: 'married',
        birthDate: '1984-05-12',
        childrenCount: 2,
        residenceType: 'owner_house',
        employmentType: 'employee',
        employer: 'Roskilde Kommune',
        employedSince: '2015-08-01',
        monthlyIncomeOre: kr(48_500),
        currentSupplierId: bySlug('skovby-sparekasse').id,
      })
      .returning();
    await tx.insert(t.companionPersons).values({
      economicProfileId: metteProfile.id,
      name: 'Jonas Jensen',
      birthDate: '1982-11-02',
      employmentType: 'employee',
      employer: 'Novo Nordisk A/S',
      monthlyIncomeOre: kr(52_000),
    });
    const [house] = await tx
      .insert(t.properties)
      .values({
        economicProfileId: metteProfile.id,
        residenceType: 'owner_house',
        isExisting: true,
        valueOre: kr(3_800_000),
        address1: 'Algade 12',
        postalCode: '4000',
        city: 'Roskilde',
        oneLineAddress: 'Algade 12, 4000 Roskilde',
      })
      .returning();
    await tx.insert(t.mortgages).values({
      economicProfileId: metteProfile.id,
      propertyId: house.id,
      supplierId: bySlug('kattegat-realkredit').id,
      liabilitySubType: 'mortgage',
      loanKind: 'fixed',
      debtOre: kr(2_350_000),
      interestRate: '4.0000',
      periodicPaymentOre: kr(13_650),
      termMonths: 312,
      establishedMonth: '2023-03',
      termEndMonth: '2049-03',
    });
    await tx.insert(t.loans).values({
      economicProfileId: metteProfile.id,
      propertyId: house.id,
      supplierId: bySlug('skovby-sparekasse').id,
      liabilitySubType: 'bank_home_loan',
      debtOre: kr(310_000),
      interestRate: '6.2500',
      periodicPaymentOre: kr(3_450),
      termMonths: 120,
    });
    const [car] = await tx
      .insert(t.vehicles)
      .values({
        economicProfileId: metteProfile.id,
        assetType: 'car',
        make: 'Škoda',
        model: 'Enyaq',
        year: 2022,
        valueOre: kr(240_000),
      })
      .returning();
    await tx.insert(t.loans).values({
      economicProfileId: metteProfile.id,
      vehicleId: car.id,
      supplierId: bySlug('skovby-sparekasse').id,
      liabilitySubType: 'car',
      debtOre: kr(165_000),
      interestRate: '7.9000',
      periodicPaymentOre: kr(3_350),
      termMonths: 60,
    });
    await tx.insert(t.deposits).values([
      {
        economicProfileId: metteProfile.id,
        supplierId: bySlug('skovby-sparekasse').id,
        depositType: 'savings',
        amountOre: kr(185_000),
        interestRate: '0.2500',
      },
      { economicProfileId: metteProfile.id, depositType: 'pension', amountOre: kr(920_000) },
    ]);

    // Lars: single, renting in Aarhus, no request yet.
    const [larsProfile] = await tx
      .insert(t.economicProfiles)
      .values({
        userId: lars.id,
        civilStatus: 'single',
        birthDate: '1991-02-20',
        childrenCount: 0,
        residenceType: 'rented',
        employmentType: 'employee',
        employer: 'Arla Foods',
        employedSince: '2019-01-01',
        monthlyIncomeOre: kr(41_000),
      })
      .returning();
    await tx
      .insert(t.deposits)
      .values({
        economicProfileId: larsProfile.id,
        depositType: 'savings',
        amountOre: kr(95_000),
        interestRate: '0.5000',
      });
    await tx.insert(t.loans).values({
      economicProfileId: larsProfile.id,
      liabilitySubType: 'student',
      debtOre: kr(86_000),
      interestRate: '4.0000',
      periodicPaymentOre: kr(950),
    });

    // Mette's active request: better terms on the house; three offers, one lender declined, one still open.
    const [rfq] = await tx
      .insert(t.rfqs)
      .values({
        userId: mette.id,
        purpose: 'existing_property',
        subjects: ['mortgages', 'loans', 'properties', 'deposits'],
        request: {
          purpose: 'existing_property',
          properties: [{ id: house.id, is_existing: true, value: 3_800_000, residence_type: 'owner_house' }],
          mortgages: [{ debt: 2_350_000, interest_rate: 4, periodic_payment: 13_650, term_months: 312 }],
          loans: [
            { liability_sub_type: 'bank_home_loan', debt: 310_000, interest_rate: 6.25, periodic_payment: 3_450 },
            { liability_sub_type: 'car', debt: 165_000, interest_rate: 7.9, periodic_payment: 3_350 },
          ],
          credits: [],
          deposits: [{ deposit_type: 'savings', amount: 185_000, interest_rate: 0.25 }],
          household_monthly_income: 100_500,
        },
        createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000),
      })
      .returning();

    type SeedOffer = {
      slug: string;
      handler: string;
      status?: 'lost';
      daysAgo: number;
      monthlyDiscount?: number;
      month1?: number;
      year1?: number;
      products?: Omit<typeof t.offerProducts.$inferInsert, 'offerId'>[];
    };
    const seedOffers: SeedOffer[] = [
      {
        slug: 'kattegat-realkredit',
        handler: 'Sofie Madsen',
        daysAgo: 2,
        monthlyDiscount: 1_890,
        month1: 1_460,
        year1: 17_150,
        products: [
          {
            productType: 'loan',
            productSubType: 'f5_mortgage',
            amountOre: kr(2_660_000),
            interestRate: '2.7000',
            contributionRate: '0.8500',
            aop: '3.7400',
            termMonths: 360,
            feesOre: kr(18_500),
            monthlyPaymentOre: kr(12_610),
            totalCostOre: kr(4_558_000),
          },
        ],
      },
      {
        slug: 'oresund-bank',
        handler: 'Peter Holm',
        daysAgo: 1,
        monthlyDiscount: 1_210,
        month1: 930,
        year1: 10_980,
        products: [
          {
            productType: 'loan',
            productSubType: 'fixed_mortgage',
            amountOre: kr(2_350_000),
            interestRate: '3.5000',
            contributionRate: '0.7000',
            aop: '4.3100',
            termMonths: 312,
            feesOre: kr(14_000),
            monthlyPaymentOre: kr(12_580),
            totalCostOre: kr(3_939_000),
          },
          {
            productType: 'loan',
            productSubType: 'car_loan',
            amountOre: kr(165_000),
            interestRate: '5.4900',
            aop: '6.1200',
            termMonths: 60,
            feesOre: kr(1_500),
            monthlyPaymentOre: kr(3_160),
            totalCostOre: kr(191_100),
          },
          {
            productType: 'deposit',
            productSubType: 'savings_account',
            amountOre: kr(185_000),
            interestRate: '1.2500',
            termMonths: null,
            feesOre: 0,
            monthlyPaymentOre: null,
            totalCostOre: null,
          },
        ],
      },
      {
        slug: 'hedeland-andelskasse',
        handler: 'Anne Kristensen',
        daysAgo: 0,
        monthlyDiscount: 640,
        month1: 480,
        year1: 5_690,
        products: [
          {
            productType: 'loan',
            productSubType: 'bank_home_loan',
            amountOre: kr(310_000),
            interestRate: '4.9500',
            aop: '5.3800',
            termMonths: 120,
            feesOre: kr(3_000),
            monthlyPaymentOre: kr(3_290),
            totalCostOre: kr(397_800),
          },
          {
            productType: 'loan',
            productSubType: 'car_loan',
            amountOre: kr(165_000),
            interestRate: '5.9500',
            aop: '6.4000',
            termMonths: 60,
            feesOre: kr(1_000),
            monthlyPaymentOre: kr(3_190),
            totalCostOre: kr(192_400),
          },
        ],
      },
      { slug: 'limfjord-kredit', handler: 'Mads Poulsen', status: 'lost', daysAgo: 2 },
      { slug: 'skovby-sparekasse', handler: 'Karen Lund', daysAgo: 3 },
    ];
    for (const o of seedOffers) {
      const at = new Date(Date.now() - o.daysAgo * 24 * 3600 * 1000);
      const [lead] = await tx
        .insert(t.leads)
        .values({
          rfqId: rfq.id,
          supplierId: bySlug(o.slug).id,
          status: o.status ?? 'open',
          handlerName: o.handler,
          lostReason: o.status === 'lost' ? 'outside_appetite' : null,
          createdAt: at,
        })
        .returning();
      if (!o.products) continue;
      const [offer] = await tx
        .insert(t.offers)
        .values({
          leadId: lead.id,
          totalMonthlyDiscountOre: kr(o.monthlyDiscount ?? 0),
          savingsAfterTaxMonth1Ore: kr(o.month1 ?? 0),
          savingsAfterTaxYear1Ore: kr(o.year1 ?? 0),
          createdAt: at,
        })
        .returning();
      await tx.insert(t.offerProducts).values(o.products.map((p) => ({ ...p, offerId: offer.id })));
      await tx.insert(t.messages).values({
        leadId: lead.id,
        sender: 'supplier',
        body: `Hej Mette, vi har sendt jer et tilbud. Skriv endelig, hvis I har spørgsmål. Venlig hilsen ${o.handler}`,
        createdAt: at,
      });
    }
  });
  return { created: true };
}
