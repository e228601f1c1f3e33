// Loads published mortgage-bond prices: a CSV with the header
//   series,coupon,term_years,kind,date,price,yield
// e.g. `4% Nykredit 2056,4,30,fixed,2026-11-20,97.35,4.21` (decimal points, comma-separated, a field may be
// "quoted"; coupon and yield in percent, price in price points, date YYYY-MM-DD). Every row is checked first; a bad
// row names its line and column and nothing is loaded. A good file is loaded in one transaction (series added or
// updated by name, prices by series and date), then every opted-in customer is recomputed.
import { sql } from 'drizzle-orm';
import { TEXT_PATTERN } from '../../contract/primitives';
import { formatRateUnits, toRateUnits } from '../../domain/interestRate';
import * as t from '../db/schema';
import { translate, type Locale } from '../i18n/translate';
import { recomputeAll, type SurveillanceDeps } from './surveillanceService';

export const RATES_COLUMNS = ['series', 'coupon', 'term_years', 'kind', 'date', 'price', 'yield'] as const;
type Column = (typeof RATES_COLUMNS)[number];

export type RatesRow = {
  series: string;
  coupon: string;
  termYears: number;
  kind: 'fixed' | 'variable';
  date: string;
  price: string;
  yield: string;
};

/** Why a row is refused: a translation key under mortgageSurveillance.import.reason. */
export type RatesFileError = { line: number; column: Column | 'header'; reason: string };

const DECIMAL = /^-?\d{1,3}(\.\d{1,4})?$/;
const SERIES_NAME = new RegExp(TEXT_PATTERN, 'u');
const MAX_ROWS = 200_000;

function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && ch === '"') quoted = false;
    else if (quoted) field += ch;
    else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      fields.push(field.trim());
      field = '';
    } else field += ch;
  }
  fields.push(field.trim());
  return fields;
}

const isDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

/** A decimal within [min, max] with at most four decimals, as the numeric(7,4) text it is stored as. */
function decimal(value: string, min: number, max: number): string | null {
  if (!DECIMAL.test(value)) return null;
  const units = toRateUnits(value);
  if (units < toRateUnits(min) || units > toRateUnits(max)) return null;
  return formatRateUnits(units);
}

export function parseRatesFile(text: string): { rows: RatesRow[] } | { error: RatesFileError } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = splitCsvLine(lines[0] ?? '').map((h) => h.toLowerCase());
  if (header.join(',') !== RATES_COLUMNS.join(',')) return { error: { line: 1, column: 'header', reason: 'header' } };
  const rows: RatesRow[] = [];
  const seriesSeen = new Map<string, { row: RatesRow; line: number }>();
  const pricesSeen = new Set<string>();
  for (let index = 1; index < lines.length; index++) {
    const line = index + 1;
    if (lines[index].trim() === '') continue;
    if (rows.length >= MAX_ROWS) return { error: { line, column: 'series', reason: 'tooManyRows' } };
    const cells = splitCsvLine(lines[index]);
    const fail = (column: Column, reason: string) => ({ error: { line, column, reason } });
    if (cells.length !== RATES_COLUMNS.length)
      return fail(RATES_COLUMNS[Math.min(cells.length, RATES_COLUMNS.length - 1)], 'columnCount');
    const [series, coupon, termYears, kind, date, price, yieldValue] = cells;
    if (!series || series.length > 100 || !SERIES_NAME.test(series)) return fail('series', 'series');
    const couponText = decimal(coupon, 0, 20);
    if (couponText === null) return fail('coupon', 'coupon');
    if (!/^\d{1,2}$/.test(termYears) || Number(termYears) < 1 || Number(termYears) > 50)
      return fail('term_years', 'termYears');
    if (kind !== 'fixed' && kind !== 'variable') return fail('kind', 'kind');
    if (!isDate(date)) return fail('date', 'date');
    const priceText = decimal(price, 0.0001, 200);
    if (priceText === null) return fail('price', 'price');
    const yieldText = decimal(yieldValue, -20, 50);
    if (yieldText === null) return fail('yield', 'yield');
    const row: RatesRow = {
      series,
      coupon: couponText,
      termYears: Number(termYears),
      kind,
      date,
      price: priceText,
      yield: yieldText,
    };
    const before = seriesSeen.get(series);
    if (before) {
      // One series has one coupon, term and kind however many days are listed.
      if (before.row.coupon !== row.coupon) return fail('coupon', 'seriesChanged');
      if (before.row.termYears !== row.termYears) return fail('term_years', 'seriesChanged');
      if (before.row.kind !== row.kind) return fail('kind', 'seriesChanged');
    } else seriesSeen.set(series, { row, line });
    const key = `${series}\u0000${date}`;
    if (pricesSeen.has(key)) return fail('date', 'duplicate');
    pricesSeen.add(key);
    rows.push(row);
  }
  if (rows.length === 0) return { error: { line: Math.max(lines.length, 2), column: 'series', reason: 'empty' } };
  return { rows };
}

/** The refusal in words: "Line 4, column price: …". */
export function describeRatesError(locale: Locale, error: RatesFileError): string {
  return translate(locale, 'mortgageSurveillance.import.badRow', {
    line: error.line,
    column: error.column,
    reason: translate(locale, `mortgageSurveillance.import.reason.${error.reason}`),
  });
}

export type RatesImport =
  { kind: 'ok'; series: number; prices: number; customers: number } | { kind: 'invalid'; error: RatesFileError };

/** Loads the file's rows in one transaction, then recomputes every opted-in customer. */
export async function importRates(deps: SurveillanceDeps, text: string): Promise<RatesImport> {
  const parsed = parseRatesFile(text);
  if ('error' in parsed) return { kind: 'invalid', error: parsed.error };
  const seriesRows = [...new Map(parsed.rows.map((r) => [r.series, r])).values()];
  await deps.db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const s of seriesRows) {
      const [row] = await tx
        .insert(t.bondSeries)
        .values({ name: s.series, coupon: s.coupon, termYears: s.termYears, kind: s.kind })
        .onConflictDoUpdate({
          target: t.bondSeries.name,
          set: { coupon: s.coupon, termYears: s.termYears, kind: s.kind },
        })
        .returning({ id: t.bondSeries.id });
      ids.set(s.series, row.id);
    }
    const BATCH = 500;
    for (let i = 0; i < parsed.rows.length; i += BATCH) {
      await tx
        .insert(t.bondPrices)
        .values(
          parsed.rows.slice(i, i + BATCH).map((r) => ({
            seriesId: ids.get(r.series)!,
            date: r.date,
            price: r.price,
            yield: r.yield,
          })),
        )
        .onConflictDoUpdate({
          target: [t.bondPrices.seriesId, t.bondPrices.date],
          set: { price: sql`excluded.price`, yield: sql`excluded.yield` },
        });
    }
  });
  const customers = await recomputeAll(deps);
  return { kind: 'ok', series: seriesRows.length, prices: parsed.rows.length, customers };
}
