// Mortgage surveillance's queries and writes: consent and withdrawal, the views the routes answer,
// the alert threshold, and the recomputation (daily job, rates import) that writes each property's gain of the
// day and alerts at most once per crossing of the customer's threshold.
import { and, asc, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { MortgageSurveillance, PropertySurveillance, WatchedProperty } from '../../contract/mortgageSurveillance';
import { hasPartner } from '../../domain/formOptions';
import { USER_EVENTS } from '../../domain/realtimeEvents';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { kroner } from '../http/apiMoney';
import type { CustomerNotifier } from '../leads/customerNotifier';
import type { Mailer } from '../mail/mailer';
import { assessProperty, type BondQuote, type PropertyAssessment } from './assessProperty';
import { alertMail } from './alertMail';

export type SurveillanceDeps = { db: Db; mailer: Mailer; notify: CustomerNotifier; appUrl: string };

/**
 * How far back the chart reaches, and the spacing of the points a new consent fills in from stored prices: every
 * fifth price date (a week of trading days), so opting in stays quick; the daily job adds every day after that.
 */
const HISTORY_DAYS = 365;
const BACKFILL_EVERY_PRICE_DATES = 5;

const consents = t.mortgageSurveillanceConsents;

export async function activeConsent(db: Db, userId: number) {
  const [row] = await db
    .select({ consentedAt: consents.consentedAt })
    .from(consents)
    .where(and(eq(consents.userId, userId), isNull(consents.revokedAt), isNull(consents.propertyId)))
    .limit(1);
  return row ?? null;
}

/** Opts in (again answering the standing consent) and fills the chart from the stored prices of the last year. */
export async function giveConsent(db: Db, userId: number): Promise<Date> {
  await db.insert(consents).values({ userId }).onConflictDoNothing();
  const consent = await activeConsent(db, userId);
  await backfillHistory(db, userId);
  return consent!.consentedAt;
}

/** Withdraws: the consent is marked revoked, the computed history and alert settings are deleted. */
export async function withdrawConsent(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(consents)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(consents.userId, userId), isNull(consents.revokedAt)));
    await tx.delete(t.mortgageSurveillanceHistory).where(eq(t.mortgageSurveillanceHistory.userId, userId));
    await tx.delete(t.mortgageSurveillanceAlerts).where(eq(t.mortgageSurveillanceAlerts.userId, userId));
  });
}

/** The newest date with prices on or before `onOrBefore` (all dates when null). */
export async function ratesDateOf(db: Db, onOrBefore: string | null = null): Promise<string | null> {
  const [row] = await db
    .select({ date: t.bondPrices.date })
    .from(t.bondPrices)
    .where(onOrBefore ? lte(t.bondPrices.date, onOrBefore) : undefined)
    .orderBy(desc(t.bondPrices.date))
    .limit(1);
  return row?.date ?? null;
}

/** The fixed-rate series priced on `date`. */
export async function quotesOn(db: Db, date: string | null): Promise<BondQuote[]> {
  if (!date) return [];
  return db
    .select({ name: t.bondSeries.name, coupon: t.bondSeries.coupon, price: t.bondPrices.price })
    .from(t.bondPrices)
    .innerJoin(t.bondSeries, eq(t.bondSeries.id, t.bondPrices.seriesId))
    .where(and(eq(t.bondPrices.date, date), eq(t.bondSeries.kind, 'fixed')))
    .orderBy(asc(t.bondSeries.coupon));
}

type CustomerEconomy = {
  couple: boolean;
  properties: (typeof t.properties.$inferSelect)[];
  mortgages: (typeof t.mortgages.$inferSelect)[];
};

async function economyOf(db: Db, userId: number): Promise<CustomerEconomy> {
  const [profile] = await db.select().from(t.economicProfiles).where(eq(t.economicProfiles.userId, userId));
  if (!profile) return { couple: false, properties: [], mortgages: [] };
  const [properties, mortgages] = await Promise.all([
    db
      .select()
      .from(t.properties)
      .where(and(eq(t.properties.economicProfileId, profile.id), eq(t.properties.isExisting, true)))
      .orderBy(t.properties.id),
    db
      .select()
      .from(t.mortgages)
      .where(and(eq(t.mortgages.economicProfileId, profile.id), eq(t.mortgages.isExisting, true)))
      .orderBy(t.mortgages.id),
  ]);
  return { couple: hasPartner(profile.civilStatus), properties, mortgages };
}

function assessAll(economy: CustomerEconomy, quotes: BondQuote[]) {
  return economy.properties.map((property) => ({
    property,
    assessment: assessProperty(
      property,
      economy.mortgages.filter((m) => m.propertyId === property.id),
      quotes,
      economy.couple,
    ),
  }));
}

export async function surveillanceOverview(db: Db, userId: number): Promise<MortgageSurveillance | null> {
  const consent = await activeConsent(db, userId);
  if (!consent) return null;
  const ratesDate = await ratesDateOf(db);
  const assessed = assessAll(await economyOf(db, userId), await quotesOn(db, ratesDate));
  return {
    consented_at: consent.consentedAt.toISOString(),
    rates_date: ratesDate,
    properties: assessed.map((a) => a.assessment.view),
  };
}

export type PropertyOutcome =
  { kind: 'notOptedIn' } | { kind: 'notFound' } | { kind: 'ok'; view: PropertySurveillance };

export async function propertySurveillance(db: Db, userId: number, propertyId: number): Promise<PropertyOutcome> {
  if (!(await activeConsent(db, userId))) return { kind: 'notOptedIn' };
  const economy = await economyOf(db, userId);
  const property = economy.properties.find((p) => p.id === propertyId);
  if (!property) return { kind: 'notFound' };
  const ratesDate = await ratesDateOf(db);
  const quotes = await quotesOn(db, ratesDate);
  const { assessment } = assessAll({ ...economy, properties: [property] }, quotes)[0];
  const since = ratesDate ?? new Date().toISOString().slice(0, 10);
  const [history, [alert]] = await Promise.all([
    db
      .select({ date: t.mortgageSurveillanceHistory.date, gain: t.mortgageSurveillanceHistory.gainAfterTaxOre })
      .from(t.mortgageSurveillanceHistory)
      .where(
        and(
          eq(t.mortgageSurveillanceHistory.propertyId, propertyId),
          gte(t.mortgageSurveillanceHistory.date, daysBefore(since, HISTORY_DAYS)),
        ),
      )
      .orderBy(asc(t.mortgageSurveillanceHistory.date)),
    db
      .select({ minGainOre: t.mortgageSurveillanceAlerts.minGainOre })
      .from(t.mortgageSurveillanceAlerts)
      .where(eq(t.mortgageSurveillanceAlerts.propertyId, propertyId)),
  ]);
  const view: WatchedProperty = assessment.view;
  return {
    kind: 'ok',
    view: {
      ...view,
      rates_date: ratesDate,
      history: history.map((h) => ({ date: h.date, gain_after_tax: kroner(h.gain) })),
      alert: { min_gain_kr: alert ? kroner(alert.minGainOre) : null },
    },
  };
}

export type AlertOutcome = { kind: 'notOptedIn' } | { kind: 'notFound' } | { kind: 'ok'; minGainOre: number };

/**
 * Sets the threshold. The crossing state starts from the latest stored gain, so a threshold already reached does
 * not alert at once (the customer sees the gain on the page); it alerts on the next crossing.
 */
export async function setAlert(db: Db, userId: number, propertyId: number, minGainOre: number): Promise<AlertOutcome> {
  if (!(await activeConsent(db, userId))) return { kind: 'notOptedIn' };
  const economy = await economyOf(db, userId);
  if (!economy.properties.some((p) => p.id === propertyId)) return { kind: 'notFound' };
  const [latest] = await db
    .select({ gain: t.mortgageSurveillanceHistory.gainAfterTaxOre, date: t.mortgageSurveillanceHistory.date })
    .from(t.mortgageSurveillanceHistory)
    .where(eq(t.mortgageSurveillanceHistory.propertyId, propertyId))
    .orderBy(desc(t.mortgageSurveillanceHistory.date))
    .limit(1);
  const above = latest !== undefined && latest.gain >= minGainOre;
  const state = { minGainOre, alerted: above, aboveSince: above ? latest.date : null, updatedAt: sql`now()` };
  await db
    .insert(t.mortgageSurveillanceAlerts)
    .values({ userId, propertyId, ...state })
    .onConflictDoUpdate({ target: t.mortgageSurveillanceAlerts.propertyId, set: state });
  return { kind: 'ok', minGainOre };
}

function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

async function writeGains(db: Db, userId: number, date: string, assessed: ReturnType<typeof assessAll>) {
  // No chart of zeros: a property with nothing to compute gets no point.
  const rows = assessed
    .filter(
      (a): a is typeof a & { assessment: PropertyAssessment & { bestGainOre: number } } =>
        a.assessment.bestGainOre !== null,
    )
    .map((a) => ({ userId, propertyId: a.property.id, date, gainAfterTaxOre: a.assessment.bestGainOre }));
  if (rows.length === 0) return rows;
  await db
    .insert(t.mortgageSurveillanceHistory)
    .values(rows)
    .onConflictDoUpdate({
      target: [t.mortgageSurveillanceHistory.propertyId, t.mortgageSurveillanceHistory.date],
      set: { gainAfterTaxOre: sql`excluded.gain_after_tax_ore` },
    });
  return rows;
}

/** A point a week for the last year from the stored prices, so a new consent shows a chart at once. */
async function backfillHistory(db: Db, userId: number): Promise<void> {
  const latest = await ratesDateOf(db);
  if (!latest) return;
  const economy = await economyOf(db, userId);
  if (economy.mortgages.length === 0) return;
  const dates = await db
    .selectDistinct({ date: t.bondPrices.date })
    .from(t.bondPrices)
    .where(gte(t.bondPrices.date, daysBefore(latest, HISTORY_DAYS)))
    .orderBy(desc(t.bondPrices.date));
  const picked = dates.filter((_, i) => i % BACKFILL_EVERY_PRICE_DATES === 0).map((d) => d.date);
  for (const date of picked) await writeGains(db, userId, date, assessAll(economy, await quotesOn(db, date)));
}

/**
 * Recomputes one customer at the newest prices: writes the day's gain per property and fires each alert whose
 * threshold the gain crossed from below (one mail, one realtime event); a gain below the threshold re-arms it.
 * The alert's state changes in one conditional UPDATE, so two processes recomputing at once alert once.
 */
export async function recomputeCustomer(deps: SurveillanceDeps, userId: number, date?: string): Promise<void> {
  const { db } = deps;
  const ratesDate = date ?? (await ratesDateOf(db));
  if (!ratesDate) return;
  const rows = await writeGains(
    db,
    userId,
    ratesDate,
    assessAll(await economyOf(db, userId), await quotesOn(db, ratesDate)),
  );
  const alerts = t.mortgageSurveillanceAlerts;
  for (const row of rows) {
    const rearmed = await db
      .update(alerts)
      .set({ alerted: false, aboveSince: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(alerts.propertyId, row.propertyId),
          eq(alerts.alerted, true),
          sql`${alerts.minGainOre} > ${row.gainAfterTaxOre}`,
        ),
      )
      .returning({ id: alerts.id });
    if (rearmed.length > 0) continue;
    const fired = await db
      .update(alerts)
      .set({ alerted: true, aboveSince: ratesDate, updatedAt: sql`now()` })
      .where(
        and(
          eq(alerts.propertyId, row.propertyId),
          eq(alerts.alerted, false),
          lte(alerts.minGainOre, row.gainAfterTaxOre),
        ),
      )
      .returning({ minGainOre: alerts.minGainOre });
    if (fired.length === 0) continue;
    const [user] = await db.select().from(t.users).where(eq(t.users.id, userId));
    const property = await db.select().from(t.properties).where(eq(t.properties.id, row.propertyId));
    await deps.mailer.send(alertMail(user, property[0], row.gainAfterTaxOre, deps.appUrl));
    deps.notify(userId, USER_EVENTS.mortgageAlert, { propertyId: row.propertyId });
  }
}

/**
 * Every opted-in customer (the daily job, and after a rates import). One customer's failure (a property deleted
 * mid-run) does not stop the others; it is thrown at the end, so the daily job's claim is given back and retried.
 */
export async function recomputeAll(deps: SurveillanceDeps): Promise<number> {
  const ratesDate = await ratesDateOf(deps.db);
  if (!ratesDate) return 0;
  const customers = await deps.db
    .selectDistinct({ userId: consents.userId })
    .from(consents)
    .where(and(isNull(consents.revokedAt), isNull(consents.propertyId)));
  const failures: unknown[] = [];
  for (const { userId } of customers) await recomputeCustomer(deps, userId, ratesDate).catch((e) => failures.push(e));
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} customers not recomputed`);
  return customers.length;
}
