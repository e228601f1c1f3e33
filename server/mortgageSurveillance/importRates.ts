// Loads published mortgage-bond prices: a CSV with the header
//   series,coupon,term_years,kind,date,price,yield
// e.g. `4% Nykredit 2056,4,30,fixed,2026-11-20,97.35,4.21` (decimal points, comma-separated, a field may be
// "quoted"; coupon and yield in percent, price in price points, date YYYY-MM-DD). Every row is checked first; a bad
// row names its line and column and nothing is loaded. A good file is loaded in one transaction (series added or
// updated by name, prices by series and date), then every opted-in customer is recomputed.
import { StringDecoder } from 'node:string_decoder';
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

type Parsed = { rows: RatesRow[] } | { error: RatesFileError };

/**
 * Takes the file one line at a time (the header first), so a route can parse a body as it arrives instead of
 * holding it whole; the first bad line stops it.
 */
class RatesParser {
  private readonly rows: RatesRow[] = [];
  private readonly seriesSeen = new Map<string, { row: RatesRow; line: number }>();
  private readonly pricesSeen = new Set<string>();
  private lineCount = 0;
  error: RatesFileError | null = null;

  line(text: string): void {
    if (this.error) return;
    this.lineCount += 1;
    const line = this.lineCount;
    if (line === 1) {
      const header = splitCsvLine(text.replace(/^\uFEFF/, '')).map((h) => h.toLowerCase());
      if (header.join(',') !== RATES_COLUMNS.join(',')) this.error = { line: 1, column: 'header', reason: 'header' };
      return;
    }
    if (text.trim() === '') return;
    const fail = (column: Column | 'header', reason: string) => {
      this.error = { line, column, reason };
    };
    if (this.rows.length >= MAX_ROWS) return fail('series', 'tooManyRows');
    const cells = splitCsvLine(text);
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
    const before = this.seriesSeen.get(series);
    if (before) {
      // One series has one coupon, term and kind however many days are listed.
      if (before.row.coupon !== row.coupon) return fail('coupon', 'seriesChanged');
      if (before.row.termYears !== row.termYears) return fail('term_years', 'seriesChanged');
      if (before.row.kind !== row.kind) return fail('kind', 'seriesChanged');
    } else this.seriesSeen.set(series, { row, line });
    const key = `${series}\u0000${date}`;
    if (this.pricesSeen.has(key)) return fail('date', 'duplicate');
    this.pricesSeen.add(key);
    this.rows.push(row);
  }

  finish(): Parsed {
    if (this.error) return { error: this.error };
    if (this.rows.length === 0)
      return { error: { line: Math.max(this.lineCount, 2), column: 'series', reason: 'empty' } };
    return { rows: this.rows };
  }
}

export function parseRatesFile(text: string): Parsed {
  const parser = new RatesParser();
  for (const line of text.split(/\r?\n/)) parser.line(line);
  return parser.finish();
}

/** The file is larger than the caller allows: the stream was abandoned there. */
export class RatesFileTooLarge extends Error {}

/**
 * The same parse over a byte stream (a request body), line by line: no more than one line is held as text, and
 * reading stops at the first bad line or past `maxBytes`.
 */
export async function parseRatesStream(stream: AsyncIterable<Buffer | string>, maxBytes: number): Promise<Parsed> {
  const parser = new RatesParser();
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let bytes = 0;
  const take = (text: string) => {
    const pieces = (pending + text).split('\n');
    pending = pieces.pop() ?? '';
    for (const piece of pieces) parser.line(piece.endsWith('\r') ? piece.slice(0, -1) : piece);
  };
  for await (const chunk of stream) {
    bytes += chunk.length;
    if (bytes > maxBytes) throw new RatesFileTooLarge();
    take(typeof chunk === 'string' ? chunk : decoder.write(chunk));
    if (parser.error) return parser.finish();
  }
  take(decoder.end());
  parser.line(pending);
  return parser.finish();
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

/** Loads the file's rows (its text, or a parse of its stream) in one transaction, then recomputes every opted-in customer. */
export async function importRates(deps: SurveillanceDeps, file: string | Parsed): Promise<RatesImport> {
  const parsed = typeof file === 'string' ? parseRatesFile(file) : file;
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
