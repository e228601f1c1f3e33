// Property-based tests: random event sequences against the rules that must always hold.
import fc from 'fast-check';
import { createActor } from 'xstate';
import { FORM_VERSION } from '../../../machines/auctionForm/constants';
import { createMemoryStorage } from '../../../machines/auctionForm/memoryStorage';
import { isStepAvailable } from '../../../machines/auctionForm/navigation';
import { FORM_STORAGE_KEY, restoreForm, saveForm } from '../../../machines/auctionForm/persistence';
import { FORM_PURPOSES } from '../../../machines/auctionForm/purposes';
import { STEP_LABELS } from '../../../machines/auctionForm/steps';
import type { AuctionFormEvent, FormValue } from '../../../machines/auctionForm/types';
import type { AuctionFormSnapshot } from '../../../machines/replay';
import { fold, quietMachine, validateAndNext } from '../fixtures';

const label = fc.constantFrom(...STEP_LABELS);

// JSON values without -0 or NaN, which JSON would not give back.
const formValue: fc.Arbitrary<FormValue> = fc.letrec<{ value: FormValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string({ maxLength: 8 }),
    fc.integer({ min: -1000, max: 100000 }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('id', 'name', 'debt', 'reason'), tie('value'), { maxKeys: 3 }),
  ),
})).value;

const formData = fc.dictionary(
  fc.constantFrom(
    'persona_type',
    'civil_status',
    'residence_type',
    'properties',
    'current_supplier_id',
    'email',
    '__proto__',
    'x',
  ),
  formValue,
  { maxKeys: 3 },
);

const savedForms = [
  fold([{ type: 'SET_PURPOSE', purpose: 'unsatisfied' }, ...validateAndNext(2)]).context,
  fold([{ type: 'SET_CUSTOMER', signedIn: true, profileComplete: true }, ...validateAndNext(9)]).context,
];

const listRef = fc.constantFrom(
  { step: 'housingSituation', list: 'properties' } as const,
  { step: 'otherAssets', list: 'assets' } as const,
  { step: 'otherDebt', list: 'car_loans' } as const,
);

// Payloads are loosely typed on purpose: the machine must cope with whatever a replayed recording holds.
const event: fc.Arbitrary<AuctionFormEvent> = fc.oneof(
  fc.constantFrom(...FORM_PURPOSES, 'other').map((purpose) => ({ type: 'SET_PURPOSE', purpose }) as AuctionFormEvent),
  fc
    .record({ signedIn: fc.boolean(), profileComplete: fc.boolean() })
    .map((c) => ({ type: 'SET_CUSTOMER', ...c }) as AuctionFormEvent),
  fc
    .tuple(label, formData)
    .map(([step, data]) => ({ type: 'SET_STEP_DATA', step, formData: data }) as AuctionFormEvent),
  {
    weight: 4,
    arbitrary: fc
      .record({ step: fc.option(label, { nil: undefined }), formData: fc.option(formData, { nil: undefined }) })
      .map(({ step, formData: data }) => ({ type: 'VALIDATE_STEP', step, formData: data }) as AuctionFormEvent),
  },
  label.map((step) => ({ type: 'INVALIDATE_STEP', step }) as AuctionFormEvent),
  { weight: 4, arbitrary: fc.constant({ type: 'NEXT' } as AuctionFormEvent) },
  fc.constant({ type: 'PREVIOUS' } as AuctionFormEvent),
  label.map((step) => ({ type: 'GO_TO_STEP', step }) as AuctionFormEvent),
  fc.constant({ type: 'GO_TO_FIRST_INVALID' } as AuctionFormEvent),
  fc
    .tuple(listRef, fc.integer({ min: -2, max: 30 }))
    .map(([ref, count]) => ({ type: 'GROW_LIST', ...ref, count }) as AuctionFormEvent),
  fc
    .tuple(listRef, fc.integer({ min: -2, max: 5 }))
    .map(([ref, count]) => ({ type: 'CUT_LIST', ...ref, count }) as AuctionFormEvent),
  fc
    .record({
      steps: fc.dictionary(label, formData, { maxKeys: 4 }),
      noSkip: fc.option(fc.boolean(), { nil: undefined }),
    })
    .map(({ steps, noSkip }) => ({ type: 'PREFILL', steps, noSkip }) as AuctionFormEvent),
  fc
    .constantFrom(...savedForms, { ...savedForms[0], version: FORM_VERSION + 1 })
    .map((context) => ({ type: 'RESTORE', context }) as AuctionFormEvent),
  { weight: 2, arbitrary: fc.constant({ type: 'SUBMIT' } as AuctionFormEvent) },
  fc.integer({ min: 1, max: 1e6 }).map((rfqId) => ({ type: 'SUBMIT_SUCCEEDED', rfqId }) as AuctionFormEvent),
  fc
    .dictionary(
      fc.constantFrom('housingSituation.properties.0.city', 'profile.email', 'savings', 'message'),
      fc.array(fc.string(), { maxLength: 2 }),
    )
    .map((errors) => ({ type: 'SUBMIT_FAILED', errors }) as AuctionFormEvent),
);

const sessions = fc.array(event, { maxLength: 80 });
const input = fc.record({
  purpose: fc.option(fc.constantFrom(...FORM_PURPOSES, 'other'), { nil: undefined }),
  signedIn: fc.boolean(),
  profileComplete: fc.boolean(),
});

function assertRestsOnAvailableStep(snapshot: AuctionFormSnapshot) {
  const { context } = snapshot;
  expect(isStepAvailable(context, context.currentStepLabel)).toBe(true);
  expect(context.prefilledSteps).not.toContain(context.currentStepLabel);
  if (snapshot.matches('filling')) expect(snapshot.value).toEqual({ filling: context.currentStepLabel });
}

describe('property-based', () => {
  test('random event sequences never throw and never leave the wizard on a skipped or unneeded step', () => {
    fc.assert(
      fc.property(input, sessions, (start, events) => {
        const actor = createActor(quietMachine, { input: start });
        const errors: unknown[] = [];
        actor.subscribe({ error: (error) => errors.push(error) });
        actor.start();
        assertRestsOnAvailableStep(actor.getSnapshot());
        for (const e of events) {
          actor.send(e);
          assertRestsOnAvailableStep(actor.getSnapshot());
        }
        expect(errors).toEqual([]);
        expect(actor.getSnapshot().status).not.toBe('error');
      }),
      { numRuns: 300 },
    );
  });

  test('save then restore gives back an equal form', () => {
    fc.assert(
      fc.property(input, sessions, (start, events) => {
        const { context } = fold(events, start);
        const storage = createMemoryStorage();
        expect(saveForm(context, storage)).toBe(true);
        expect(restoreForm(storage, FORM_VERSION)).toEqual(context);
        // And the wizard started from the restored form (for the same customer) is where the customer left it.
        const sameCustomer = { ...context.customer, restored: restoreForm(storage) };
        expect(fold([], sameCustomer).context).toEqual(context);
      }),
      { numRuns: 200 },
    );
  });

  test('the pure fold and a live actor agree (so a recording replays to the same form)', () => {
    fc.assert(
      fc.property(input, sessions, (start, events) => {
        const actor = createActor(quietMachine, { input: start }).start();
        events.forEach((e) => actor.send(e));
        const folded = fold(events, start);
        expect(folded.value).toEqual(actor.getSnapshot().value);
        expect(folded.context).toEqual(actor.getSnapshot().context);
      }),
      { numRuns: 100 },
    );
  });

  test('restoreForm never throws, whatever is stored under the key', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (stored) => {
        const storage = createMemoryStorage();
        storage.setItem(FORM_STORAGE_KEY, stored);
        expect(() => restoreForm(storage)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});
