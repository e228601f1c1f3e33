// Idempotent seed: the reference postal codes always; with `demo`, the demo lenders, demo users with economic
// profiles, and an active request that already has offers. Production seeds the demo only with SEED_DEMO=1
// (config.seedDemo), since its logins share a published password.
import { eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Db } from './client';
import { silentNotifier } from '../leads/customerNotifier';
import { declineLead, loadLeadContext } from '../leads/leadActions';
import { answerAsDemoLender, openLeads } from '../demoLenders/lenderEngine';
import { seedPostalCodes } from '../postalCodes/seedPostalCodes';
import { seedRates } from '../mortgageSurveillance/seedRates';
import { demoWizardRecording } from '../analyst/demoRecording';
import { demoLenders, logoPath } from '../demoLenders/lenderList';
import * as t from './schema';

export const DEMO_PASSWORD = 'demo-laanetorvet';
export const demoLogins = [
  { email: 'kunde@example.dk', role: 'customer with an active request and offers' },
  { email: 'kunde2@example.dk', role: 'customer without a request' },
  { email: 'profil@example.dk', role: 'customer of the profile journey (e2e/profile.spec.ts changes its details)' },
  { email: 'admin@example.dk', role: 'admin (sent to /admin/dashboard)' },
  { email: 'bank@example.dk', role: 'supplier user of Øresund Bank (sent to /supplier/dashboard)' },
  { email: 'analytiker@example.dk', role: 'analyst: replays stored wizard recordings at /analyst' },
];

const kr = (amount: number) => Math.round(amount * 100);
const DAY_MS = 24 * 3600 * 1000;

/** created: the demo data was written by this call (not on a later start, nor without `demo`). */
export type SeedResult = { created: boolean };

export async function seed(db: Db, { demo }: { demo: boolean } = { demo: true }): Promise<SeedResult> {
  await seedPostalCodes(db);
  if (!demo) return { created: false };
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
  await seedRates(db);

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
      // Only e2e/profile.spec.ts signs in as her: it changes her phone and password, so no other journey may.
      { email: 'profil@example.dk', passwordHash, name: 'Pia Profil Hansen', phone: '+4540123456' },
      { email: 'admin@example.dk', passwordHash, name: 'Admin Demo', teamName: 'admin' },
      { email: 'analytiker@example.dk', passwordHash, name: 'Analytiker Demo', isAnalyst: true },
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
    await tx.insert(t.deposits).values({
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

    // Mette's active request: better terms on the house. The offers come from the lender engine, exactly as a new
    // request's would; then the dates are spread over the last days. Limfjord's adviser has declined by hand,
    // Skovby is still working on it and Bølge's offer has expired, so the dashboard shows every state of a lead.
    const [rfq] = await tx
      .insert(t.rfqs)
      .values({
        userId: mette.id,
        purpose: 'existing_property',
        // How she filled in the form, for the analyst view (pseudonymized by the recorder, as in the browser).
        wizardRecording: demoWizardRecording(new Date(Date.now() - 3 * DAY_MS)),
        subjects: ['mortgages', 'loans', 'properties', 'deposits'],
        request: {
          purpose: 'existing_property',
          civil_status: 'married',
          children_count: 2,
          properties: [
            {
              id: house.id,
              is_existing: true,
              value: 3_800_000,
              residence_type: 'owner_house',
              postal_code: '4000',
              city: 'Roskilde',
            },
          ],
          mortgages: [
            { debt: 2_350_000, interest_rate: 4, periodic_payment: 13_650, term_months: 312, loan_kind: 'fixed' },
          ],
          loans: [
            {
              liability_sub_type: 'bank_home_loan',
              debt: 310_000,
              interest_rate: 6.25,
              periodic_payment: 3_450,
              term_months: 120,
            },
            { liability_sub_type: 'car', debt: 165_000, interest_rate: 7.9, periodic_payment: 3_350, term_months: 60 },
          ],
          credits: [],
          deposits: [{ deposit_type: 'savings', amount: 185_000, interest_rate: 0.25 }],
          vehicles: [{ asset_type: 'car', value: 240_000, is_existing: true }],
          household_monthly_income: 100_500,
        },
        createdAt: new Date(Date.now() - 3 * DAY_MS),
      })
      .returning();

    const deps = { db: tx, notify: silentNotifier };
    const daysAgo: Record<string, number> = {
      'skovby-sparekasse': 3,
      'kattegat-realkredit': 2,
      'limfjord-kredit': 2,
      'oresund-bank': 1,
      'boelge-bank': 1,
      'hedeland-andelskasse': 0,
    };
    for (const lead of await openLeads(tx, rfq.id, silentNotifier)) {
      const slug = lenders.find((l) => l.id === lead.supplierId)?.slug ?? '';
      const at = new Date(Date.now() - (daysAgo[slug] ?? 0) * DAY_MS);
      let offered = false;
      if (slug === 'limfjord-kredit') {
        const context = await loadLeadContext(tx, lead.id);
        if (context)
          await declineLead(deps, context, 'Vi har desværre ikke kapacitet til nye boligkunder i denne måned.');
      } else if (slug !== 'skovby-sparekasse') {
        offered = (await answerAsDemoLender(deps, lead.id))?.kind === 'offer';
      }
      await tx.update(t.leads).set({ createdAt: at, updatedAt: at }).where(eq(t.leads.id, lead.id));
      if (!offered) continue;
      // Bølge Bank's offer stood for 23 hours only and has expired: the demo shows an offer that cannot be chosen.
      const validUntil = slug === 'boelge-bank' ? { validUntil: new Date(at.getTime() + 23 * 3600 * 1000) } : {};
      await tx
        .update(t.offers)
        .set({ createdAt: at, ...validUntil })
        .where(eq(t.offers.leadId, lead.id));
      await tx.insert(t.messages).values({
        leadId: lead.id,
        sender: 'supplier',
        // The lead is anonymous: the lender does not know the customer's name yet.
        body: `Hej, vi har sendt dig et tilbud. Skriv endelig, hvis du har spørgsmål. Venlig hilsen ${lead.handlerName}`,
        createdAt: at,
      });
    }
    // The demo's answers are days old: they were "mailed" then, not minutes after the first start.
    await tx.update(t.leadMailNotices).set({ mailedAt: new Date() }).where(isNull(t.leadMailNotices.mailedAt));
  });
  return { created: true };
}
