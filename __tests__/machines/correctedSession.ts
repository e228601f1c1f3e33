// Wizard sessions for the pseudonymisation tests: run live with the browser's recorder, and
// every step's state and flags taken down for comparison with a replay.
import { createActor } from 'xstate';
import { createRecorder, type WizardRecording } from '../../machines/auctionForm/recording';
import { emptyProperty, STEP_LABELS } from '../../machines/auctionForm/steps';
import type { AuctionFormEvent, AuctionFormInput } from '../../machines/auctionForm/types';
import { isStepSkipped } from '../../machines/auctionForm/navigation';
import type { AuctionFormSnapshot, ReplayStep } from '../../machines/replay';
import { quietMachine } from './fixtures';

/** What an analyst compares after each event: the state and every step's validated and skipped flags. */
export interface StepTrace {
  value: unknown;
  status: string;
  currentStep: string;
  flags: string;
}

export function traceOf(snapshot: AuctionFormSnapshot): StepTrace {
  const { context } = snapshot;
  return {
    value: snapshot.value,
    status: snapshot.status,
    currentStep: context.currentStepLabel,
    flags: STEP_LABELS.map((label) => {
      const step = context.steps.find((s) => s.label === label);
      return `${label}:${step?.validated ? 1 : 0}${isStepSkipped(context, label) ? 's' : ''}`;
    }).join(' '),
  };
}

export const traceOfSteps = (steps: readonly ReplayStep[]) => steps.map((step) => traceOf(step.snapshot));

/** Runs the events in a live actor with the browser's recorder; the trace after each event and the recording. */
export function liveSession(
  input: AuctionFormInput,
  events: readonly AuctionFormEvent[],
): { trace: StepTrace[]; recording: WizardRecording } {
  let clock = 0;
  const recorder = createRecorder({ input, now: () => (clock += 1500) });
  const actor = createActor(quietMachine, { input, inspect: recorder.inspect }).start();
  const trace = events.map((event) => {
    actor.send(event);
    return traceOf(actor.getSnapshot());
  });
  actor.stop();
  return { trace, recording: recorder.recording() };
}

export function property(address: string, moving = false) {
  return {
    ...emptyProperty(),
    is_existing: !moving,
    reason: moving ? 'move' : null,
    residence_type: 'house',
    address1: address,
    postal_code: '8000',
    city: 'Aarhus C',
    oneLineAddress: `${address}, 8000 Aarhus C`,
  };
}

/**
 * The case: a homeowner fills in every step, then corrects the address from Vestergade 1 to Vestergade 2.
 * The correction invalidates otherDebt and wishes, so SUBMIT sends the customer back to otherDebt.
 */
export function addressCorrectionEvents(): AuctionFormEvent[] {
  const next = { type: 'NEXT' } as const;
  return [
    { type: 'VALIDATE_STEP', step: 'start', formData: { persona_type: 'homeowner' } },
    next,
    {
      type: 'VALIDATE_STEP',
      step: 'housingSituation',
      formData: { residence_type: 'house', properties: [property('Vestergade 1')] },
    },
    next,
    { type: 'VALIDATE_STEP', step: 'otherAssets', formData: { want_new_vehicle: false, assets: [] } },
    next,
    { type: 'VALIDATE_STEP', step: 'savings', formData: { current_supplier_id: 3 } },
    next,
    {
      type: 'VALIDATE_STEP',
      step: 'aboutYou',
      formData: { civil_status: 'single', full_name: 'Jens Hansen', cpr: '121285-1234' },
    },
    next,
    { type: 'VALIDATE_STEP', step: 'employment', formData: { monthly_income: 42000 } },
    next,
    { type: 'VALIDATE_STEP', step: 'otherDebt', formData: {} },
    next,
    { type: 'VALIDATE_STEP', step: 'wishes', formData: { looking_for: ['mortgage'] } },
    next,
    {
      type: 'VALIDATE_STEP',
      step: 'profile',
      formData: { full_name: 'Jens Hansen', email: 'jens@example.dk', phone: '+45 12 34 56 78' },
    },
    { type: 'GO_TO_STEP', step: 'housingSituation' },
    {
      type: 'SET_STEP_DATA',
      step: 'housingSituation',
      formData: { residence_type: 'house', properties: [property('Vestergade 2')] },
    },
    { type: 'VALIDATE_STEP', step: 'housingSituation' },
    { type: 'SUBMIT' },
  ];
}
