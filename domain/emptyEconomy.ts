// One place for the economy a customer has before she gives any of it: the server's budget counts from it and the
// economy pages show it once the server has answered that there is none. The kernel names no contract type; this
// is the contract's EconomicProfile by shape (the server and the pages assign it to that type).

/** A customer's economy before she has given any of it. */
export const EMPTY_ECONOMY = {
  id: 0,
  user_id: 0,
  civil_status: null,
  birth_date: null,
  children_count: null,
  is_registered_as_bad_payer: null,
  residence_type: null,
  employment_type: null,
  employer: null,
  employed_since: null,
  monthly_income: null,
  current_supplier_id: null,
  updated_at: new Date(0).toISOString(),
  properties: [] as never[],
  boats: [] as never[],
  vehicles: [] as never[],
  loans: [] as never[],
  credits: [] as never[],
  mortgages: [] as never[],
  deposits: [] as never[],
  stockPortfolios: [] as never[],
  companionPerson: null,
};
