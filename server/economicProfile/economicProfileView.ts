// The customer's economic profile as spec §3 names it (properties, boats, vehicles, loans, credits, mortgages,
// deposits, stockPortfolios, companionPerson), amounts in kroner (server/routes/API.md, "Units"). Also read by
// requestFromProfile.ts, so a request started from the profile says exactly what the customer sees.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import type { EconomicProfile } from '../../contract/economicProfile';
import { kroner, percent } from '../http/apiMoney';

type Liability = typeof t.loans.$inferSelect;

const liabilityJson = (l: Liability) => ({
  id: l.id,
  liability_sub_type: l.liabilitySubType,
  debt: kroner(l.debtOre),
  is_existing: l.isExisting,
  debtable: l.debtable,
  interest_rate: percent(l.interestRate),
  periodic_payment: kroner(l.periodicPaymentOre),
  term_months: l.termMonths,
  property_id: l.propertyId,
  vehicle_id: l.vehicleId,
  boat_id: l.boatId,
  supplier_id: l.supplierId,
});

const assetJson = (a: typeof t.vehicles.$inferSelect) => ({
  id: a.id,
  asset_type: a.assetType,
  make: a.make,
  model: a.model,
  year: a.year,
  value: kroner(a.valueOre),
  is_existing: a.isExisting,
  down_payment: kroner(a.downPaymentOre),
});

export async function loadEconomicProfile(db: Db, userId: number): Promise<EconomicProfile | null> {
  const [profile] = await db.select().from(t.economicProfiles).where(eq(t.economicProfiles.userId, userId));
  if (!profile) return null;
  const [properties, vehicles, boats, loans, credits, mortgages, deposits, portfolios, companions] = await Promise.all([
    db.select().from(t.properties).where(eq(t.properties.economicProfileId, profile.id)).orderBy(t.properties.id),
    db.select().from(t.vehicles).where(eq(t.vehicles.economicProfileId, profile.id)).orderBy(t.vehicles.id),
    db.select().from(t.boats).where(eq(t.boats.economicProfileId, profile.id)).orderBy(t.boats.id),
    db.select().from(t.loans).where(eq(t.loans.economicProfileId, profile.id)).orderBy(t.loans.id),
    db.select().from(t.credits).where(eq(t.credits.economicProfileId, profile.id)).orderBy(t.credits.id),
    db.select().from(t.mortgages).where(eq(t.mortgages.economicProfileId, profile.id)).orderBy(t.mortgages.id),
    db.select().from(t.deposits).where(eq(t.deposits.economicProfileId, profile.id)).orderBy(t.deposits.id),
    db
      .select()
      .from(t.stockPortfolios)
      .where(eq(t.stockPortfolios.economicProfileId, profile.id))
      .orderBy(t.stockPortfolios.id),
    db.select().from(t.companionPersons).where(eq(t.companionPersons.economicProfileId, profile.id)),
  ]);
  const companion = companions[0] ?? null;
  return {
    id: profile.id,
    user_id: profile.userId,
    civil_status: profile.civilStatus,
    birth_date: profile.birthDate,
    children_count: profile.childrenCount,
    is_registered_as_bad_payer: profile.isRegisteredAsBadPayer,
    residence_type: profile.residenceType,
    employment_type: profile.employmentType,
    employer: profile.employer,
    employed_since: profile.employedSince,
    monthly_income: kroner(profile.monthlyIncomeOre),
    current_supplier_id: profile.currentSupplierId,
    updated_at: profile.updatedAt.toISOString(),
    properties: properties.map((p) => ({
      id: p.id,
      residence_type: p.residenceType,
      is_existing: p.isExisting,
      new_property_reason: p.newPropertyReason,
      value: kroner(p.valueOre),
      price: kroner(p.priceOre),
      down_payment: kroner(p.downPaymentOre),
      new_loan_amount: kroner(p.newLoanAmountOre),
      address: { address1: p.address1, address2: p.address2, address3: p.address3 },
      postal_code: p.postalCode,
      city: p.city,
      address_country_code: p.countryCode,
      oneLineAddress: p.oneLineAddress,
    })),
    boats: boats.map(assetJson),
    vehicles: vehicles.map(assetJson),
    loans: loans.map(liabilityJson),
    credits: credits.map((c) => ({ ...liabilityJson(c), limit: kroner(c.limitOre) })),
    mortgages: mortgages.map((m) => ({
      ...liabilityJson(m),
      loan_kind: m.loanKind,
      established_month: m.establishedMonth,
      term_end_month: m.termEndMonth,
    })),
    deposits: deposits.map((d) => ({
      id: d.id,
      deposit_type: d.depositType,
      amount: kroner(d.amountOre),
      interest_rate: percent(d.interestRate),
      supplier_id: d.supplierId,
    })),
    stockPortfolios: portfolios.map((s) => ({ id: s.id, value: kroner(s.valueOre), supplier_id: s.supplierId })),
    companionPerson: companion
      ? {
          id: companion.id,
          name: companion.name,
          birth_date: companion.birthDate,
          employment_type: companion.employmentType,
          employer: companion.employer,
          monthly_income: kroner(companion.monthlyIncomeOre),
        }
      : null,
  };
}

export type EconomicProfileJson = EconomicProfile;
