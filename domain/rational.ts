// Exact fractions of integers (BigInt), so money arithmetic over many steps rounds once, at the end, and no
// float drift can move an øre. Small and closed: only what annuities, savings and tax need.

export type Rational = { readonly num: bigint; readonly den: bigint };

const abs = (x: bigint) => (x < 0n ? -x : x);

function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function toBigInt(value: bigint | number): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe integer: ${value}`);
  return BigInt(value);
}

/** num / den in lowest terms with a positive denominator. */
export function ratio(num: bigint | number, den: bigint | number = 1n): Rational {
  let n = toBigInt(num);
  let d = toBigInt(den);
  if (d === 0n) throw new RangeError('division by zero');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d);
  return g > 1n ? { num: n / g, den: d / g } : { num: n, den: d };
}

export const ZERO = ratio(0n);

export const add = (a: Rational, b: Rational) => ratio(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Rational, b: Rational) => ratio(a.num * b.den - b.num * a.den, a.den * b.den);
/**
 * a·b, cancelled across before multiplying: both are in lowest terms, so the product of the cancelled parts is too.
 * Each gcd then pairs one side's numerator with the other's denominator; with a whole number or a small fraction
 * on one side (a month count, a rate) it takes one division of the large side, where the gcd of the whole
 * product's two sides (thousands of digits for an annuity over 30 years) took a few thousand.
 */
export function mul(a: Rational, b: Rational): Rational {
  const g1 = gcd(a.num, b.den);
  const g2 = gcd(b.num, a.den);
  return { num: (a.num / g1) * (b.num / g2), den: (a.den / g2) * (b.den / g1) };
}
export const sum = (values: readonly Rational[]) => values.reduce(add, ZERO);

/** Negative, zero or positive as a is below, equal to or above b. */
export function compare(a: Rational, b: Rational): number {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

export const min = (a: Rational, b: Rational) => (compare(a, b) <= 0 ? a : b);
export const max = (a: Rational, b: Rational) => (compare(a, b) >= 0 ? a : b);

/** base^exponent by squaring. (Not `**`: Babel may lower it to Math.pow, which rejects BigInt.) */
export function power(base: bigint, exponent: number): bigint {
  let result = 1n;
  let factor = base;
  for (let e = exponent; e > 0; e = Math.floor(e / 2)) {
    if (e % 2 === 1) result *= factor;
    factor *= factor;
  }
  return result;
}

/** The nearest integer, halves away from zero (so a saving and the matching cost round to the same size). */
export function roundHalfAwayFromZero(value: Rational): bigint {
  const quotient = abs(value.num) / value.den;
  const remainder = abs(value.num) % value.den;
  const rounded = remainder * 2n >= value.den ? quotient + 1n : quotient;
  return value.num < 0n ? -rounded : rounded;
}

/** The rounded value as a JS number; throws when it is beyond exact integer range (never for real money). */
export function toInteger(value: Rational): number {
  const rounded = roundHalfAwayFromZero(value);
  const asNumber = Number(rounded);
  if (!Number.isSafeInteger(asNumber)) throw new RangeError(`amount out of range: ${rounded}`);
  return asNumber;
}
