// "Ask lenders" from the calculator, folded through the real wizard: the form lands on its next step (the home's)
// with the purpose chosen and the amount kept as the new loan, and the start step answered.
import { askLendersEvents } from '../../../../src/features/calculator/askLenders';
import { fold } from '../../../machines/fixtures';

test('the wizard lands on the housing step with the purpose and the amount', () => {
  const snapshot = fold(askLendersEvents(1_500_000));
  const { context } = snapshot;
  expect(context.currentStepLabel).toBe('housingSituation');
  expect(context.formPurpose).toBe('existing_property');
  const start = context.steps.find((step) => step.label === 'start');
  expect(start).toMatchObject({ validated: true, formData: { persona_type: 'existing_property' } });
  const housing = context.steps.find((step) => step.label === 'housingSituation');
  // Shown for the customer to complete, not skipped as validated.
  expect(housing?.validated).toBe(false);
  expect(housing?.formData.properties).toEqual([
    expect.objectContaining({ is_existing: true, new_loan_amount: 1_500_000, residence_type: null }),
  ]);
});

test('a saved form with other answers keeps them; the calculator adds only the purpose and the amount', () => {
  const snapshot = fold([
    { type: 'SET_STEP_DATA', step: 'aboutYou', formData: { civil_status: 'married' } },
    ...askLendersEvents(800_000),
  ]);
  const aboutYou = snapshot.context.steps.find((step) => step.label === 'aboutYou');
  expect(aboutYou?.formData).toMatchObject({ civil_status: 'married' });
  expect(snapshot.context.currentStepLabel).toBe('housingSituation');
});
