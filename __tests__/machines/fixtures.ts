// Shared helpers for the wizard's tests and bench: actors without storage, pure folds and a fully filled form.
import { createActor, initialTransition, transition } from 'xstate';
import { auctionFormMachine } from '../../machines/auctionForm/auctionFormMachine';
import { STEP_LABELS, emptyAsset, emptyLiability, emptyProperty } from '../../machines/auctionForm/steps';
import type {
  AuctionFormContext,
  AuctionFormEvent,
  AuctionFormInput,
  PrefillSteps,
  StepLabel,
} from '../../machines/auctionForm/types';
import type { AuctionFormSnapshot } from '../../machines/replay';

export const quietMachine = auctionFormMachine.provide({
  actions: { saveForm: () => undefined, clearSavedForm: () => undefined },
});

export function startWizard(input: AuctionFormInput = {}) {
  const saves: AuctionFormContext[] = [];
  const clears: number[] = [];
  const machine = auctionFormMachine.provide({
    actions: {
      saveForm: ({ context }) => {
        saves.push(context);
      },
      clearSavedForm: () => {
        clears.push(1);
      },
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return {
    actor,
    saves,
    clears,
    send: (...events: AuctionFormEvent[]) => events.forEach((event) => actor.send(event)),
    context: () => actor.getSnapshot().context,
    snapshot: () => actor.getSnapshot(),
    current: () => actor.getSnapshot().context.currentStepLabel,
    validated: (label: StepLabel) => actor.getSnapshot().context.steps.find((s) => s.label === label)?.validated,
    formData: (label: StepLabel) => actor.getSnapshot().context.steps.find((s) => s.label === label)?.formData,
  };
}

/** Folds events through the machine with the pure transition function. */
export function fold(events: readonly AuctionFormEvent[], input: AuctionFormInput = {}): AuctionFormSnapshot {
  let [snapshot] = initialTransition(quietMachine, input);
  for (const event of events) [snapshot] = transition(quietMachine, snapshot, event);
  return snapshot;
}

/** Validates the step on screen and goes on, `times` times. */
export function validateAndNext(times: number): AuctionFormEvent[] {
  return Array.from({ length: times }, () => [{ type: 'VALIDATE_STEP' } as const, { type: 'NEXT' } as const]).flat();
}

export function validatedFlags(context: AuctionFormContext): Record<StepLabel, boolean> {
  return Object.fromEntries(context.steps.map((step) => [step.label, step.validated])) as Record<StepLabel, boolean>;
}

export const economicProfilePrefill: PrefillSteps = {
  savings: { current_supplier_id: 12 },
  aboutYou: { civil_status: 'married' },
  otherDebt: { consumer_loans: [{ ...emptyLiability('consumer', 'loan'), debt: 25000 }] },
};

function loans(count: number, subType: string, type: string) {
  return Array.from({ length: count }, (_, i) => ({
    ...emptyLiability(subType, type),
    id: 1000 + i,
    debt: 100000 + i * 1000,
    interest_rate: 4.5,
    periodic_payment: 2500,
  }));
}

/** The validated data of every step of a long, realistic form: the worst case for saving. */
export function fullyFilledSteps(): Record<StepLabel, Record<string, unknown>> {
  const property = (i: number, existing: boolean) => ({
    ...emptyProperty(),
    id: existing ? 500 + i : null,
    residence_type: 'house',
    is_existing: existing,
    reason: existing ? null : 'move',
    loans: loans(2, 'bank', 'loan'),
    credits: loans(1, 'bank', 'credit'),
    mortgages: loans(2, 'mortgage', 'loan'),
    new_loan_amount: existing ? null : 3200000,
    address1: `Østerbrogade ${10 + i}, 3. tv.`,
    postal_code: '2100',
    city: 'København Ø',
    oneLineAddress: `Østerbrogade ${10 + i}, 3. tv., 2100 København Ø`,
  });
  return {
    start: { persona_type: 'homeowner' },
    unsatisfied: { unsatisfied_reason: 'price' },
    housingSituation: {
      residence_type: 'house',
      properties: [property(0, true), property(1, true), property(2, false)],
    },
    otherAssets: {
      want_new_vehicle: true,
      assets: Array.from({ length: 3 }, (_, i) => ({
        ...emptyAsset(),
        id: 700 + i,
        asset_type: 'car',
        is_existing: true,
        loans: loans(1, 'car', 'loan'),
        credits: [],
      })),
    },
    savings: { current_supplier_id: 17, deposits: loans(3, 'savings', 'deposit') },
    aboutYou: {
      civil_status: 'married',
      full_name: 'Jens Peter Hansen',
      cpr: '121285-1234',
      birth_date: '1985-12-12',
      children: 2,
      co_applicant_full_name: 'Mette Hansen',
      co_applicant_cpr: '030487-2468',
    },
    employment: {
      employment_type: 'employee',
      employer_name: 'Danske Eksempler A/S',
      monthly_income_before_tax: 52000,
      co_applicant_employment_type: 'employee',
      co_applicant_monthly_income_before_tax: 41000,
    },
    otherDebt: {
      consumer_loans: loans(3, 'consumer', 'loan'),
      car_loans: loans(2, 'car', 'loan'),
      student_loans: loans(2, 'student', 'loan'),
      card_credits: loans(2, 'card', 'credit'),
    },
    wishes: {
      looking_for: ['mortgage', 'loan', 'deposit'],
      unsatisfied: false,
      unsatisfied_reason: null,
      customer_comments: 'Vi vil gerne samle vores lån og høre om fast rente. '.repeat(4),
    },
    profile: {
      full_name: 'Jens Peter Hansen',
      email: 'jens.hansen@example.dk',
      phone: '+45 12 34 56 78',
      accepted_terms: true,
    },
  };
}

/** Events that fill in and validate every step of the unsatisfied purpose (which has them all). */
export function fillEverything(): AuctionFormEvent[] {
  const data = fullyFilledSteps();
  const order: readonly StepLabel[] = STEP_LABELS;
  const events: AuctionFormEvent[] = [{ type: 'SET_PURPOSE', purpose: 'unsatisfied' }];
  for (const label of order) {
    // The fixture's data fits the step shapes; the cast only bridges the test's looser record type.
    events.push({ type: 'VALIDATE_STEP', step: label, formData: data[label] } as AuctionFormEvent, { type: 'NEXT' });
  }
  return events;
}
