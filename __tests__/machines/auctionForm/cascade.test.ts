// §4 "Changing a step can invalidate all later steps": the dependency map and the cascade.
import { STEP_DEPENDENCIES, hasPartner } from '../../../machines/auctionForm/dependencies';
import { STEP_LABELS, emptyProperty, stepIndex } from '../../../machines/auctionForm/steps';
import { economicProfilePrefill, startWizard, validateAndNext, validatedFlags } from '../fixtures';
import type { StepLabel } from '../../../machines/auctionForm/types';

/** A generic form with every step validated, on the profile step. */
function completedForm(input = {}) {
  const wizard = startWizard(input);
  wizard.send(...validateAndNext(8), { type: 'VALIDATE_STEP' });
  return wizard;
}

function invalidSteps(wizard: ReturnType<typeof startWizard>): StepLabel[] {
  const flags = validatedFlags(wizard.context());
  return STEP_LABELS.filter((label) => label !== 'unsatisfied' && !flags[label]);
}

describe('the dependency map', () => {
  test('a step only ever invalidates later steps', () => {
    for (const label of STEP_LABELS) {
      for (const dependent of STEP_DEPENDENCIES[label].dependents) {
        expect(stepIndex(dependent)).toBeGreaterThan(stepIndex(label));
      }
    }
  });

  test('it is the documented one', () => {
    const map = Object.fromEntries(STEP_LABELS.map((label) => [label, STEP_DEPENDENCIES[label].dependents]));
    expect(map).toEqual({
      start: STEP_LABELS.slice(1),
      unsatisfied: ['wishes'],
      housingSituation: ['otherDebt', 'wishes'],
      otherAssets: ['otherDebt', 'wishes'],
      savings: [],
      aboutYou: ['employment'],
      employment: [],
      otherDebt: ['wishes'],
      wishes: [],
      profile: [],
    });
  });

  test('§3: partner and married count as having a partner', () => {
    expect(['single', 'partner', 'married', 'divorced', null].map((s) => hasPartner(s))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('the cascade', () => {
  test('re-validating housingSituation with different data invalidates otherDebt and wishes only', () => {
    const wizard = completedForm();
    wizard.send({
      type: 'VALIDATE_STEP',
      step: 'housingSituation',
      formData: { residence_type: 'owner', properties: [] },
    });
    expect(invalidSteps(wizard)).toEqual(['otherDebt', 'wishes']);
  });

  test('re-validating with the same data invalidates nothing', () => {
    const wizard = completedForm();
    wizard.send({
      type: 'VALIDATE_STEP',
      step: 'housingSituation',
      formData: { residence_type: null, properties: [] },
    });
    expect(invalidSteps(wizard)).toEqual([]);
  });

  test('the order of keys does not count as a change', () => {
    const wizard = completedForm();
    wizard.send({
      type: 'VALIDATE_STEP',
      step: 'housingSituation',
      formData: { properties: [], residence_type: null },
    });
    expect(invalidSteps(wizard)).toEqual([]);
  });

  test('a change to start invalidates every later step', () => {
    const wizard = completedForm();
    wizard.send({ type: 'VALIDATE_STEP', step: 'start', formData: { persona_type: 'owner' } });
    expect(invalidSteps(wizard)).toEqual(STEP_LABELS.filter((l) => l !== 'start' && l !== 'unsatisfied'));
  });

  test('otherAssets invalidates otherDebt and wishes', () => {
    const wizard = completedForm();
    wizard.send({ type: 'VALIDATE_STEP', step: 'otherAssets', formData: { want_new_vehicle: true, assets: [] } });
    expect(invalidSteps(wizard)).toEqual(['otherDebt', 'wishes']);
  });

  test('otherDebt invalidates wishes', () => {
    const wizard = completedForm();
    wizard.send({ type: 'GROW_LIST', step: 'otherDebt', list: 'consumer_loans', count: 1 });
    wizard.send({ type: 'VALIDATE_STEP', step: 'otherDebt' });
    expect(invalidSteps(wizard)).toEqual(['wishes']);
  });

  test('unsatisfied invalidates wishes', () => {
    const wizard = startWizard({ purpose: 'unsatisfied' });
    wizard.send(...validateAndNext(9), { type: 'VALIDATE_STEP' });
    wizard.send({ type: 'VALIDATE_STEP', step: 'unsatisfied', formData: { unsatisfied_reason: 'service' } });
    expect(validatedFlags(wizard.context()).wishes).toBe(false);
    expect(validatedFlags(wizard.context()).otherDebt).toBe(true);
  });

  test('savings, employment, wishes and profile invalidate nothing', () => {
    const wizard = completedForm();
    wizard.send({ type: 'VALIDATE_STEP', step: 'savings', formData: { current_supplier_id: 4 } });
    wizard.send({ type: 'VALIDATE_STEP', step: 'employment', formData: { employment_type: 'self_employed' } });
    wizard.send({ type: 'VALIDATE_STEP', step: 'wishes', formData: { looking_for: ['loan'] } });
    expect(invalidSteps(wizard)).toEqual([]);
  });

  test('aboutYou invalidates employment when the customer starts or stops having a partner', () => {
    const wizard = completedForm();
    wizard.send({ type: 'VALIDATE_STEP', step: 'aboutYou', formData: { civil_status: 'married' } });
    expect(invalidSteps(wizard)).toEqual(['employment']);
  });

  test('aboutYou does not invalidate employment when the partner status stays the same', () => {
    const wizard = completedForm();
    wizard.send({ type: 'VALIDATE_STEP', step: 'aboutYou', formData: { civil_status: 'single', children: 2 } });
    wizard.send({ type: 'VALIDATE_STEP', step: 'aboutYou', formData: { civil_status: 'divorced', children: 2 } });
    expect(invalidSteps(wizard)).toEqual([]);
  });

  test('SET_STEP_DATA with different data on a validated step invalidates the step and its dependents', () => {
    const wizard = completedForm();
    wizard.send({ type: 'SET_STEP_DATA', step: 'housingSituation', formData: { residence_type: 'tenant' } });
    expect(invalidSteps(wizard)).toEqual(['housingSituation', 'otherDebt', 'wishes']);
  });

  test('SET_STEP_DATA with the same data changes nothing', () => {
    const wizard = completedForm();
    wizard.send({ type: 'SET_STEP_DATA', step: 'housingSituation', formData: { residence_type: null } });
    expect(invalidSteps(wizard)).toEqual([]);
  });

  test('growing a list of a validated step is a change', () => {
    const wizard = completedForm();
    wizard.send({ type: 'GROW_LIST', step: 'housingSituation', list: 'properties', count: 1 });
    expect(invalidSteps(wizard)).toEqual(['housingSituation', 'otherDebt', 'wishes']);
  });

  test('a change after an explicit invalidation still cascades when the step is validated again', () => {
    const wizard = completedForm();
    wizard.send({ type: 'INVALIDATE_STEP', step: 'housingSituation' });
    expect(invalidSteps(wizard)).toEqual(['housingSituation']);
    wizard.send({
      type: 'VALIDATE_STEP',
      step: 'housingSituation',
      formData: { residence_type: 'owner', properties: [emptyProperty()] },
    });
    expect(invalidSteps(wizard)).toEqual(['otherDebt', 'wishes']);
  });

  test('the first answers to a step invalidate nothing, so prefilled later steps stay skipped', () => {
    const wizard = startWizard({ purpose: 'existing_property' });
    wizard.send({ type: 'PREFILL', steps: economicProfilePrefill });
    wizard.send({ type: 'VALIDATE_STEP', formData: { persona_type: 'owner' } }, { type: 'NEXT' });
    wizard.send({ type: 'VALIDATE_STEP', formData: { residence_type: 'owner', properties: [emptyProperty()] } });
    expect(validatedFlags(wizard.context())).toMatchObject({ savings: true, aboutYou: true, otherDebt: true });
  });

  test('changing an answer that a prefilled step depends on shows that step again', () => {
    const wizard = startWizard({ purpose: 'existing_property' });
    wizard.send({ type: 'PREFILL', steps: economicProfilePrefill }, ...validateAndNext(3));
    wizard.send({ type: 'GO_TO_STEP', step: 'housingSituation' });
    wizard.send({ type: 'VALIDATE_STEP', formData: { residence_type: 'tenant', properties: [] } }, { type: 'NEXT' });
    wizard.send({ type: 'VALIDATE_STEP' }, { type: 'NEXT' }, { type: 'VALIDATE_STEP' }, { type: 'NEXT' });
    expect(wizard.current()).toBe('otherDebt');
  });
});
