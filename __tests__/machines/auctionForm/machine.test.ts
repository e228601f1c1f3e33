import { CURRENCY, FORM_VERSION, PRODUCT_AFFILIATE_KEY } from '../../../machines/auctionForm/constants';
import { createInitialContext } from '../../../machines/auctionForm/context';
import { createActor } from 'xstate';
import { auctionFormMachine } from '../../../machines/auctionForm/auctionFormMachine';
import { restoreForm } from '../../../machines/auctionForm/persistence';
import { emptyProperty } from '../../../machines/auctionForm/steps';
import { startWizard, validateAndNext } from '../fixtures';

describe('the wizard’s context (§3 auction form data)', () => {
  test('a new form starts on start with the §3 form data', () => {
    const wizard = startWizard({
      affiliateKey: 'partner-42',
      analyticsClientId: 'GA1.1.111',
      analyticsSessionId: 'S-222',
      userAgent: 'Mozilla/5.0',
      gclid: 'g-1',
      fbp: 'fb.1.2',
      fbc: 'fb.1.3',
      referer: 'https://example.dk/',
      tracking: { utm_source: 'newsletter' },
    });
    const context = wizard.context();
    expect(wizard.snapshot().value).toEqual({ filling: 'start' });
    expect(context).toMatchObject({
      currentStepLabel: 'start',
      version: FORM_VERSION,
      country_code: 'dk',
      affiliate_key: 'partner-42',
      analytics: { clientId: 'GA1.1.111', sessionId: 'S-222' },
      user_agent: 'Mozilla/5.0',
      gclid: 'g-1',
      fbp: 'fb.1.2',
      fbc: 'fb.1.3',
      referer: 'https://example.dk/',
      tracking: { utm_source: 'newsletter' },
      dataHasChanged: false,
      unsatisfiedFilled: false,
      economicProfilePrefilled: false,
      formPurpose: 'generic',
      prefillNoSkip: false,
      shouldPrefill: false,
      startPrefilled: false,
      purposePrefilled: false,
    });
    expect(context.steps).toHaveLength(10);
  });

  test('the currency is dkk, id 208, Danish Krone, precision 2', () => {
    expect(startWizard().context().currency).toEqual({ code: 'dkk', id: 208, name: 'Danish Krone', precision: 2 });
    expect(CURRENCY).toEqual({ code: 'dkk', id: 208, name: 'Danish Krone', precision: 2 });
  });

  test('without an affiliate key the product’s own key is used', () => {
    expect(startWizard().context().affiliate_key).toBe(PRODUCT_AFFILIATE_KEY);
    expect(startWizard({ affiliateKey: '' }).context().affiliate_key).toBe(PRODUCT_AFFILIATE_KEY);
  });

  test('a purpose from the landing page is taken and marked as prefilled', () => {
    const context = startWizard({ purpose: 'vehicle_purchaser' }).context();
    expect(context).toMatchObject({ formPurpose: 'vehicle_purchaser', purposePrefilled: true, shouldPrefill: true });
  });

  test('an unknown landing-page purpose becomes generic and is not marked as prefilled', () => {
    expect(startWizard({ purpose: 'boats' }).context()).toMatchObject({
      formPurpose: 'generic',
      purposePrefilled: false,
    });
  });
});

describe('events', () => {
  test('SET_PURPOSE sets purpose, prefilling and needed steps', () => {
    const wizard = startWizard();
    wizard.send({ type: 'SET_PURPOSE', purpose: 'unsatisfied' });
    expect(wizard.context()).toMatchObject({ formPurpose: 'unsatisfied', shouldPrefill: true });
    expect(wizard.context().neededSteps).toContain('unsatisfied');
    wizard.send({ type: 'SET_PURPOSE', purpose: 'nonsense' });
    expect(wizard.context()).toMatchObject({ formPurpose: 'generic', shouldPrefill: false });
    expect(wizard.context().neededSteps).not.toContain('unsatisfied');
  });

  test('SET_STEP_DATA merges into the step’s form data', () => {
    const wizard = startWizard();
    wizard.send({ type: 'SET_STEP_DATA', step: 'wishes', formData: { customer_comments: 'Hej' } });
    wizard.send({ type: 'SET_STEP_DATA', step: 'wishes', formData: { looking_for: ['loan'] } });
    expect(wizard.formData('wishes')).toEqual({
      looking_for: ['loan'],
      unsatisfied: null,
      unsatisfied_reason: null,
      customer_comments: 'Hej',
    });
    expect(wizard.context().dataHasChanged).toBe(true);
  });

  test('dataHasChanged tracks the customer’s changes, not prefill, and is reset by a successful submission', () => {
    const wizard = startWizard({ purpose: 'existing_property' });
    wizard.send({ type: 'PREFILL', steps: { savings: { current_supplier_id: 3 } } });
    expect(wizard.context().dataHasChanged).toBe(false);
    wizard.send({ type: 'VALIDATE_STEP' });
    expect(wizard.context().dataHasChanged).toBe(false);
    wizard.send({ type: 'VALIDATE_STEP', formData: { persona_type: 'owner' } });
    expect(wizard.context().dataHasChanged).toBe(true);
    // The changed start answer un-skipped the prefilled savings step (cascade), so all eight steps are walked.
    wizard.send(
      ...validateAndNext(8),
      { type: 'VALIDATE_STEP' },
      { type: 'SUBMIT' },
      { type: 'SUBMIT_SUCCEEDED', rfqId: 5 },
    );
    expect(wizard.context()).toMatchObject({ dataHasChanged: false, rfqId: 5 });
  });

  test('SET_STEP_DATA does not save (drafts are frequent); VALIDATE_STEP does', () => {
    const wizard = startWizard();
    const before = wizard.saves.length;
    wizard.send({ type: 'SET_STEP_DATA', step: 'start', formData: { persona_type: 'owner' } });
    expect(wizard.saves).toHaveLength(before);
    wizard.send({ type: 'VALIDATE_STEP' });
    expect(wizard.saves).toHaveLength(before + 1);
    expect(wizard.saves[wizard.saves.length - 1].steps[0]).toMatchObject({
      validated: true,
      formData: { persona_type: 'owner' },
    });
  });

  test('VALIDATE_STEP without a step validates the current step and stores its form data', () => {
    const wizard = startWizard();
    wizard.send({ type: 'VALIDATE_STEP', formData: { persona_type: 'first_time_buyer' } });
    expect(wizard.validated('start')).toBe(true);
    expect(wizard.formData('start')).toEqual({ persona_type: 'first_time_buyer' });
  });

  test('VALIDATE_STEP with a step validates that step', () => {
    const wizard = startWizard();
    wizard.send({ type: 'VALIDATE_STEP', step: 'savings', formData: { current_supplier_id: 3 } });
    expect(wizard.validated('savings')).toBe(true);
    expect(wizard.validated('start')).toBe(false);
    expect(wizard.current()).toBe('start');
  });

  test('VALIDATE_STEP stores exactly the validated data over the step’s defaults', () => {
    const wizard = startWizard();
    wizard.send({ type: 'SET_STEP_DATA', step: 'savings', formData: { stale_field: 'x' } });
    wizard.send({ type: 'VALIDATE_STEP', step: 'savings', formData: { current_supplier_id: 3 } });
    expect(wizard.formData('savings')).toEqual({ current_supplier_id: 3 });
  });

  test('VALIDATE_STEP clears forceInitialValidation', () => {
    const wizard = startWizard({ purpose: 'existing_property' });
    wizard.send({ type: 'PREFILL', steps: { savings: { current_supplier_id: 1 } }, noSkip: true });
    expect(wizard.context().steps.find((s) => s.label === 'savings')?.forceInitialValidation).toBe(true);
    wizard.send({ type: 'VALIDATE_STEP', step: 'savings' });
    expect(wizard.context().steps.find((s) => s.label === 'savings')?.forceInitialValidation).toBe(false);
  });

  test('validating the unsatisfied step marks the unsatisfied answers as filled', () => {
    const wizard = startWizard({ purpose: 'unsatisfied' });
    wizard.send({ type: 'VALIDATE_STEP', step: 'unsatisfied', formData: { unsatisfied_reason: 'price' } });
    expect(wizard.context().unsatisfiedFilled).toBe(true);
  });

  test('INVALIDATE_STEP clears the step’s flag and nothing else', () => {
    const wizard = startWizard();
    wizard.send(...validateAndNext(3));
    wizard.send({ type: 'INVALIDATE_STEP', step: 'housingSituation' });
    expect(wizard.validated('housingSituation')).toBe(false);
    expect(wizard.validated('start')).toBe(true);
    expect(wizard.validated('otherAssets')).toBe(true);
    expect(wizard.current()).toBe('savings');
  });

  test('NEXT moves on only from a validated step', () => {
    const wizard = startWizard();
    wizard.send({ type: 'NEXT' });
    expect(wizard.current()).toBe('start');
    wizard.send({ type: 'VALIDATE_STEP' }, { type: 'NEXT' });
    expect(wizard.current()).toBe('housingSituation');
    expect(wizard.snapshot().value).toEqual({ filling: 'housingSituation' });
  });

  test('NEXT on the last step stays there', () => {
    const wizard = startWizard();
    wizard.send(...validateAndNext(8));
    expect(wizard.current()).toBe('profile');
    wizard.send({ type: 'VALIDATE_STEP' }, { type: 'NEXT' });
    expect(wizard.current()).toBe('profile');
  });

  test('NEXT with an earlier step invalid goes to that step', () => {
    const wizard = startWizard();
    wizard.send(
      ...validateAndNext(3),
      { type: 'INVALIDATE_STEP', step: 'housingSituation' },
      { type: 'VALIDATE_STEP' },
    );
    wizard.send({ type: 'NEXT' });
    expect(wizard.current()).toBe('housingSituation');
  });

  test('PREVIOUS goes back without validation, and does nothing on start', () => {
    const wizard = startWizard();
    wizard.send({ type: 'PREVIOUS' });
    expect(wizard.current()).toBe('start');
    wizard.send(...validateAndNext(2), { type: 'PREVIOUS' });
    expect(wizard.current()).toBe('housingSituation');
  });

  test('GO_TO_STEP goes to a reachable step', () => {
    const wizard = startWizard();
    wizard.send(...validateAndNext(4), { type: 'GO_TO_STEP', step: 'housingSituation' });
    expect(wizard.current()).toBe('housingSituation');
    wizard.send({ type: 'GO_TO_STEP', step: 'aboutYou' });
    expect(wizard.current()).toBe('aboutYou');
  });

  test('GO_TO_STEP to an unreachable step goes to the first invalid step instead', () => {
    const wizard = startWizard();
    wizard.send(...validateAndNext(2), { type: 'GO_TO_STEP', step: 'wishes' });
    expect(wizard.current()).toBe('otherAssets');
    wizard.send({ type: 'GO_TO_STEP', step: 'unsatisfied' }); // not needed for generic
    expect(wizard.current()).toBe('otherAssets');
  });

  test('GO_TO_FIRST_INVALID goes to the first invalid step', () => {
    const wizard = startWizard();
    wizard.send(
      ...validateAndNext(4),
      { type: 'INVALIDATE_STEP', step: 'otherAssets' },
      { type: 'GO_TO_FIRST_INVALID' },
    );
    expect(wizard.current()).toBe('otherAssets');
  });

  test('navigation saves the form, so a reload comes back on the same step', () => {
    const wizard = startWizard();
    wizard.send({ type: 'VALIDATE_STEP' }, { type: 'NEXT' });
    expect(wizard.saves[wizard.saves.length - 1].currentStepLabel).toBe('housingSituation');
  });

  test('GROW_LIST adds empty entries up to count; CUT_LIST cuts to count', () => {
    const wizard = startWizard();
    wizard.send({ type: 'GROW_LIST', step: 'housingSituation', list: 'properties', count: 2 });
    expect(wizard.formData('housingSituation')?.properties).toEqual([emptyProperty(), emptyProperty()]);
    wizard.send({ type: 'GROW_LIST', step: 'housingSituation', list: 'properties', count: 1 });
    expect(wizard.formData('housingSituation')?.properties).toHaveLength(2);
    wizard.send({ type: 'CUT_LIST', step: 'housingSituation', list: 'properties', count: 1 });
    expect(wizard.formData('housingSituation')?.properties).toHaveLength(1);
    wizard.send({ type: 'CUT_LIST', step: 'housingSituation', list: 'properties', count: 3 });
    expect(wizard.formData('housingSituation')?.properties).toHaveLength(1);
  });

  test('GROW_LIST keeps existing entries and adds liabilities of the list’s kind', () => {
    const wizard = startWizard();
    wizard.send({
      type: 'SET_STEP_DATA',
      step: 'otherDebt',
      formData: {
        card_credits: [
          {
            id: 1,
            liability_type: 'credit',
            liability_sub_type: 'card',
            debt: 5,
            interest_rate: null,
            periodic_payment: null,
          },
        ],
      },
    });
    wizard.send({ type: 'GROW_LIST', step: 'otherDebt', list: 'card_credits', count: 2 });
    const credits = wizard.formData('otherDebt')?.card_credits as Array<Record<string, unknown>>;
    expect(credits.map((c) => c.id)).toEqual([1, null]);
    expect(credits[1]).toMatchObject({ liability_type: 'credit', liability_sub_type: 'card' });
  });

  test('GROW_LIST refuses unknown lists and counts outside 0–25', () => {
    const wizard = startWizard();
    const before = wizard.context();
    wizard.actor.send({ type: 'GROW_LIST', step: 'savings', list: 'assets', count: 1 } as never);
    wizard.send({ type: 'GROW_LIST', step: 'otherAssets', list: 'assets', count: 26 });
    wizard.send({ type: 'GROW_LIST', step: 'otherAssets', list: 'assets', count: -1 });
    wizard.send({ type: 'GROW_LIST', step: 'otherAssets', list: 'assets', count: 1.5 });
    expect(wizard.context()).toBe(before);
  });

  test('RESTORE brings back a saved form, keeping today’s customer flags', () => {
    const first = startWizard({ purpose: 'existing_property' });
    first.send(...validateAndNext(3));
    const saved = first.context();
    const second = startWizard({ signedIn: true, profileComplete: false });
    second.send({ type: 'RESTORE', context: saved });
    expect(second.context()).toEqual({ ...saved, customer: { signedIn: true, profileComplete: false } });
    expect(second.snapshot().value).toEqual({ filling: saved.currentStepLabel });
  });

  test('RESTORE ignores a form of another version or shape', () => {
    const wizard = startWizard();
    const before = wizard.context();
    wizard.send({ type: 'RESTORE', context: { ...before, version: FORM_VERSION + 1, currentStepLabel: 'savings' } });
    wizard.send({ type: 'RESTORE', context: { ...before, steps: [] } });
    expect(wizard.context()).toBe(before);
  });

  test('input.restored restores the form when the wizard starts', () => {
    const first = startWizard();
    first.send(...validateAndNext(2));
    const second = startWizard({ restored: first.context() });
    expect(second.context()).toEqual(first.context());
    expect(second.current()).toBe('otherAssets');
  });

  test('the default saveForm writes the compressed form to session storage, and the default clearSavedForm removes it', () => {
    sessionStorage.clear();
    const actor = createActor(auctionFormMachine, { input: {} }).start();
    actor.send({ type: 'VALIDATE_STEP', formData: { persona_type: 'owner' } });
    expect(restoreForm(sessionStorage)).toEqual(actor.getSnapshot().context);
    actor.send({ type: 'SET_PURPOSE', purpose: 'generic' });
    [...validateAndNext(8), { type: 'VALIDATE_STEP' } as const, { type: 'SUBMIT' } as const].forEach((event) =>
      actor.send(event),
    );
    actor.send({ type: 'SUBMIT_SUCCEEDED', rfqId: 1 });
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(restoreForm(sessionStorage)).toBeNull();
  });

  test('createInitialContext ignores a restored form of another version', () => {
    const old = { ...createInitialContext(), version: FORM_VERSION - 1, currentStepLabel: 'savings' as const };
    expect(createInitialContext({ restored: old }).currentStepLabel).toBe('start');
  });
});

describe('submission', () => {
  function completeWizard() {
    const wizard = startWizard();
    wizard.send(...validateAndNext(8), { type: 'VALIDATE_STEP' });
    return wizard;
  }

  test('SUBMIT with every step validated waits for the outcome in submitting', () => {
    const wizard = completeWizard();
    wizard.send({ type: 'SUBMIT' });
    expect(wizard.snapshot().value).toBe('submitting');
  });

  test('SUBMIT with an invalid step goes to the first invalid step', () => {
    const wizard = completeWizard();
    wizard.send({ type: 'INVALIDATE_STEP', step: 'savings' }, { type: 'SUBMIT' });
    expect(wizard.snapshot().value).toEqual({ filling: 'savings' });
  });

  test('while submitting the form does not change', () => {
    const wizard = completeWizard();
    wizard.send({ type: 'SUBMIT' });
    const before = wizard.context();
    wizard.send(
      { type: 'SET_STEP_DATA', step: 'wishes', formData: { customer_comments: 'late' } },
      { type: 'PREVIOUS' },
    );
    expect(wizard.context()).toBe(before);
  });

  test('SUBMIT_SUCCEEDED ends the wizard with the request id and clears the saved form', () => {
    const wizard = completeWizard();
    wizard.send({ type: 'SUBMIT' }, { type: 'SUBMIT_SUCCEEDED', rfqId: 77 });
    expect(wizard.snapshot().value).toBe('submitted');
    expect(wizard.snapshot().status).toBe('done');
    expect(wizard.context().rfqId).toBe(77);
    expect(wizard.clears).toHaveLength(1);
  });

  test('SUBMIT_FAILED goes to the first step with an error and invalidates only the steps with errors', () => {
    const wizard = completeWizard();
    wizard.send(
      { type: 'SUBMIT' },
      {
        type: 'SUBMIT_FAILED',
        errors: {
          'otherDebt.consumer_loans.0.periodic_payment': ['Too low'],
          'housingSituation.properties.1.postal_code': ['Unknown postal code'],
        },
      },
    );
    expect(wizard.snapshot().value).toEqual({ filling: 'housingSituation' });
    expect(wizard.validated('housingSituation')).toBe(false);
    expect(wizard.validated('otherDebt')).toBe(false);
    expect(wizard.validated('otherAssets')).toBe(true);
    expect(wizard.validated('wishes')).toBe(true);
    expect(wizard.context().steps.find((s) => s.label === 'housingSituation')?.forceInitialValidation).toBe(true);
    expect(wizard.context().serverErrors['housingSituation.properties.1.postal_code']).toEqual(['Unknown postal code']);
  });

  test('SUBMIT_FAILED without step errors (network, 5xx) returns to the step it was sent from', () => {
    const wizard = completeWizard();
    wizard.send({ type: 'SUBMIT' }, { type: 'SUBMIT_FAILED', errors: { message: ['Server error'] } });
    expect(wizard.snapshot().value).toEqual({ filling: 'profile' });
    expect(wizard.validated('profile')).toBe(true);
  });

  test('a new SUBMIT clears the previous server errors', () => {
    const wizard = completeWizard();
    wizard.send({ type: 'SUBMIT' }, { type: 'SUBMIT_FAILED', errors: { 'profile.email': ['Taken'] } });
    wizard.send({ type: 'VALIDATE_STEP' }, { type: 'SUBMIT' });
    expect(wizard.context().serverErrors).toEqual({});
  });
});
