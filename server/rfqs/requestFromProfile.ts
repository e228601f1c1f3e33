// A new request built from the customer's saved economic profile ("rfqs/get-offers"): the same fields the form
// submits (server/routes/API.md, "Request"), amounts in kroner, plus the subjects lenders are matched on.
import { formOptions } from '../../domain/formOptions';
import { toOre } from '../../domain/money';
import type { RfqRequest } from '../db/schema';
import type { EconomicProfileJson } from '../economicProfile/economicProfileView';

export type FormPurpose = (typeof formOptions.personaTypes)[number];

export function isFormPurpose(value: unknown): value is FormPurpose {
  return typeof value === 'string' && (formOptions.personaTypes as readonly string[]).includes(value);
}

/** Subjects of spec §1 a request can be about. */
export const RFQ_SUBJECTS = [
  'mortgages',
  'loans',
  'credits',
  'deposits',
  'student_loans',
  'properties',
  'vehicles',
  'boats',
  'stock_portfolios',
] as const;

export function requestFromProfile(
  profile: EconomicProfileJson,
  purpose?: FormPurpose,
): { request: RfqRequest; subjects: string[] } {
  const studentLoans = profile.loans.filter((l) => l.liability_sub_type === 'student');
  const otherLoans = profile.loans.filter((l) => l.liability_sub_type !== 'student');
  const ownsHome = profile.properties.some((p) => p.is_existing);
  const income = toOre(profile.monthly_income ?? 0) + toOre(profile.companionPerson?.monthly_income ?? 0);
  const liability = (l: EconomicProfileJson['loans'][number]) => ({
    id: l.id,
    liability_sub_type: l.liability_sub_type,
    debt: l.debt,
    interest_rate: l.interest_rate,
    periodic_payment: l.periodic_payment,
    term_months: l.term_months,
    property_id: l.property_id,
    vehicle_id: l.vehicle_id,
  });
  const request: RfqRequest = {
    purpose: purpose ?? (ownsHome ? 'existing_property' : 'generic'),
    civil_status: profile.civil_status,
    children_count: profile.children_count,
    is_registered_as_bad_payer: profile.is_registered_as_bad_payer,
    household_monthly_income: income > 0 ? income / 100 : null,
    properties: profile.properties.map((p) => ({
      id: p.id,
      is_existing: p.is_existing,
      residence_type: p.residence_type,
      new_property_reason: p.new_property_reason,
      value: p.value,
      price: p.price,
      down_payment: p.down_payment,
      new_loan_amount: p.new_loan_amount,
      postal_code: p.postal_code,
      city: p.city,
    })),
    mortgages: profile.mortgages.map((m) => ({ ...liability(m), loan_kind: m.loan_kind })),
    loans: profile.loans.map(liability),
    credits: profile.credits.map((c) => ({ ...liability(c), limit: c.limit })),
    deposits: profile.deposits.map((d) => ({
      id: d.id,
      deposit_type: d.deposit_type,
      amount: d.amount,
      interest_rate: d.interest_rate,
    })),
    vehicles: profile.vehicles.map((v) => ({
      id: v.id,
      asset_type: v.asset_type,
      value: v.value,
      is_existing: v.is_existing,
    })),
    boats: profile.boats.map((b) => ({
      id: b.id,
      asset_type: b.asset_type,
      value: b.value,
      is_existing: b.is_existing,
    })),
  };
  const present: Record<(typeof RFQ_SUBJECTS)[number], boolean> = {
    mortgages: profile.mortgages.length > 0,
    loans: otherLoans.length > 0,
    credits: profile.credits.length > 0,
    deposits: profile.deposits.length > 0,
    student_loans: studentLoans.length > 0,
    properties: profile.properties.length > 0,
    vehicles: profile.vehicles.length > 0,
    boats: profile.boats.length > 0,
    stock_portfolios: profile.stockPortfolios.length > 0,
  };
  return { request, subjects: RFQ_SUBJECTS.filter((s) => present[s]) };
}
