// The wizard recording of the seeded demo request, made by running the real machine with the browser's recorder:
// Mette fills in the form, corrects her address on the housing step (which invalidates otherDebt and wishes),
// goes back over those two steps and submits. Analysts and the e2e journey open it in the analyst view.
import { createActor } from 'xstate';
import { auctionFormMachine } from '../../machines/auctionForm/auctionFormMachine';
import { createRecorder, type WizardRecording } from '../../machines/auctionForm/recording';
import { emptyProperty } from '../../machines/auctionForm/steps';
import type { AuctionFormEvent } from '../../machines/auctionForm/types';

const house = (address1: string) => ({
  ...emptyProperty(),
  residence_type: 'owner_house',
  is_existing: true,
  address1,
  postal_code: '4000',
  city: 'Roskilde',
  oneLineAddress: `${address1}, 4000 Roskilde`,
});

/** Each event with the seconds the customer took before sending it. */
const SESSION: ReadonlyArray<[number, AuctionFormEvent]> = [
  [4, { type: 'VALIDATE_STEP', step: 'start', formData: { persona_type: 'existing_property' } }],
  [1, { type: 'NEXT' }],
  [
    95,
    {
      type: 'VALIDATE_STEP',
      step: 'housingSituation',
      formData: { residence_type: 'owner_house', properties: [house('Algade 21')] },
    },
  ],
  [1, { type: 'NEXT' }],
  [20, { type: 'VALIDATE_STEP', step: 'otherAssets', formData: { want_new_vehicle: false, assets: [] } }],
  [1, { type: 'NEXT' }],
  [31, { type: 'VALIDATE_STEP', step: 'savings', formData: { current_supplier_id: null } }],
  [1, { type: 'NEXT' }],
  [
    48,
    {
      type: 'VALIDATE_STEP',
      step: 'aboutYou',
      formData: { civil_status: 'married', full_name: 'Mette Kunde Jensen', cpr: '120584-1234' },
    },
  ],
  [1, { type: 'NEXT' }],
  [
    62,
    {
      type: 'VALIDATE_STEP',
      step: 'employment',
      formData: { monthly_income: 48500, co_applicant_monthly_income: 52000 },
    },
  ],
  [1, { type: 'NEXT' }],
  [74, { type: 'VALIDATE_STEP', step: 'otherDebt', formData: {} }],
  [1, { type: 'NEXT' }],
  [27, { type: 'VALIDATE_STEP', step: 'wishes', formData: { looking_for: ['mortgage', 'loan'] } }],
  [1, { type: 'NEXT' }],
  [
    40,
    {
      type: 'VALIDATE_STEP',
      step: 'profile',
      formData: { full_name: 'Mette Kunde Jensen', email: 'kunde@example.dk', phone: '+45 20 12 34 56' },
    },
  ],
  // She notices the swapped house number and goes back to correct it.
  [12, { type: 'GO_TO_STEP', step: 'housingSituation' }],
  [
    18,
    {
      type: 'SET_STEP_DATA',
      step: 'housingSituation',
      formData: { residence_type: 'owner_house', properties: [house('Algade 12')] },
    },
  ],
  [2, { type: 'VALIDATE_STEP', step: 'housingSituation' }],
  [3, { type: 'SUBMIT' }],
  [21, { type: 'VALIDATE_STEP', step: 'otherDebt', formData: {} }],
  [1, { type: 'NEXT' }],
  [9, { type: 'VALIDATE_STEP', step: 'wishes', formData: { looking_for: ['mortgage', 'loan'] } }],
  [1, { type: 'SUBMIT' }],
];

export function demoWizardRecording(startedAt: Date): WizardRecording {
  let clock = startedAt.getTime();
  const recorder = createRecorder({ input: { purpose: 'existing_property' }, now: () => clock });
  const machine = auctionFormMachine.provide({
    actions: { saveForm: () => undefined, clearSavedForm: () => undefined },
  });
  const actor = createActor(machine, { input: { purpose: 'existing_property' }, inspect: recorder.inspect }).start();
  for (const [seconds, event] of SESSION) {
    clock += seconds * 1000;
    actor.send(event);
  }
  actor.stop();
  return recorder.recording();
}
