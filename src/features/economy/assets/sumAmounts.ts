// A total of kroner amounts, added in øre so that 0.1 + 0.2 is 0.3.
import { toOre } from '../../../../domain/money';

/** The sum of the amounts given; a missing one counts as nothing. */
export const sumAmounts = (amounts: (number | null | undefined)[]) =>
  amounts.reduce<number>((s, a) => s + (typeof a === 'number' ? toOre(a) : 0), 0) / 100;
