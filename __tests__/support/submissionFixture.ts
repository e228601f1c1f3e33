// A complete, realistic request form as the SPA submits it: a single homeowner in Roskilde asking for better terms.
export function completeSteps(overrides: { email?: string; cpr?: string } = {}) {
  return {
    start: { persona_type: 'existing_property' },
    housingSituation: {
      residence_type: 'owner_house',
      properties: [
        {
          id: null,
          is_existing: true,
          residence_type: 'owner_house',
          show_manual_address: false,
          address_id: '0a3f50aa-0000-4000-8000-000000000001',
          oneLineAddress: 'Algade 12, 4000 Roskilde',
          address1: null,
          postal_code: '4000',
          city: 'Roskilde',
          address_country_code: 'dk',
          value: 3_800_000,
          new_loan_amount: null,
          mortgages: [
            { debt: 2_350_000, interest_rate: 4, periodic_payment: 13_650, term_months: 312, loan_kind: 'fixed' },
          ],
          loans: [{ debt: 310_000, interest_rate: 6.25, periodic_payment: 3_450, term_months: 120 }],
          credits: [],
        },
      ],
    },
    otherAssets: { want_new_vehicle: false, assets: [] },
    savings: { current_supplier_id: null, savings_amount: 150_000, pension_amount: 400_000, shares_amount: null },
    aboutYou: {
      civil_status: 'single',
      birth_date: '1985-03-14',
      cpr: overrides.cpr ?? null,
      children_count: 0,
      is_registered_as_bad_payer: false,
    },
    employment: {
      employment_type: 'employee',
      employer: 'Aarhus Kommune',
      employed_since: '2016-09-01',
      monthly_income: 52_000,
    },
    otherDebt: {
      consumer_loans: [],
      car_loans: [{ debt: 120_000, interest_rate: 6.9, periodic_payment: 2_400, term_months: 60 }],
      student_loans: [],
      card_credits: [],
    },
    wishes: {
      looking_for: ['lower_payment'],
      unsatisfied: false,
      unsatisfied_reason: null,
      mortgage_kind: null,
      customer_comments: 'Gerne fast rente.',
    },
    profile: {
      full_name: 'Sara Ny Kunde',
      email: overrides.email ?? 'sara@example.dk',
      phone: '+4540404040',
      password: 'Hemmelig-kode-123',
      password_confirmation: 'Hemmelig-kode-123',
      accept_terms: true,
      contact_consent: true,
    },
  };
}
