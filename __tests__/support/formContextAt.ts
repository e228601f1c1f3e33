// The request form's wizard context at a step, answered so that every step before it validates: the tests save it
// for the form to restore (src/features/form/formTestKit.tsx), the step bench for a fresh load at each step
// (bench/stepTransitionBench.ts). No DOM: the machine alone.
import { createActor } from 'xstate';
import { auctionFormMachine } from '../../machines/auctionForm';
import { neededStepsFor } from '../../machines/auctionForm/purposes';
import type { AuctionFormContext, FormRecord } from '../../machines/auctionForm/types';

/** Answers that pass every step's schema: a married owner of a house with a mortgage. */
export const validSteps = {
  start: { persona_type: 'existing_property' },
  housingSituation: {
    residence_type: 'rented',
    properties: [],
  },
  otherAssets: { want_new_vehicle: false, assets: [] },
  savings: { current_supplier_id: 1, savings_amount: 185000, pension_amount: null, shares_amount: null },
  aboutYou: {
    civil_status: 'single',
    birth_date: '1984-05-12',
    cpr: null,
    children_count: 0,
    co_applicant_name: null,
    co_applicant_birth_date: null,
    is_registered_as_bad_payer: false,
  },
  employment: {
    employment_type: 'employee',
    employer: 'Roskilde Kommune',
    employed_since: '2015-08-01',
    monthly_income: 48500,
    co_applicant_employment_type: null,
    co_applicant_monthly_income: null,
  },
  otherDebt: { consumer_loans: [], car_loans: [], student_loans: [], card_credits: [] },
  wishes: {
    looking_for: ['lower_payment'],
    unsatisfied: false,
    unsatisfied_reason: null,
    mortgage_kind: null,
    customer_comments: null,
  },
  profile: {
    full_name: 'Mette Jensen',
    email: 'mette@example.dk',
    phone: '20123456',
    accept_terms: true,
    contact_consent: false,
  },
} as const;

export type StepName = keyof typeof validSteps;
export type StepAnswers = Partial<Record<StepName, Record<string, unknown>>>;
/** The steps every purpose but `unsatisfied` goes through, in order. */
export const STEP_ORDER = neededStepsFor('generic') as StepName[];

/**
 * The wizard's context as if the customer had validated every step before `at` (with the given answers) and stood
 * on `at` with its answers typed: what a reload or a returning visitor finds saved.
 */
export function formContextAt(at: StepName, answers: StepAnswers = {}): AuctionFormContext {
  const actor = createActor(auctionFormMachine.provide({ actions: { saveForm: () => undefined } }), {
    input: {},
  }).start();
  const data = { ...validSteps, ...answers } as Record<StepName, Record<string, unknown>>;
  actor.send({ type: 'SET_PURPOSE', purpose: String(data.start.persona_type) });
  for (const step of STEP_ORDER.slice(0, STEP_ORDER.indexOf(at))) {
    actor.send({ type: 'VALIDATE_STEP', step, formData: data[step] as FormRecord });
    actor.send({ type: 'NEXT' });
  }
  // The step stood on holds its answers as a draft, not validated.
  actor.send({ type: 'SET_STEP_DATA', step: at, formData: data[at] as FormRecord });
  const { context } = actor.getSnapshot();
  actor.stop();
  return context;
}
