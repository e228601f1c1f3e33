// Writes the customer's economic profile from a validated request form: the profile is what the form said
// last, so its lists are replaced as a whole. The CPR number is never stored, only the birth date it holds.
import { eq } from 'drizzle-orm';
import type { FormRecord } from '../../machines/auctionForm/types';
import { hasPartner } from '../../domain/formOptions';
import { toOre } from '../../domain/money';
import { birthDateOfCpr } from '../../domain/validation/steps';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import type { StepData, SubmittedSteps } from '../../domain/validation/steps/stepData';
import { assetRow, companionRow, debtColumns, intOf, orOre, propertyRow, str } from './economyRows';

type Item = FormRecord;

const items = (v: unknown): Item[] =>
  Array.isArray(v) ? v.filter((x): x is Item => typeof x === 'object' && x !== null) : [];

function liability(
  item: Item,
  profileId: number,
  owner: { propertyId?: number; vehicleId?: number; boatId?: number },
  fallbackSubType: string,
) {
  return {
    economicProfileId: profileId,
    propertyId: owner.propertyId ?? null,
    vehicleId: owner.vehicleId ?? null,
    boatId: owner.boatId ?? null,
    liabilitySubType: str(item.liability_sub_type) ?? fallbackSubType,
    ...debtColumns(item),
    isExisting: true,
  };
}

async function profileIdFor(tx: Tx, userId: number, fields: Omit<typeof t.economicProfiles.$inferInsert, 'userId'>) {
  const [existing] = await tx
    .select({ id: t.economicProfiles.id })
    .from(t.economicProfiles)
    .where(eq(t.economicProfiles.userId, userId));
  if (existing) {
    await tx
      .update(t.economicProfiles)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(t.economicProfiles.id, existing.id));
    // The form holds the whole picture: what it no longer lists is gone (liabilities cascade from their owners).
    for (const table of [
      t.mortgages,
      t.loans,
      t.credits,
      t.properties,
      t.vehicles,
      t.boats,
      t.deposits,
      t.stockPortfolios,
      t.companionPersons,
    ]) {
      await tx.delete(table).where(eq(table.economicProfileId, existing.id));
    }
    return existing.id;
  }
  const [created] = await tx
    .insert(t.economicProfiles)
    .values({ userId, ...fields })
    .returning({ id: t.economicProfiles.id });
  return created.id;
}

export async function saveEconomicProfile(tx: Tx, userId: number, steps: SubmittedSteps): Promise<number> {
  const about: Partial<StepData<'aboutYou'>> = steps.aboutYou ?? {};
  const work: Partial<StepData<'employment'>> = steps.employment ?? {};
  const housing: Partial<StepData<'housingSituation'>> = steps.housingSituation ?? {};
  const savings: Partial<StepData<'savings'>> = steps.savings ?? {};
  const supplierId = intOf(savings.current_supplier_id);
  const supplierExists = supplierId
    ? (await tx.select({ id: t.suppliers.id }).from(t.suppliers).where(eq(t.suppliers.id, supplierId))).length > 0
    : false;

  const profileId = await profileIdFor(tx, userId, {
    civilStatus: str(about.civil_status),
    birthDate: str(about.birth_date) ?? birthDateOfCpr(about.cpr),
    childrenCount: intOf(about.children_count),
    isRegisteredAsBadPayer:
      typeof about.is_registered_as_bad_payer === 'boolean' ? about.is_registered_as_bad_payer : null,
    residenceType: str(housing.residence_type),
    employmentType: str(work.employment_type),
    employer: str(work.employer),
    employedSince: str(work.employed_since),
    monthlyIncomeOre: orOre(work.monthly_income),
    currentSupplierId: supplierExists ? supplierId : null,
  });

  if (hasPartner(about.civil_status)) {
    await tx.insert(t.companionPersons).values({ economicProfileId: profileId, ...companionRow(about, work) });
  }

  for (const p of items(housing.properties)) {
    // The form's address is looked up unless the customer chose to type it.
    const [property] = await tx
      .insert(t.properties)
      .values({ economicProfileId: profileId, ...propertyRow(p, p.show_manual_address === true) })
      .returning({ id: t.properties.id });
    const owner = { propertyId: property.id };
    for (const m of items(p.mortgages))
      await tx
        .insert(t.mortgages)
        .values({ ...liability(m, profileId, owner, 'mortgage'), loanKind: str(m.loan_kind) });
    for (const l of items(p.loans)) await tx.insert(t.loans).values(liability(l, profileId, owner, 'bank_home_loan'));
    for (const c of items(p.credits))
      await tx.insert(t.credits).values({ ...liability(c, profileId, owner, 'home_credit'), limitOre: orOre(c.limit) });
  }

  for (const a of items(steps.otherAssets?.assets)) {
    const isBoat = a.asset_type === 'boat';
    const table = isBoat ? t.boats : t.vehicles;
    const [asset] = await tx
      .insert(table)
      .values({ economicProfileId: profileId, ...assetRow(a) })
      .returning({ id: table.id });
    const owner = isBoat ? { boatId: asset.id } : { vehicleId: asset.id };
    for (const l of items(a.loans)) await tx.insert(t.loans).values(liability(l, profileId, owner, 'car'));
    for (const c of items(a.credits))
      await tx.insert(t.credits).values({ ...liability(c, profileId, owner, 'car'), limitOre: orOre(c.limit) });
  }

  // The vehicle to buy is one of the profile's vehicles (§3: make, model, year), not yet owned; its price is its value,
  // and its down payment is kept so the economy page counts what it takes to borrow as the hint and lenders do.
  const wanted: Partial<StepData<'otherAssets'>> = steps.otherAssets ?? {};
  if (wanted.want_new_vehicle === true) {
    const toBuy = assetRow({
      asset_type: wanted.new_vehicle_type,
      make: wanted.new_vehicle_make,
      model: wanted.new_vehicle_model,
      year: wanted.new_vehicle_year,
      value: wanted.new_vehicle_price,
    });
    await tx.insert(wanted.new_vehicle_type === 'boat' ? t.boats : t.vehicles).values({
      economicProfileId: profileId,
      ...toBuy,
      isExisting: false,
      downPaymentOre: orOre(wanted.new_vehicle_down_payment),
    });
  }

  const debt: Partial<StepData<'otherDebt'>> = steps.otherDebt ?? {};
  for (const list of ['consumer_loans', 'car_loans', 'student_loans'] as const) {
    const subType = list.replace(/_loans$/, '');
    for (const l of items(debt[list])) await tx.insert(t.loans).values(liability(l, profileId, {}, subType));
  }
  for (const c of items(debt.card_credits))
    await tx.insert(t.credits).values({ ...liability(c, profileId, {}, 'card'), limitOre: orOre(c.limit) });

  const deposits = [
    ['savings', savings.savings_amount],
    ['pension', savings.pension_amount],
  ] as const;
  for (const [depositType, amount] of deposits) {
    if (typeof amount === 'number' && amount > 0) {
      await tx.insert(t.deposits).values({
        economicProfileId: profileId,
        depositType,
        amountOre: toOre(amount),
        supplierId: supplierExists && depositType === 'savings' ? supplierId : null,
      });
    }
  }
  if (typeof savings.shares_amount === 'number' && savings.shares_amount > 0) {
    await tx.insert(t.stockPortfolios).values({ economicProfileId: profileId, valueOre: toOre(savings.shares_amount) });
  }
  return profileId;
}
