import {
  FORM_PURPOSES,
  PURPOSE_STEPS,
  neededStepsFor,
  normalizePurpose,
  shouldPrefillFor,
} from '../../../machines/auctionForm/purposes';

describe('§4 form purposes', () => {
  test('the purposes are property_purchaser, existing_property, vehicle_purchaser, unsatisfied and generic', () => {
    expect(FORM_PURPOSES).toEqual([
      'property_purchaser',
      'existing_property',
      'vehicle_purchaser',
      'unsatisfied',
      'generic',
    ]);
  });

  test.each(FORM_PURPOSES)('%s stays itself', (purpose) => {
    expect(normalizePurpose(purpose)).toBe(purpose);
  });

  test.each([['mortgage'], [''], [null], [undefined], [42], ['GENERIC'], [' property_purchaser']])(
    'any other value (%p) becomes generic',
    (value) => {
      expect(normalizePurpose(value)).toBe('generic');
    },
  );

  test('prefilling is on unless the purpose is generic', () => {
    expect(FORM_PURPOSES.filter(shouldPrefillFor)).toEqual([
      'property_purchaser',
      'existing_property',
      'vehicle_purchaser',
      'unsatisfied',
    ]);
  });

  test('all purposes use the same step list after start', () => {
    expect(PURPOSE_STEPS).toEqual([
      'housingSituation',
      'otherAssets',
      'savings',
      'aboutYou',
      'employment',
      'otherDebt',
      'wishes',
      'profile',
    ]);
    for (const purpose of FORM_PURPOSES) {
      expect(neededStepsFor(purpose).filter((s) => s !== 'start' && s !== 'unsatisfied')).toEqual(PURPOSE_STEPS);
    }
  });

  test('the unsatisfied step is needed only for the unsatisfied purpose', () => {
    for (const purpose of FORM_PURPOSES) {
      expect(neededStepsFor(purpose).includes('unsatisfied')).toBe(purpose === 'unsatisfied');
    }
    expect(neededStepsFor('unsatisfied').slice(0, 3)).toEqual(['start', 'unsatisfied', 'housingSituation']);
  });

  test('otherAssets is needed for vehicle_purchaser (and every other purpose)', () => {
    for (const purpose of FORM_PURPOSES) expect(neededStepsFor(purpose)).toContain('otherAssets');
  });
});
