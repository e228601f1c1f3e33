// The family-and-work PUT takes both halves at once: what is saved now, with one page's change.
import type { EconomicProfile } from '../../../../store/api/economyApi';
import { hasPartner } from '../../../../domain/formOptions';

const CO_APPLICANT_FIELDS = [
  'co_applicant_name',
  'co_applicant_birth_date',
  'co_applicant_employment_type',
  'co_applicant_monthly_income',
] as const;

/** The whole PUT body as saved now; a page changes its half of it. */
export function savedBody(e: EconomicProfile): Record<string, unknown> {
  return {
    civil_status: e.civil_status,
    birth_date: e.birth_date,
    children_count: e.children_count,
    is_registered_as_bad_payer: e.is_registered_as_bad_payer,
    co_applicant_name: e.companionPerson?.name ?? null,
    co_applicant_birth_date: e.companionPerson?.birth_date ?? null,
    co_applicant_employment_type: e.companionPerson?.employment_type ?? null,
    co_applicant_monthly_income: e.companionPerson?.monthly_income ?? null,
    employment_type: e.employment_type,
    employer: e.employer,
    employed_since: e.employed_since,
    monthly_income: e.monthly_income,
  };
}

/** The saved body with a page's change; without a partner nothing about one is sent. */
export function familyAndWorkBody(saved: Record<string, unknown>, change: Record<string, unknown>) {
  const body = { ...saved, ...change };
  if (!hasPartner(body.civil_status)) for (const field of CO_APPLICANT_FIELDS) delete body[field];
  return body;
}
