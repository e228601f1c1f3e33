import { createActor } from 'xstate';
import { auctionFormMachine } from '../../../../machines/auctionForm';
import { stepSchemas } from '../../../../domain/validation/steps';
import { rehearseNext } from '../../../../src/features/form/session/quickNext';
import type { FormRecord } from '../../../../machines/auctionForm/types';
import { STEP_ORDER, validSteps } from '../../../support/formContextAt';

test('a rehearsed Next reaches the next step on the side: the wizard hears nothing and stays where it is', () => {
  const heard: unknown[] = [];
  const actor = createActor(auctionFormMachine.provide({ actions: { saveForm: () => undefined } }), {
    input: {},
    inspect: (event) => {
      if (event.type === '@xstate.event') heard.push(event.event);
    },
  }).start();
  actor.send({ type: 'SET_PURPOSE', purpose: 'generic' });
  for (const step of STEP_ORDER.slice(0, STEP_ORDER.indexOf('savings'))) {
    actor.send({ type: 'VALIDATE_STEP', step, formData: validSteps[step] as FormRecord });
    actor.send({ type: 'NEXT' });
  }
  const before = actor.getSnapshot();
  heard.length = 0;
  const schema = stepSchemas.savings({
    signedIn: false,
    checks: { periodicPayment: () => true, postalCode: () => true },
  });

  const rehearsed = rehearseNext(actor, 'savings', schema, { ...validSteps.savings });

  expect(rehearsed.context.currentStepLabel).toBe('aboutYou');
  expect(rehearsed.context.steps.find((step) => step.label === 'savings')?.validated).toBe(true);
  expect(actor.getSnapshot()).toBe(before);
  expect(before.context.currentStepLabel).toBe('savings');
  expect(heard).toEqual([]);
});
