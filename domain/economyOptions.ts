// The option lists of the customer's economy pages, one place for the values (labels are translation keys). The
// API contract (contract/economy.ts) validates against them; the browser renders them.
import { formOptions } from './formOptions';

/** What a home on the list can be (the housing step's owned residence types). */
export const PROPERTY_TYPES = ['owner_house', 'owner_flat', 'cooperative_flat', 'holiday_home'] as const;
export const VEHICLE_TYPES = formOptions.assetTypes.filter((a) => a !== 'boat');
export const DEPOSIT_TYPES = ['savings', 'pension'] as const;
/** Loans by sub type: secured on a home, on a vehicle or boat, or on nothing. */
export const LOAN_SUB_TYPES = ['bank_home_loan', 'car', 'consumer', 'student'] as const;
export const CREDIT_SUB_TYPES = ['card', 'home_credit', 'car'] as const;

/** The economy's item collections, as the API's paths name them. */
export const ECONOMY_COLLECTIONS = [
  'properties',
  'vehicles',
  'boats',
  'deposits',
  'stock-portfolios',
  'loans',
  'credits',
  'mortgages',
] as const;
export type EconomyCollection = (typeof ECONOMY_COLLECTIONS)[number];
