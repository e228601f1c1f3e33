// Display formatting in the active language with Intl (da-DK / en-GB). No luxon: every page that shows an amount
// (the comparison, the calculator) would download it with this file.
import { formatKroner } from '../../domain/money';
import { INTL_LOCALE, LOCALES, toLocale, type Locale } from '../../domain/locales';
import { dateTimeFormat, numberFormat } from '../../domain/intlFormats';
import { DANISH_TIME_ZONE } from '../../domain/validation/dates';
import { ianaZoneOffset, parseIsoInstant, systemZoneOffset, toIso } from './isoTimestamp';

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

// luxon's DATE_SHORT, DATE_MED, DATE_FULL and DATETIME_MED, which these styles were.
const DATE_FORMATS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { year: 'numeric', month: 'numeric', day: 'numeric' },
  medium: { year: 'numeric', month: 'short', day: 'numeric' },
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: 'numeric' },
  monthYear: { month: 'long', year: 'numeric' },
};

/** Milliseconds since the epoch, or null for no or bad input; a string without an offset is read in `zone`. */
function instantOf(value: string | Date, offsetAt: (millis: number) => number): number | null {
  const millis = value instanceof Date ? value.getTime() : parseIsoInstant(value, offsetAt);
  return millis === null || Number.isNaN(millis) ? null : millis;
}

/** A date from the server (ISO 8601, or a JS Date) in the active language; an empty string for no or bad input. */
export function formatDate(
  value: string | Date | null | undefined,
  locale: string,
  style: DateStyle = 'medium',
): string {
  if (value === null || value === undefined || value === '') return '';
  // Customers and lenders are in Denmark: a timestamp shows Danish wall-clock time whatever the device's zone.
  const millis = instantOf(value, ianaZoneOffset(DANISH_TIME_ZONE));
  if (millis === null) return '';
  // A shared Intl formatter: 30 offers' dates made one each were 20 ms of a render.
  return dateTimeFormat(INTL_LOCALE[language(locale)], {
    ...(DATE_FORMATS[style] ?? DATE_FORMATS.medium),
    timeZone: DANISH_TIME_ZONE,
  }).format(millis);
}

/** The ISO timestamp as a machine-readable `<time dateTime>` value, or undefined when it cannot be read. */
export function isoDate(value: string | Date | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const millis = instantOf(value, systemZoneOffset);
  return millis === null ? undefined : toIso(millis, systemZoneOffset);
}
