// Amounts in whole kroner as the customer types and reads them: Danish `1.250.000`, English `1,250,000`.
import { numberFormat } from './intlFormats';

const INTL_LOCALES: Record<string, string> = { da: 'da-DK', en: 'en-GB' };

/** Written after the amount in both languages. */
export const KRONER_UNIT = 'kr.';

/** The Intl locale the product formats a language in (English as in Britain: 29 November 2026). */
export function intlLocale(locale: string): string {
  return INTL_LOCALES[locale.slice(0, 2).toLowerCase()] ?? INTL_LOCALES.da;
}

function separators(locale: string): { group: string; decimal: string } {
  return intlLocale(locale) === INTL_LOCALES.en ? { group: ',', decimal: '.' } : { group: '.', decimal: ',' };
}

const escape = (character: string) => `\\${character}`;

/**
 * Whole kroner from typed text, or null when it is no amount. Accepts spaces (also non-breaking) and a trailing
 * `kr.`; group separators must group by three, so the ambiguous Danish `1.5` is rejected rather than guessed.
 * Decimals round half up to the krone, done on the digits so no float is involved.
 */
export function parseAmount(text: string, locale: string): number | null {
  const { group, decimal } = separators(locale);
  const compact = text.replace(/kr\.?$/i, '').replace(/[\s\u00a0\u202f]/g, '');
  const pattern = new RegExp(`^(\\d{1,3}(?:${escape(group)}\\d{3})+|\\d+)(?:${escape(decimal)}(\\d+))?$`);
  const match = pattern.exec(compact.trim());
  if (!match) return null;
  const whole = Number(match[1].split(group).join(''));
  const fraction = match[2];
  return fraction !== undefined && Number(fraction[0]) >= 5 ? whole + 1 : whole;
}

export function parseDanishAmount(text: string): number | null {
  return parseAmount(text, 'da');
}

/** The number with the locale's grouping, no unit: what a money input shows. */
export function formatAmount(kroner: number, locale: string): string {
  return numberFormat(intlLocale(locale), { maximumFractionDigits: 0 }).format(kroner);
}

/**
 * `1.250.000 kr.` (da) or `1,250,000 kr.` (en). The product writes `kr.` in both languages, after the amount;
 * Intl's DKK currency style would give `DKK 1,250,000.00` in English. A plain space keeps the text equal to what
 * parseAmount reads back; keep it on one line with CSS (white-space: nowrap) where that matters.
 */
export function formatKroner(kroner: number, locale: string): string {
  return `${formatAmount(kroner, locale)} ${KRONER_UNIT}`;
}

/** Kroner as integer øre, the unit sums are made in, so adding amounts with øre never drifts. */
export function toOre(kroner: number): number {
  return Math.round(kroner * 100);
}
