// Display formatting in the active language: money and numbers with Intl (da-DK / en-GB), dates with luxon.
// Only lazy pages import this file, so luxon stays out of the entry chunk.
import { DateTime } from 'luxon';
import { formatKroner } from '../../domain/money';
import { INTL_LOCALE, LOCALES, toLocale, type Locale } from '../../domain/locales';
import { dateTimeFormat, numberFormat } from '../../domain/intlFormats';
import { DANISH_TIME_ZONE } from '../../domain/validation/dates';

/**
 * The product language of a locale: ours (`en`) or react-intl's (`intl.locale` is the Intl locale, `en-GB`). Read
 * as ours only, `en-GB` fell back to Danish and English pages showed Danish decimal commas and dates.
 */
function language(locale: string): Locale {
  return LOCALES.find((l) => INTL_LOCALE[l] === locale) ?? toLocale(locale);
}

/** `1.234.567 kr.` (da) / `1,234,567 kr.` (en): whole kroner, the unit the product shows amounts in. */
export function formatMoney(kroner: number, locale: string): string {
  return formatKroner(Math.round(kroner), language(locale));
}

export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(INTL_LOCALE[language(locale)], options).format(value);
}

/** `3,5 %` (da) / `3.5%` (en). */
export function formatPercent(percent: number, locale: string, fractionDigits = 2): string {
  return numberFormat(INTL_LOCALE[language(locale)], {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: fractionDigits,
  }).format(percent / 100);
}

export type DateStyle = 'short' | 'medium' | 'long' | 'dateTime' | 'monthYear';

// A function, not a constant, so a chunk that only formats money does not keep luxon alive (tree shaking).
function dateFormat(style: DateStyle): Intl.DateTimeFormatOptions {
  switch (style) {
    case 'short':
      return DateTime.DATE_SHORT;
    case 'long':
      return DateTime.DATE_FULL;
    case 'dateTime':
      return DateTime.DATETIME_MED;
    case 'monthYear':
      return { month: 'long', year: 'numeric' };
    default:
      return DateTime.DATE_MED;
  }
}

/** A date from the server (ISO 8601, or a JS Date) in the active language; an empty string for no or bad input. */
export function formatDate(
  value: string | Date | null | undefined,
  locale: string,
  style: DateStyle = 'medium',
): string {
  if (value === null || value === undefined || value === '') return '';
  // Customers and lenders are in Denmark: a timestamp shows Danish wall-clock time whatever the device's zone.
  const date =
    value instanceof Date
      ? DateTime.fromJSDate(value, { zone: DANISH_TIME_ZONE })
      : DateTime.fromISO(value, { zone: DANISH_TIME_ZONE });
  if (!date.isValid) return '';
  // A shared Intl formatter (luxon's toLocaleString makes one per call: 30 offers' dates were 20 ms of a render).
  return dateTimeFormat(INTL_LOCALE[language(locale)], { ...dateFormat(style), timeZone: DANISH_TIME_ZONE }).format(
    date.toMillis(),
  );
}

/** The ISO timestamp as a machine-readable `<time dateTime>` value, or undefined when it cannot be read. */
export function isoDate(value: string | Date | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromISO(value);
  return date.isValid ? (date.toISO() ?? undefined) : undefined;
}
