// What a home's verdict rests on: the conversion it speaks of, what is missing to compute one, whether to convert.
import type { Conversion, WatchedMortgage, WatchedProperty } from '../../../store/api/mortgageSurveillanceApi';

/** The conversion the verdict speaks of: the best one's mortgage, else the first fixed mortgage that has one. */
export function bestConversion(property: WatchedProperty): Conversion | null {
  const withConversion = property.fixed_mortgages.filter((m) => m.conversion !== null);
  const best = property.best && withConversion.find((m) => m.mortgage_id === property.best?.mortgage_id);
  return (best ?? withConversion[0])?.conversion ?? null;
}

const MISSING_FIELDS = ['debt', 'interest_rate', 'term_months'] as const;

/** What the customer must fill in before we can compute: each missing field once, in the economy form's order. */
export function missingFields(property: WatchedProperty): WatchedMortgage['missing'] {
  const missing = new Set(property.fixed_mortgages.flatMap((m) => m.missing));
  return MISSING_FIELDS.filter((field) => missing.has(field));
}

export function isConvertVerdict(property: WatchedProperty): boolean {
  return property.verdict === 'convert_down' || property.verdict === 'convert_up';
}
