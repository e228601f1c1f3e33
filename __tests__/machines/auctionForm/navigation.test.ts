import { createInitialContext } from '../../../machines/auctionForm/context';
import {
  availableSteps,
  firstInvalidStep,
  isFormComplete,
  isStepNeeded,
  isStepReachable,
  isStepSkipped,
  lastStep,
  nextStep,
  previousStep,
} from '../../../machines/auctionForm/navigation';
import { neededStepsFor } from '../../../machines/auctionForm/purposes';
import type { AuctionFormContext, FormPurpose, StepLabel } from '../../../machines/auctionForm/types';

function form(options: {
  purpose?: FormPurpose;
  current?: StepLabel;
  validated?: StepLabel[];
  prefilled?: StepLabel[];
  noSkip?: boolean;
  signedIn?: boolean;
  profileComplete?: boolean;
}): AuctionFormContext {
  const base = createInitialContext({ signedIn: options.signedIn, profileComplete: options.profileComplete });
  const purpose = options.purpose ?? 'generic';
  return {
    ...base,
    formPurpose: purpose,
    neededSteps: neededStepsFor(purpose),
    currentStepLabel: options.current ?? 'start',
    prefilledSteps: options.prefilled ?? [],
    prefillNoSkip: options.noSkip ?? false,
    steps: base.steps.map((step) => ({ ...step, validated: (options.validated ?? []).includes(step.label) })),
  };
}

const GENERIC_STEPS = [
  'start',
  'housingSituation',
  'otherAssets',
  'savings',
  'aboutYou',
  'employment',
  'otherDebt',
  'wishes',
  'profile',
];

describe('§4 step navigation', () => {
  test('start is never skipped, whatever the situation', () => {
    const state = form({ prefilled: ['start'], validated: ['start'], signedIn: true, profileComplete: true });
    expect(isStepSkipped(state, 'start')).toBe(false);
    expect(isStepNeeded({ neededSteps: [] }, 'start')).toBe(true);
  });

  test('other steps are skipped when not needed', () => {
    expect(isStepSkipped(form({ purpose: 'generic' }), 'unsatisfied')).toBe(true);
    expect(isStepSkipped(form({ purpose: 'unsatisfied' }), 'unsatisfied')).toBe(false);
  });

  test('next step is the next needed, non-skipped step after the current one', () => {
    expect(nextStep(form({ current: 'start' }))).toBe('housingSituation');
    expect(nextStep(form({ purpose: 'unsatisfied', current: 'start' }))).toBe('unsatisfied');
    expect(nextStep(form({ current: 'otherAssets', prefilled: ['savings'], validated: ['savings'] }))).toBe('aboutYou');
    expect(nextStep(form({ current: 'profile' }))).toBeNull();
  });

  test('previous step is the last non-skipped step before the current one', () => {
    expect(previousStep(form({ current: 'housingSituation' }))).toBe('start');
    expect(previousStep(form({ purpose: 'unsatisfied', current: 'housingSituation' }))).toBe('unsatisfied');
    expect(previousStep(form({ current: 'aboutYou', prefilled: ['savings'], validated: ['savings'] }))).toBe(
      'otherAssets',
    );
    expect(previousStep(form({ current: 'start' }))).toBeNull();
  });

  test('last step is the last needed one', () => {
    expect(lastStep(form({}))).toBe('profile');
  });

  test('last step is the last one the customer can be on when the profile is skipped', () => {
    expect(lastStep(form({ signedIn: true, profileComplete: true }))).toBe('wishes');
  });

  test('first invalid step is the first non-skipped step whose validated flag is not true', () => {
    expect(firstInvalidStep(form({}))).toBe('start');
    expect(firstInvalidStep(form({ validated: ['start', 'housingSituation'] }))).toBe('otherAssets');
    expect(firstInvalidStep(form({ validated: ['start', 'savings'] }))).toBe('housingSituation');
  });

  test('first invalid step skips steps that are skipped even when they are not valid', () => {
    const state = form({ purpose: 'generic', validated: ['start'] });
    expect(firstInvalidStep(state)).toBe('housingSituation'); // unsatisfied is not validated, but skipped
  });

  test('when all steps are valid, the first invalid step is the last needed step', () => {
    expect(firstInvalidStep(form({ validated: GENERIC_STEPS as StepLabel[] }))).toBe('profile');
  });

  test('available steps are the needed, non-skipped steps in order', () => {
    expect(availableSteps(form({}))).toEqual(GENERIC_STEPS);
    expect(availableSteps(form({ signedIn: true, profileComplete: true }))).not.toContain('profile');
  });

  test('a step is reachable when every needed, non-skipped step before it is validated', () => {
    const state = form({ validated: ['start', 'housingSituation'] });
    expect(isStepReachable(state, 'start')).toBe(true);
    expect(isStepReachable(state, 'otherAssets')).toBe(true);
    expect(isStepReachable(state, 'savings')).toBe(false);
    expect(isStepReachable(state, 'unsatisfied')).toBe(false); // not needed
  });

  test('a prefilled, skipped step is reachable so its answers can be reviewed', () => {
    const state = form({ validated: ['start', 'housingSituation', 'otherAssets', 'savings'], prefilled: ['savings'] });
    expect(isStepSkipped(state, 'savings')).toBe(true);
    expect(isStepReachable(state, 'savings')).toBe(true);
  });

  test('the skipped profile of a signed-in customer is never reachable', () => {
    const state = form({ validated: GENERIC_STEPS as StepLabel[], signedIn: true, profileComplete: true });
    expect(isStepReachable(state, 'profile')).toBe(false);
  });

  test('the form is complete when every available step is validated', () => {
    expect(isFormComplete(form({ validated: GENERIC_STEPS as StepLabel[] }))).toBe(true);
    expect(isFormComplete(form({ validated: GENERIC_STEPS.slice(0, -1) as StepLabel[] }))).toBe(false);
    expect(
      isFormComplete(
        form({ validated: GENERIC_STEPS.slice(0, -1) as StepLabel[], signedIn: true, profileComplete: true }),
      ),
    ).toBe(true);
  });
});
