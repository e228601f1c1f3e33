import { isCurrentResidenceDebtable, isMoving } from '../../../machines/auctionForm/moving';
import { emptyProperty } from '../../../machines/auctionForm/steps';
import { startWizard } from '../fixtures';
import type { PropertyEntry } from '../../../machines/auctionForm/types';

function withProperties(properties: Partial<PropertyEntry>[]) {
  const wizard = startWizard({ purpose: 'property_purchaser' });
  wizard.send({
    type: 'SET_STEP_DATA',
    step: 'housingSituation',
    // Partial entries over an empty one give whole entries; the cast restates that for the compiler.
    formData: { properties: properties.map((p) => ({ ...emptyProperty(), ...p }) as PropertyEntry) },
  });
  return wizard.context();
}

describe('§4 the moving rule', () => {
  test('a new property with reason move means the customer is moving', () => {
    const context = withProperties([{ is_existing: true }, { is_existing: false, reason: 'move' }]);
    expect(isMoving(context)).toBe(true);
    expect(isCurrentResidenceDebtable(context)).toBe(false);
  });

  test('a new property for another reason is not moving', () => {
    const context = withProperties([{ is_existing: false, reason: 'holiday_home' }]);
    expect(isMoving(context)).toBe(false);
    expect(isCurrentResidenceDebtable(context)).toBe(true);
  });

  test('an existing property with reason move is not moving (only new properties count)', () => {
    expect(isMoving(withProperties([{ is_existing: true, reason: 'move' }]))).toBe(false);
  });

  test('an undecided property (is_existing null) is not moving', () => {
    expect(isMoving(withProperties([{ is_existing: null, reason: 'move' }]))).toBe(false);
  });

  test('without properties the customer is not moving and the residence is debtable', () => {
    const context = startWizard().context();
    expect(isMoving(context)).toBe(false);
    expect(isCurrentResidenceDebtable(context)).toBe(true);
  });
});
