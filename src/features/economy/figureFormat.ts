// The economy's ratios in words: the debt factor with one decimal, a loan-to-value in whole percent.
import { formatNumber } from '../../lib/format';

export function formatFactor(value: number, locale: string) {
  return formatNumber(value, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export function formatLtv(value: number | null, locale: string) {
  return value === null ? '–' : `${formatNumber(value, locale, { maximumFractionDigits: 0 })} %`;
}
