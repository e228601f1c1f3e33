// A bond price in words.
import { formatNumber } from '../../lib/format';

/** A bond price (kurs) as the market quotes it: two decimals, `98,45` in Danish. */
export function formatPrice(price: number, locale: string): string {
  return formatNumber(price, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
