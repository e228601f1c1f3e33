// A new request built from the customer's saved economic profile ("rfqs/get-offers"), and the request form's too
// (it saves the profile first): every answer the profile holds, under the step's name (contract/rfqRequest.ts),
// amounts in kroner, plus the subjects lenders are matched on.
import type { RfqRequest } from '../../contract/rfqRequest';
import type { FormPurpose } from '../../domain/formRecord';
import { toOre } from '../../domain/money';
import { kroner } from '../http/apiMoney';
import type { EconomicProfileJson } from '../economicProfile/economicProfileView';

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
  const partner = profile.companionPerson;
  const income = toOre(profile.monthly_income ?? 0) + toOre(partner?.monthly_income ?? 0);
  const liability = (l: EconomicProfileJson['loans'][number]) => ({
    id: l.id,
    liability_sub_type: l.liability_sub_type,
    debt: l.debt,
    interest_rate: l.interest_rate,
    periodic_payment: l.periodic_payment,
    term_months: l.term_months,
    property_id: l.property_id,
    vehicle_id: l.vehicle_id,
    boat_id: l.boat_id,
  });
  const asset = (a: EconomicProfileJson['vehicles'][number]) => ({
    id: a.id,
    asset_type: a.asset_type,
    make: a.make,
    model: a.model,
    year: a.year,
    value: a.value,
    is_existing: a.is_existing,
    down_payment: a.down_payment,
  });
  const request: RfqRequest = {
    purpose: purpose ?? (ownsHome ? 'existing_property' : 'generic'),
    civil_status: profile.civil_status,
    birth_date: profile.birth_date,
    children_count: profile.children_count,
    residence_type: profile.residence_type,
    is_registered_as_bad_payer: profile.is_registered_as_bad_payer,
    employment_type: profile.employment_type,
    employer: profile.employer,
    employed_since: profile.employed_since,
    monthly_income: profile.monthly_income,
    co_applicant_name: partner?.name ?? null,
    co_applicant_birth_date: partner?.birth_date ?? null,
    co_applicant_employment_type: partner?.employment_type ?? null,
    co_applicant_monthly_income: partner?.monthly_income ?? null,
    household_monthly_income: income > 0 ? kroner(income) : null,
    current_supplier_id: profile.current_supplier_id,
    properties: profile.properties.map((p) => ({
      id: p.id,
      is_existing: p.is_existing,
      residence_type: p.residence_type,
      new_property_reason: p.new_property_reason,
      value: p.value,
      price: p.price,
      down_payment: p.down_payment,
      new_loan_amount: p.new_loan_amount,
      address1: p.address.address1,
      oneLineAddress: p.oneLineAddress,
      postal_code: p.postal_code,
      city: p.city,
      address_country_code: p.address_country_code,
    })),
    mortgages: profile.mortgages.map((m) => ({ ...liability(m), loan_kind: m.loan_kind })),
    loans: profile.loans.map(liability),
    credits: profile.credits.map((c) => ({ ...liability(c), limit: c.limit })),
    deposits: profile.deposits.map((d) => ({
      id: d.id,
      deposit_type: d.deposit_type,
      amount: d.amount,
      interest_rate: d.interest_rate,
      supplier_id: d.supplier_id,
    })),
    vehicles: profile.vehicles.map(asset),
    boats: profile.boats.map(asset),
    stock_portfolios: profile.stockPortfolios.map((s) => ({ id: s.id, value: s.value })),
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
