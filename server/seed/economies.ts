// The demo customers' economic profiles: Mette's house, car and debts behind her active request, and Lars's
// rented flat. Written as rows, not through the services: the form's saveEconomicProfile reads wizard steps and
// keeps no lender of a debt, no mortgage months, no deposit rate and no partner's employer, and the economy pages'
// items mark debt on nothing as not debtable (these rows keep the column's default) and validate against today.
import type { UserRow } from '../auth/currentUser';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import type { SeededLenders } from './lenders';

const kr = (amount: number) => Math.round(amount * 100);

type PropertyRow = typeof t.properties.$inferSelect;

/** Answers Mette's house, which her request names. */
export async function seedEconomies(
  tx: Tx,
  { mette, lars }: { mette: UserRow; lars: UserRow },
  lenders: SeededLenders,
): Promise<{ house: PropertyRow }> {
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
      currentSupplierId: lenders.bySlug('skovby-sparekasse').id,
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
    supplierId: lenders.bySlug('kattegat-realkredit').id,
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
    supplierId: lenders.bySlug('skovby-sparekasse').id,
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
    supplierId: lenders.bySlug('skovby-sparekasse').id,
    liabilitySubType: 'car',
    debtOre: kr(165_000),
    interestRate: '7.9000',
    periodicPaymentOre: kr(3_350),
    termMonths: 60,
  });
  await tx.insert(t.deposits).values([
    {
      economicProfileId: metteProfile.id,
      supplierId: lenders.bySlug('skovby-sparekasse').id,
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
  return { house };
}
