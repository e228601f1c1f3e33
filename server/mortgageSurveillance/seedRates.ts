// Demo bond prices: a year of weekday prices for five 30-year fixed-rate series (1 %–5 %) and two
// variable ones (F1, F5), ending today, so the demo customer's 4 % mortgage has a story to watch: a year ago a
// conversion up paid, rates then fall with a swing, and converting down pays towards the end. Deterministic: the path is a
// formula plus noise from a fixed-seed generator, so the same day always seeds the same prices.
import { count } from 'drizzle-orm';
import { formatRateUnits } from '../../domain/interestRate';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { copenhagenDay } from '../jobs/schedule';

const FIXED = [1, 2, 3, 4, 5].map((coupon) => ({
  name: `${coupon}% Nykredit 2056`,
  coupon,
  termYears: 30,
  kind: 'fixed' as const,
}));
const VARIABLE = [
  { name: 'F1 Nykredit 2027', coupon: 2.3, termYears: 1, kind: 'variable' as const },
  { name: 'F5 Nykredit 2031', coupon: 2.7, termYears: 5, kind: 'variable' as const },
];
export const DEMO_SERIES = [...FIXED, ...VARIABLE];

const DAYS = 365;

/** mulberry32: a small, well-known seeded generator (0 ≤ x < 1). */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The long fixed-rate market yield `daysAgo` days before the last day, percent: from about 4.9 % a year ago (a
 * conversion up pays) through a swing down to about 3.3 % today (a conversion down pays).
 */
function marketYield(daysAgo: number, noise: number): number {
  const t = (DAYS - daysAgo) / DAYS;
  return 4.9 - 1.6 * t + 0.25 * Math.sin(t * Math.PI * 3) + noise;
}

/**
 * The price of a callable annuity bond with `coupon` at `yieldPct` over 30 years: the present value of its payments
 * per 100, capped a little above par (a borrower would redeem at 100, so the market pays little more).
 */
export function bondPrice(coupon: number, yieldPct: number, years = 30): number {
  const n = years * 12;
  const c = coupon / 1200;
  const y = yieldPct / 1200;
  const payment = c === 0 ? 100 / n : (100 * c) / (1 - (1 + c) ** -n);
  const value = y === 0 ? payment * n : (payment * (1 - (1 + y) ** -n)) / y;
  return value > 100 ? Math.min(100 + (value - 100) * 0.15, 101.5) : value;
}

const fourDecimals = (value: number) => formatRateUnits(Math.round(value * 10_000));

function isoDay(date: Date) {
  return date.toISOString().slice(0, 10);
}

/** Seeds the series and their prices once (nothing when any series exists); `today` for tests. */
export async function seedRates(db: Db, today: string = copenhagenDay(new Date())): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(t.bondSeries);
  if (n > 0) return;
  const series = await db
    .insert(t.bondSeries)
    .values(
      DEMO_SERIES.map((s) => ({ name: s.name, coupon: fourDecimals(s.coupon), termYears: s.termYears, kind: s.kind })),
    )
    .returning({ id: t.bondSeries.id, name: t.bondSeries.name });
  const idOf = new Map(series.map((s) => [s.name, s.id]));
  const random = generator(20261123);
  const end = new Date(`${today}T00:00:00Z`);
  const rows: (typeof t.bondPrices.$inferInsert)[] = [];
  for (let daysAgo = DAYS; daysAgo >= 0; daysAgo--) {
    const day = new Date(end.getTime() - daysAgo * 86_400_000);
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const market = marketYield(daysAgo, (random() - 0.5) * 0.06);
    for (const s of FIXED) {
      // Higher coupons are callable sooner, so they yield a little more.
      const own = market + (s.coupon - 3) * 0.04;
      rows.push({
        seriesId: idOf.get(s.name)!,
        date: isoDay(day),
        price: fourDecimals(bondPrice(s.coupon, own)),
        yield: fourDecimals(own),
      });
    }
    for (const s of VARIABLE) {
      const rate = s.coupon + (random() - 0.5) * 0.1 + (market - 3.9) * 0.2;
      const price = 100 - random() * 0.3;
      rows.push({
        seriesId: idOf.get(s.name)!,
        date: isoDay(day),
        price: fourDecimals(price),
        yield: fourDecimals(rate),
      });
    }
  }
  const BATCH = 500;
  for (let i = 0; i < rows.length; i += BATCH)
    await db
      .insert(t.bondPrices)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoNothing();
}
