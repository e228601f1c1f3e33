// One test (or a few) per decision in machines/auctionForm/DECISIONS.md on needed and skipped steps.
import { isStepSkipped } from '../../../machines/auctionForm/navigation';
import { economicProfilePrefill, startWizard, validateAndNext } from '../fixtures';
import type { StepLabel } from '../../../machines/auctionForm/types';

/** The steps the customer is walked through, validating each, from start to the end. */
function walk(wizard: ReturnType<typeof startWizard>): StepLabel[] {
  const seen: StepLabel[] = [wizard.current()];
  for (let i = 0; i < 12; i += 1) {
    wizard.send({ type: 'VALIDATE_STEP' }, { type: 'NEXT' });
    if (seen[seen.length - 1] === wizard.current()) break;
    seen.push(wizard.current());
  }
  return seen;
}

const ALL_AFTER_START: StepLabel[] = [
  'housingSituation',
  'otherAssets',
  'savings',
  'aboutYou',
  'employment',
  'otherDebt',
  'wishes',
  'profile',
];

describe('needed steps per purpose', () => {
  test.each(['property_purchaser', 'existing_property', 'vehicle_purchaser', 'generic'])(
    '%s walks start and the shared step list',
    (purpose) => {
      expect(walk(startWizard({ purpose }))).toEqual(['start', ...ALL_AFTER_START]);
    },
  );

  test('unsatisfied walks the unsatisfied step right after start', () => {
    expect(walk(startWizard({ purpose: 'unsatisfied' }))).toEqual(['start', 'unsatisfied', ...ALL_AFTER_START]);
  });

  test('otherAssets is needed for vehicle_purchaser', () => {
    expect(walk(startWizard({ purpose: 'vehicle_purchaser' }))).toContain('otherAssets');
  });

  test('leaving the unsatisfied purpose while on the unsatisfied step moves the customer off it', () => {
    const wizard = startWizard({ purpose: 'unsatisfied' });
    wizard.send(...validateAndNext(1));
    expect(wizard.current()).toBe('unsatisfied');
    wizard.send({ type: 'SET_PURPOSE', purpose: 'generic' });
    expect(wizard.current()).toBe('start');
    expect(wizard.snapshot().value).toEqual({ filling: 'start' });
  });

  test('a different purpose invalidates every step; the same purpose again changes nothing', () => {
    const wizard = startWizard({ purpose: 'existing_property' });
    wizard.send(...validateAndNext(3));
    const before = wizard.context();
    wizard.send({ type: 'SET_PURPOSE', purpose: 'existing_property' });
    expect(wizard.context()).toEqual(before);
    wizard.send({ type: 'SET_PURPOSE', purpose: 'property_purchaser' });
    expect(wizard.context().steps.every((step) => !step.validated)).toBe(true);
    expect(wizard.formData('start')).toEqual(before.steps[0].formData);
    expect(wizard.context().purposePrefilled).toBe(false);
  });
});

describe('the profile step and the signed-in customer', () => {
  test('the profile step is skipped for a signed-in customer whose profile is complete', () => {
    expect(walk(startWizard({ signedIn: true, profileComplete: true }))).toEqual([
      'start',
      ...ALL_AFTER_START.slice(0, -1),
    ]);
  });

  test('the profile step is shown to a signed-in customer with an incomplete profile, and to a guest', () => {
    expect(walk(startWizard({ signedIn: true, profileComplete: false }))).toContain('profile');
    expect(walk(startWizard({ signedIn: false, profileComplete: true }))).toContain('profile');
  });

  test('a customer who completes the profile step by signing in is moved off it', () => {
    const wizard = startWizard();
    wizard.send(...validateAndNext(8));
    expect(wizard.current()).toBe('profile');
    wizard.send({ type: 'SET_CUSTOMER', signedIn: true, profileComplete: true });
    expect(wizard.current()).toBe('wishes');
    wizard.send({ type: 'SUBMIT' });
    expect(wizard.snapshot().value).toBe('submitting');
  });
});

describe('prefilled steps', () => {
  test('prefilled steps are validated and skipped', () => {
    const wizard = startWizard({ purpose: 'existing_property', signedIn: true });
    wizard.send({ type: 'PREFILL', steps: economicProfilePrefill });
    expect(walk(wizard)).toEqual(['start', 'housingSituation', 'otherAssets', 'employment', 'wishes', 'profile']);
    expect(wizard.formData('savings')).toEqual({ current_supplier_id: 12 });
    expect(wizard.context().economicProfilePrefilled).toBe(true);
    wizard.send({ type: 'SUBMIT' });
    expect(wizard.snapshot().value).toBe('submitting');
  });

  test('with prefillNoSkip, prefilled steps are shown, not validated, and validate on display', () => {
    const wizard = startWizard({ purpose: 'existing_property', signedIn: true });
    wizard.send({ type: 'PREFILL', steps: economicProfilePrefill, noSkip: true });
    expect(wizard.validated('savings')).toBe(false);
    expect(wizard.context().steps.find((s) => s.label === 'savings')?.forceInitialValidation).toBe(true);
    expect(walk(wizard)).toEqual(['start', ...ALL_AFTER_START]);
  });

  test('the purpose’s subject step is prefilled but never skipped', () => {
    const vehicle = startWizard({ purpose: 'vehicle_purchaser' });
    vehicle.send({
      type: 'PREFILL',
      steps: { otherAssets: { want_new_vehicle: true }, savings: { current_supplier_id: 1 } },
    });
    expect(walk(vehicle)).toEqual([
      'start',
      'housingSituation',
      'otherAssets',
      'aboutYou',
      'employment',
      'otherDebt',
      'wishes',
      'profile',
    ]);
    const property = startWizard({ purpose: 'property_purchaser' });
    property.send({ type: 'PREFILL', steps: { housingSituation: { residence_type: 'owner' } } });
    expect(walk(property)).toContain('housingSituation');
  });

  test('start, unsatisfied, wishes and profile are never skipped when prefilled', () => {
    const wizard = startWizard({ purpose: 'unsatisfied' });
    wizard.send({
      type: 'PREFILL',
      steps: {
        start: { persona_type: 'owner' },
        unsatisfied: { unsatisfied_reason: 'price' },
        wishes: { customer_comments: 'from the profile' },
        profile: { email: 'a@b.dk' },
      },
    });
    expect(walk(wizard)).toEqual(['start', 'unsatisfied', ...ALL_AFTER_START]);
    expect(wizard.context().startPrefilled).toBe(true);
  });

  test('for the generic purpose only start is prefilled', () => {
    const wizard = startWizard({ purpose: 'generic' });
    wizard.send({ type: 'PREFILL', steps: { start: { persona_type: 'owner' }, ...economicProfilePrefill } });
    expect(wizard.formData('start')).toEqual({ persona_type: 'owner' });
    expect(wizard.formData('savings')).toEqual({ current_supplier_id: null });
    expect(wizard.context()).toMatchObject({
      startPrefilled: true,
      economicProfilePrefilled: false,
      prefilledSteps: [],
    });
  });

  test('prefill never overwrites a step the customer validated, nor the step on screen', () => {
    const wizard = startWizard({ purpose: 'existing_property' });
    wizard.send({ type: 'VALIDATE_STEP', step: 'savings', formData: { current_supplier_id: 99 } });
    wizard.send(...validateAndNext(4));
    expect(wizard.current()).toBe('aboutYou');
    wizard.send({ type: 'PREFILL', steps: economicProfilePrefill });
    expect(wizard.formData('savings')).toEqual({ current_supplier_id: 99 });
    expect(wizard.formData('aboutYou')).toEqual({ civil_status: null });
    expect(wizard.context().prefilledSteps).toEqual(['otherDebt']);
  });

  test('opening a prefilled step on purpose shows it and it is no longer skipped', () => {
    const wizard = startWizard({ purpose: 'existing_property' });
    wizard.send({ type: 'PREFILL', steps: economicProfilePrefill }, ...validateAndNext(3));
    expect(wizard.current()).toBe('employment');
    wizard.send({ type: 'GO_TO_STEP', step: 'savings' });
    expect(wizard.current()).toBe('savings');
    expect(isStepSkipped(wizard.context(), 'savings')).toBe(false);
    expect(isStepSkipped(wizard.context(), 'aboutYou')).toBe(true);
    wizard.send({ type: 'NEXT' });
    expect(wizard.current()).toBe('employment');
    wizard.send({ type: 'PREVIOUS' });
    expect(wizard.current()).toBe('savings');
  });

  test('a prefilled step that loses its validated flag is shown again', () => {
    const wizard = startWizard({ purpose: 'existing_property' });
    wizard.send({ type: 'PREFILL', steps: economicProfilePrefill });
    wizard.send({ type: 'INVALIDATE_STEP', step: 'savings' });
    expect(walk(wizard)).toContain('savings');
  });
});
