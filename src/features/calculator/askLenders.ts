// "Ask lenders for this loan": what the calculator tells the request form's wizard (machines/auctionForm/EVENTS.md).
// The purpose and the amount, nothing else: the customer asks for a loan in the home they own (the form's
// existing_property purpose), the start step is answered with it, the amount is the new loan on that home, and the
// wizard goes on to the home's step, where the customer sees the amount and adds the rest.
import type { AuctionFormEvent } from '../../../machines/auctionForm/types';
import type { PropertyEntry } from '../../../domain/formRecord';

export const CALCULATOR_PURPOSE = 'existing_property';

/** A home the customer owns with nothing known of it but the new loan they want in it. */
function ownedHomeWithNewLoan(amount: number): PropertyEntry {
  return {
    id: null,
    residence_type: null,
    is_existing: true,
    reason: null,
    loans: [],
    credits: [],
    mortgages: [],
    new_loan_amount: amount,
    show_manual_address: false,
    address1: null,
    postal_code: null,
    city: null,
    address_country_code: 'dk',
    oneLineAddress: null,
  };
}

export function askLendersEvents(amount: number): AuctionFormEvent[] {
  return [
    { type: 'SET_PURPOSE', purpose: CALCULATOR_PURPOSE },
    { type: 'VALIDATE_STEP', step: 'start', formData: { persona_type: CALCULATOR_PURPOSE } },
    {
      type: 'PREFILL',
      // Shown, not skipped: the home's other facts are the customer's to give.
      noSkip: true,
      steps: { housingSituation: { properties: [ownedHomeWithNewLoan(amount)] } },
    },
    { type: 'GO_TO_STEP', step: 'housingSituation' },
  ];
}
