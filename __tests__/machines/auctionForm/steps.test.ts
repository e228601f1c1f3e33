import {
  STEP_LABELS,
  createSteps,
  defaultFormData,
  emptyAsset,
  emptyLiability,
  emptyListEntry,
  emptyProperty,
  isListRef,
  isStepLabel,
} from '../../../machines/auctionForm/steps';
import { formOptions } from '../../../domain/formOptions';

describe('§3 Step', () => {
  test('the step labels come in the order of the spec', () => {
    expect(STEP_LABELS).toEqual([
      'start',
      'unsatisfied',
      'housingSituation',
      'otherAssets',
      'savings',
      'aboutYou',
      'employment',
      'otherDebt',
      'wishes',
      'profile',
    ]);
  });

  test('every step has label, validated, showInMenu, formData and forceInitialValidation', () => {
    for (const step of createSteps()) {
      expect(Object.keys(step).sort()).toEqual([
        'forceInitialValidation',
        'formData',
        'label',
        'showInMenu',
        'validated',
      ]);
      expect(step.validated).toBe(false);
      expect(step.forceInitialValidation).toBe(false);
    }
  });

  test('start and unsatisfied are not shown in the menu, all other steps are', () => {
    const hidden = createSteps()
      .filter((step) => !step.showInMenu)
      .map((step) => step.label);
    expect(hidden).toEqual(['start', 'unsatisfied']);
  });

  test('default form data follows §3 per step', () => {
    expect(defaultFormData('start')).toEqual({ persona_type: null });
    expect(defaultFormData('housingSituation')).toEqual({ residence_type: null, properties: [] });
    expect(defaultFormData('otherAssets')).toEqual({ want_new_vehicle: null, assets: [] });
    expect(defaultFormData('savings')).toEqual({ current_supplier_id: null });
    expect(defaultFormData('aboutYou')).toEqual({ civil_status: null });
    expect(defaultFormData('employment')).toEqual({});
    expect(defaultFormData('otherDebt')).toEqual({
      consumer_loans: [],
      car_loans: [],
      student_loans: [],
      card_credits: [],
    });
    expect(defaultFormData('wishes')).toEqual({
      looking_for: [],
      unsatisfied: null,
      unsatisfied_reason: null,
      customer_comments: null,
    });
    expect(defaultFormData('profile')).toEqual({});
  });

  test('default form data is a fresh object each time', () => {
    const a = defaultFormData('housingSituation');
    a.properties.push(emptyProperty());
    expect(defaultFormData('housingSituation').properties).toEqual([]);
  });

  test('an empty property has every §3 property field', () => {
    expect(Object.keys(emptyProperty()).sort()).toEqual(
      [
        'id',
        'residence_type',
        'is_existing',
        'reason',
        'loans',
        'credits',
        'mortgages',
        'new_loan_amount',
        'show_manual_address',
        'address1',
        'postal_code',
        'city',
        'address_country_code',
        'oneLineAddress',
      ].sort(),
    );
    expect(emptyProperty().address_country_code).toBe('dk');
  });

  test('an empty asset has is_existing, loans and credits', () => {
    expect(emptyAsset()).toMatchObject({ is_existing: null, loans: [], credits: [] });
  });

  test('an empty liability carries its list’s type and sub type', () => {
    expect(emptyLiability('card', 'credit')).toMatchObject({ liability_type: 'credit', liability_sub_type: 'card' });
    expect(emptyListEntry({ step: 'otherDebt', list: 'student_loans' })).toMatchObject({
      liability_type: 'loan',
      liability_sub_type: 'student',
    });
    expect(emptyListEntry({ step: 'housingSituation', list: 'properties' })).toEqual(emptyProperty());
    expect(emptyListEntry({ step: 'otherAssets', list: 'assets' })).toEqual(emptyAsset());
  });

  test('only the known lists of a step can be grown or cut', () => {
    expect(isListRef({ step: 'housingSituation', list: 'properties' })).toBe(true);
    expect(isListRef({ step: 'otherDebt', list: 'car_loans' })).toBe(true);
    expect(isListRef({ step: 'otherDebt', list: 'properties' })).toBe(false);
    expect(isListRef({ step: 'savings', list: 'assets' })).toBe(false);
    expect(isListRef({ step: 'otherDebt', list: 'payday_loans' })).toBe(false);
  });

  test('the otherDebt lists are the liability types of the form options', () => {
    expect(Object.keys(defaultFormData('otherDebt'))).toEqual([...formOptions.liabilityTypes]);
  });

  test('isStepLabel accepts exactly the step labels', () => {
    expect(STEP_LABELS.every(isStepLabel)).toBe(true);
    expect(isStepLabel('Start')).toBe(false);
    expect(isStepLabel(undefined)).toBe(false);
  });
});
