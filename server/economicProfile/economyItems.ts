// The customer's economy, one item at a time: add, change and delete the items of each collection,
// and family and work. Every write runs in one transaction, validates the item as it will be stored (the change
// merged into what is saved) with the request form's own rules (domain/validation/economy), and touches only the
// customer's own profile: an id of someone else's item is "not found", exactly like a deleted one.
import { and, eq } from 'drizzle-orm';
import type { EconomyCollection } from '../../domain/economyOptions';
import { hasPartner } from '../../domain/formOptions';
import { collectErrors } from '../../domain/validation/collectErrors';
import type { FieldErrors } from '../http/fieldErrors';
import { economyItemSchema, familyAndWorkSchema } from '../../domain/validation/economy/economySchemas';
import type { StepSchemaContext } from '../../domain/validation/steps/context';
import { serverChecks } from '../auctionForm/validateSubmission';
import type { Db, Tx } from '../db/client';
import * as t from '../db/schema';
import { kroner, percent } from '../http/apiMoney';
import { assetRow, companionRow, debtColumns, intOf, orOre, propertyRow, rateOf, str } from './economyRows';

type Item = Record<string, unknown>;
type Row = Record<string, unknown> & { id: number; economicProfileId: number };

export type ItemOutcome =
  | { kind: 'ok'; id: number }
  | { kind: 'notFound' }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'hasLiabilities'; count: number };

const krOf = (ore: unknown) => kroner((ore as number | null) ?? null);
const pctOf = (rate: unknown) => percent((rate as string | null) ?? null);

const OWNER_FIELDS = [
  ['property_id', 'propertyId', t.properties],
  ['vehicle_id', 'vehicleId', t.vehicles],
  ['boat_id', 'boatId', t.boats],
] as const;

const liabilityItem = (r: Row): Item => ({
  liability_sub_type: r.liabilitySubType,
  debt: krOf(r.debtOre),
  interest_rate: pctOf(r.interestRate),
  term_months: r.termMonths,
  periodic_payment: krOf(r.periodicPaymentOre),
  property_id: r.propertyId,
  vehicle_id: r.vehicleId,
  boat_id: r.boatId,
  supplier_id: r.supplierId,
});

const liabilityRow = (i: Item) => {
  const owned = i.property_id != null || i.vehicle_id != null || i.boat_id != null;
  return {
    liabilitySubType: str(i.liability_sub_type) ?? 'consumer',
    ...debtColumns(i),
    propertyId: intOf(i.property_id),
    vehicleId: intOf(i.vehicle_id),
    boatId: intOf(i.boat_id),
    supplierId: intOf(i.supplier_id),
    isExisting: true,
    // Secured on something the customer owns; unsecured debt finances nothing on the list.
    debtable: owned,
  };
};

const assetItem = (r: Row): Item => ({
  asset_type: r.assetType,
  make: r.make,
  model: r.model,
  year: r.year,
  value: krOf(r.valueOre),
});

interface CollectionSpec {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one generic path for eight drizzle tables
  table: any;
  toItem: (row: Row) => Item;
  toRow: (item: Item) => Record<string, unknown>;
  /** New items start from these values (the form's defaults for what the page does not ask). */
  defaults?: Item;
  /** The owner column liabilities point at when this collection can secure debt. */
  securesVia?: 'propertyId' | 'vehicleId' | 'boatId';
}

export const COLLECTIONS: Record<EconomyCollection, CollectionSpec> = {
  properties: {
    table: t.properties,
    securesVia: 'propertyId',
    defaults: { is_existing: true, address_country_code: 'dk', show_manual_address: true },
    toItem: (r) => {
      // A home found by the address look-up keeps its look-up id; one typed by hand (or without an id) is manual.
      const manual = r.address1 != null || r.addressLookupId == null;
      return {
        residence_type: r.residenceType,
        is_existing: r.isExisting,
        value: krOf(r.valueOre),
        price: krOf(r.priceOre),
        down_payment: krOf(r.downPaymentOre),
        reason: r.newPropertyReason,
        new_loan_amount: krOf(r.newLoanAmountOre),
        show_manual_address: manual,
        address_id: manual ? null : r.addressLookupId,
        oneLineAddress: r.oneLineAddress,
        address1: r.address1,
        postal_code: r.postalCode,
        city: r.city,
        address_country_code: r.countryCode,
      };
    },
    // The economy pages type the address unless the customer picked one from the look-up.
    toRow: (i) => propertyRow(i, i.show_manual_address !== false),
  },
  vehicles: { table: t.vehicles, securesVia: 'vehicleId', toItem: assetItem, toRow: assetRow },
  boats: { table: t.boats, securesVia: 'boatId', defaults: { asset_type: 'boat' }, toItem: assetItem, toRow: assetRow },
  deposits: {
    table: t.deposits,
    toItem: (r) => ({
      deposit_type: r.depositType,
      amount: krOf(r.amountOre),
      interest_rate: pctOf(r.interestRate),
      supplier_id: r.supplierId,
    }),
    toRow: (i) => ({
      depositType: str(i.deposit_type) ?? 'savings',
      amountOre: orOre(i.amount),
      interestRate: rateOf(i.interest_rate),
      supplierId: intOf(i.supplier_id),
    }),
  },
  'stock-portfolios': {
    table: t.stockPortfolios,
    toItem: (r) => ({ value: krOf(r.valueOre), supplier_id: r.supplierId }),
    toRow: (i) => ({ valueOre: orOre(i.value), supplierId: intOf(i.supplier_id) }),
  },
  loans: { table: t.loans, toItem: liabilityItem, toRow: liabilityRow },
  credits: {
    table: t.credits,
    defaults: { liability_sub_type: 'card' },
    toItem: (r) => ({ ...liabilityItem(r), limit: krOf(r.limitOre) }),
    toRow: (i) => ({ ...liabilityRow(i), limitOre: orOre(i.limit) }),
  },
  mortgages: {
    table: t.mortgages,
    defaults: { liability_sub_type: 'mortgage' },
    toItem: (r) => ({
      ...liabilityItem(r),
      loan_kind: r.loanKind,
      established_month: r.establishedMonth,
      term_end_month: r.termEndMonth,
    }),
    toRow: (i) => ({
      ...liabilityRow({ ...i, liability_sub_type: 'mortgage' }),
      loanKind: str(i.loan_kind),
      establishedMonth: str(i.established_month),
      termEndMonth: str(i.term_end_month),
    }),
  },
};

const LIABILITY_TABLES = [t.loans, t.credits, t.mortgages] as const;
const isLiability = (c: EconomyCollection) => c === 'loans' || c === 'credits' || c === 'mortgages';

export async function profileIdOf(db: Db | Tx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: t.economicProfiles.id })
    .from(t.economicProfiles)
    .where(eq(t.economicProfiles.userId, userId));
  return row?.id ?? null;
}

/** The customer's profile, created empty on the first item (a customer may keep an economy before any request). */
async function ensureProfile(tx: Tx, userId: number): Promise<number> {
  const existing = await profileIdOf(tx, userId);
  if (existing) {
    await tx.update(t.economicProfiles).set({ updatedAt: new Date() }).where(eq(t.economicProfiles.id, existing));
    return existing;
  }
  const [created] = await tx
    .insert(t.economicProfiles)
    .values({ userId })
    .onConflictDoUpdate({ target: t.economicProfiles.userId, set: { updatedAt: new Date() } })
    .returning({ id: t.economicProfiles.id });
  return created.id;
}

async function ownedRow(tx: Tx, spec: CollectionSpec, profileId: number, id: number): Promise<Row | null> {
  const [row] = await tx
    .select()
    .from(spec.table)
    .where(and(eq(spec.table.id, id), eq(spec.table.economicProfileId, profileId)));
  return (row as Row | undefined) ?? null;
}

/**
 * References a debt item makes: the home, vehicle or boat it finances must be the customer's own (another
 * customer's id is as unknown as a missing one), at most one of them, and the lender must exist.
 */
async function referenceErrors(tx: Tx, profileId: number, item: Item): Promise<Record<string, { id: string }[]>> {
  const errors: Record<string, { id: string }[]> = {};
  const given = OWNER_FIELDS.filter(([field]) => item[field] != null);
  if (given.length > 1) for (const [field] of given.slice(1)) errors[field] = [{ id: 'economy.errors.oneOwner' }];
  for (const [field, , table] of given.slice(0, 1)) {
    const [found] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, item[field] as number), eq(table.economicProfileId, profileId)));
    if (!found) errors[field] = [{ id: 'economy.errors.ownerNotFound' }];
  }
  if (item.supplier_id != null) {
    const [supplier] = await tx
      .select({ id: t.suppliers.id })
      .from(t.suppliers)
      .where(eq(t.suppliers.id, item.supplier_id as number));
    if (!supplier) errors.supplier_id = [{ id: 'economy.errors.lenderNotFound' }];
  }
  return errors;
}

export interface EconomyDeps {
  db: Db;
  now?: string;
  translateErrors: (errors: Record<string, { id: string; values?: Record<string, string | number> }[]>) => FieldErrors;
}

/** The checks ask the database through `db`: inside a transaction, the transaction itself (PGlite has one connection). */
function schemaContext(deps: EconomyDeps, db: Db | Tx = deps.db): StepSchemaContext {
  return { signedIn: true, now: deps.now, checks: serverChecks(db as Db) };
}

async function validate(
  deps: EconomyDeps,
  tx: Tx,
  collection: EconomyCollection,
  profileId: number,
  item: Item,
): Promise<FieldErrors | null> {
  const ruleErrors = await collectErrors(economyItemSchema(collection, schemaContext(deps, tx), item), item);
  const refErrors =
    isLiability(collection) || collection === 'deposits' || collection === 'stock-portfolios'
      ? await referenceErrors(tx, profileId, item)
      : {};
  const all = { ...refErrors, ...ruleErrors };
  return Object.keys(all).length > 0 ? deps.translateErrors(all) : null;
}

class Invalid extends Error {
  constructor(readonly errors: FieldErrors) {
    super('invalid');
  }
}

export async function createItem(
  deps: EconomyDeps,
  userId: number,
  collection: EconomyCollection,
  body: Item,
): Promise<ItemOutcome> {
  const spec = COLLECTIONS[collection];
  const { loans = [], ...own } = body as Item & { loans?: Item[] };
  try {
    return await deps.db.transaction(async (tx) => {
      const profileId = await ensureProfile(tx, userId);
      const item = { ...spec.defaults, ...own };
      const errors = await validate(deps, tx, collection, profileId, item);
      // The loans are checked even when the item is refused, so every mistake shows at once.
      if (errors) throw new Invalid({ ...errors, ...(await loanErrors(deps, tx, profileId, loans, {})) });
      const [row] = await tx
        .insert(spec.table)
        .values({ economicProfileId: profileId, ...spec.toRow(item) })
        .returning({ id: spec.table.id });
      const id = (row as { id: number }).id;
      if (loans.length > 0) {
        const owner = { [collection === 'boats' ? 'boat_id' : 'vehicle_id']: id };
        const refused = await loanErrors(deps, tx, profileId, loans, owner);
        // Rolls back the item too: a vehicle is never saved without the loans sent with it.
        if (Object.keys(refused).length > 0) throw new Invalid(refused);
        const loanSpec = COLLECTIONS.loans;
        for (const loan of loans)
          await tx
            .insert(loanSpec.table)
            .values({ economicProfileId: profileId, ...loanSpec.toRow({ ...loan, ...owner }) });
      }
      return { kind: 'ok' as const, id };
    });
  } catch (error) {
    if (error instanceof Invalid) return { kind: 'invalid', errors: error.errors };
    throw error;
  }
}

/** The errors of loans sent with a new vehicle or boat, keyed `loans.<index>.<field>`. */
async function loanErrors(
  deps: EconomyDeps,
  tx: Tx,
  profileId: number,
  loans: Item[],
  owner: Item,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const [index, loan] of loans.entries()) {
    const found = await validate(deps, tx, 'loans', profileId, { ...loan, ...owner });
    for (const [field, messages] of Object.entries(found ?? {})) errors[`loans.${index}.${field}`] = messages;
  }
  return errors;
}

export async function updateItem(
  deps: EconomyDeps,
  userId: number,
  collection: EconomyCollection,
  id: number,
  body: Item,
): Promise<ItemOutcome> {
  const spec = COLLECTIONS[collection];
  return deps.db.transaction(async (tx) => {
    const profileId = await profileIdOf(tx, userId);
    const row = profileId ? await ownedRow(tx, spec, profileId, id) : null;
    if (!profileId || !row) return { kind: 'notFound' as const };
    const item = { ...spec.defaults, ...spec.toItem(row), ...body };
    const errors = await validate(deps, tx, collection, profileId, item);
    if (errors) return { kind: 'invalid' as const, errors };
    await tx.update(spec.table).set(spec.toRow(item)).where(eq(spec.table.id, id));
    await tx.update(t.economicProfiles).set({ updatedAt: new Date() }).where(eq(t.economicProfiles.id, profileId));
    return { kind: 'ok' as const, id };
  });
}

/**
 * Deleting a home, vehicle or boat that secures debt needs the customer's word on that debt: `delete` removes it
 * with the item, `keep` keeps it as unsecured debt. Without a choice nothing changes (hasLiabilities).
 */
export async function deleteItem(
  db: Db,
  userId: number,
  collection: EconomyCollection,
  id: number,
  loans: 'delete' | 'keep' | undefined,
): Promise<ItemOutcome> {
  const spec = COLLECTIONS[collection];
  return db.transaction(async (tx) => {
    const profileId = await profileIdOf(tx, userId);
    const row = profileId ? await ownedRow(tx, spec, profileId, id) : null;
    if (!profileId || !row) return { kind: 'notFound' as const };
    const via = spec.securesVia;
    if (via) {
      let count = 0;
      for (const table of LIABILITY_TABLES)
        count += (await tx.select({ id: table.id }).from(table).where(eq(table[via], id))).length;
      if (count > 0 && !loans) return { kind: 'hasLiabilities' as const, count };
      for (const table of LIABILITY_TABLES) {
        if (loans === 'keep')
          await tx
            .update(table)
            .set({ [via]: null, debtable: false })
            .where(eq(table[via], id));
        else await tx.delete(table).where(eq(table[via], id));
      }
    }
    await tx.delete(spec.table).where(eq(spec.table.id, id));
    await tx.update(t.economicProfiles).set({ updatedAt: new Date() }).where(eq(t.economicProfiles.id, profileId));
    return { kind: 'ok' as const, id };
  });
}

/** Family and work: the aboutYou and employment answers; the companion person exists while there is a partner. */
export async function saveFamilyAndWork(
  deps: EconomyDeps,
  userId: number,
  body: Item,
): Promise<{ kind: 'ok' } | { kind: 'invalid'; errors: FieldErrors }> {
  const ruleErrors = await collectErrors(familyAndWorkSchema(schemaContext(deps)), body);
  if (Object.keys(ruleErrors).length > 0) return { kind: 'invalid', errors: deps.translateErrors(ruleErrors) };
  await deps.db.transaction(async (tx) => {
    const profileId = await ensureProfile(tx, userId);
    const employed = body.employment_type === 'employee' || body.employment_type === 'self_employed';
    await tx
      .update(t.economicProfiles)
      .set({
        civilStatus: str(body.civil_status),
        birthDate: str(body.birth_date),
        childrenCount: intOf(body.children_count),
        // Left as saved when not sent (a caller that predates the question).
        ...(body.is_registered_as_bad_payer !== undefined && {
          isRegisteredAsBadPayer: body.is_registered_as_bad_payer as boolean | null,
        }),
        employmentType: str(body.employment_type),
        employer: employed ? str(body.employer) : null,
        employedSince: employed ? str(body.employed_since) : null,
        monthlyIncomeOre: orOre(body.monthly_income),
        updatedAt: new Date(),
      })
      .where(eq(t.economicProfiles.id, profileId));
    await tx.delete(t.companionPersons).where(eq(t.companionPersons.economicProfileId, profileId));
    if (hasPartner(body.civil_status))
      await tx.insert(t.companionPersons).values({ economicProfileId: profileId, ...companionRow(body, body) });
  });
  return { kind: 'ok' };
}
