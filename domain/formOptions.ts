// The option lists of the request form: one place for the values; labels are translation keys
// (`options.<list>.<value>`). The server serves them as form resources and validates against them.
import { FORM_PURPOSES } from './formRecord';

export const formOptions = {
  /** The start step's choice is the form's purpose (§4). */
  personaTypes: FORM_PURPOSES,
  residenceTypes: ['owner_house', 'owner_flat', 'cooperative_flat', 'holiday_home', 'rented', 'living_with_parents'],
  /**
   * Why a home is bought: a first home (renting or living with parents), moving and selling ('move', §4's moving
   * rule) or keeping the current home, a second home, a home for a child or other family, an investment.
   */
  newPropertyReasons: ['first_home', 'move', 'move_and_keep', 'holiday_home', 'for_family', 'investment'],
  assetTypes: ['car', 'motorcycle', 'caravan', 'boat'],
  /** A vehicle to buy: new from a dealer, or used. */
  vehicleConditions: ['new', 'used'],
  civilStatuses: ['single', 'partner', 'married', 'divorced', 'widowed'],
  employmentTypes: ['employee', 'self_employed', 'unemployed', 'student', 'retired', 'early_retired'],
  liabilityTypes: ['consumer_loans', 'car_loans', 'student_loans', 'card_credits'],
  mortgageKinds: ['fixed', 'f1', 'f3', 'f5', 'bank_home_loan'],
  lookingFor: [
    'lower_payment',
    'fixed_rate',
    'pay_off_faster',
    'release_equity',
    'better_savings_rate',
    'personal_advice',
  ],
  unsatisfiedReasons: ['price', 'service', 'advice', 'digital', 'other'],
} as const;

export type FormOptionList = keyof typeof formOptions;

/** Where one can live now; a holiday home is owned, not lived in. */
export const CURRENT_RESIDENCE_TYPES = [
  'owner_house',
  'owner_flat',
  'cooperative_flat',
  'rented',
  'living_with_parents',
] as const;

/** Civil statuses that mean the customer has a partner (spec §3 aboutYou). */
export const PARTNER_STATUSES: readonly string[] = ['partner', 'married'];
export const hasPartner = (civilStatus: unknown) =>
  typeof civilStatus === 'string' && PARTNER_STATUSES.includes(civilStatus);
