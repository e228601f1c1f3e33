// Pseudonymise once, consistently. Equal values get equal placeholders and different values
// different ones of the same shape, through the browser's recorder, the server's pass on storing and its pass on
// reading, so the replay of a stored recording takes exactly the live session's transitions.
import fc from 'fast-check';
import {
  checkRecording,
  pseudonymizeRecording,
  pseudonymizeStoredRecording,
  type WizardRecording,
} from '../../../machines/auctionForm/recording';
import { redact } from '../../../machines/auctionForm/redaction';
import type { AuctionFormEvent, StepLabel } from '../../../machines/auctionForm/types';
import { replay, type ReplayStep } from '../../../machines/replay';
import { addressCorrectionEvents, liveSession, property, traceOfSteps, type StepTrace } from '../correctedSession';

/** What the server stores (JSON in, pseudonymized, JSON out) and hands back when read (pseudonymized again). */
function storedAndRead(recording: WizardRecording): unknown {
  const received = checkRecording(JSON.parse(JSON.stringify(recording))).recording as WizardRecording;
  const stored = JSON.parse(JSON.stringify(pseudonymizeRecording(received)));
  return pseudonymizeStoredRecording(stored);
}

function replayTrace(raw: unknown): { trace: StepTrace[]; problems: number } {
  const { recording, problems, positions } = checkRecording(raw);
  const steps: ReplayStep[] = [];
  const result = replay(recording as WizardRecording, { positions, onStep: (step) => steps.push(step) });
  return { trace: traceOfSteps(steps), problems: problems.length + result.ignored.length };
}

describe('a stored recording replays the session that was recorded', () => {
  test('the address correction of the issue: every step’s state and flags equal the live run, ending on otherDebt', () => {
    const live = liveSession({ purpose: 'existing_property' }, addressCorrectionEvents());
    expect(live.trace.at(-1)).toMatchObject({ value: { filling: 'otherDebt' }, currentStep: 'otherDebt' });
    const replayed = replayTrace(storedAndRead(live.recording));
    expect(replayed.problems).toBe(0);
    expect(replayed.trace).toEqual(live.trace);
  });

  test('plain redaction (the old server pass) merged the two addresses and replayed a different session', () => {
    const live = liveSession({ purpose: 'existing_property' }, addressCorrectionEvents());
    const merged = redact(live.recording);
    const replayed = replayTrace({ ...merged, eventsDigest: '' });
    expect(replayed.trace.at(-1)).toMatchObject({ value: 'submitting' });
  });

  test('the server’s passes change nothing in a recording the browser pseudonymized, digest included', () => {
    const live = liveSession({ purpose: 'existing_property' }, addressCorrectionEvents());
    const read = storedAndRead(live.recording) as WizardRecording;
    expect(read.events).toEqual(JSON.parse(JSON.stringify(live.recording.events)));
    expect(read.eventsDigest).toBe(live.recording.eventsDigest);
    expect(checkRecording(read).problems).toEqual([]);
  });

  test('a stored recording holds none of the personal values', () => {
    const live = liveSession({ purpose: 'existing_property' }, addressCorrectionEvents());
    const text = JSON.stringify(storedAndRead(live.recording));
    for (const value of ['Vestergade', 'Jens', 'Hansen', '121285', 'jens@example.dk', '12 34 56 78']) {
      expect(text).not.toContain(value);
    }
  });
});

// A session is a list of actions over personal-value slots; two sessions differ only in what fills the slots.
type Action =
  | { kind: 'housing'; address: number; moving: boolean; validate: boolean }
  | { kind: 'aboutYou'; name: number; cpr: number; married: boolean }
  | { kind: 'profile'; name: number; email: number; phone: number }
  | { kind: 'event'; event: AuctionFormEvent };

const SLOTS = 3;
const steps: StepLabel[] = ['start', 'housingSituation', 'otherDebt', 'wishes', 'profile', 'employment'];
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('housing' as const),
    address: fc.nat(SLOTS - 1),
    moving: fc.boolean(),
    validate: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('aboutYou' as const),
    name: fc.nat(SLOTS - 1),
    cpr: fc.nat(SLOTS - 1),
    married: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('profile' as const),
    name: fc.nat(SLOTS - 1),
    email: fc.nat(SLOTS - 1),
    phone: fc.nat(SLOTS - 1),
  }),
  fc.record({
    kind: fc.constant('event' as const),
    event: fc.oneof(
      fc.constantFrom<AuctionFormEvent>(
        { type: 'VALIDATE_STEP' },
        { type: 'NEXT' },
        { type: 'PREVIOUS' },
        { type: 'SUBMIT' },
        { type: 'GO_TO_FIRST_INVALID' },
      ),
      fc.constantFrom(...steps).map((step): AuctionFormEvent => ({ type: 'GO_TO_STEP', step })),
      fc.constantFrom(...steps).map((step): AuctionFormEvent => ({ type: 'INVALIDATE_STEP', step })),
    ),
  }),
);

interface PersonalValues {
  addresses: string[];
  names: string[];
  cprs: string[];
  emails: string[];
  phones: string[];
}

const distinct = (value: fc.Arbitrary<string>) => fc.uniqueArray(value, { minLength: SLOTS, maxLength: SLOTS });
const personalValues: fc.Arbitrary<PersonalValues> = fc.record({
  addresses: distinct(fc.string({ minLength: 1, maxLength: 30 })),
  names: distinct(fc.string({ minLength: 1, maxLength: 25 })),
  cprs: distinct(fc.stringMatching(/^\d{6}-\d{4}$/)),
  emails: distinct(fc.emailAddress()),
  phones: distinct(fc.stringMatching(/^\+45 \d{2} \d{2} \d{2} \d{2}$/)),
});

function eventsOf(actions: readonly Action[], values: PersonalValues): AuctionFormEvent[] {
  return actions.map((a): AuctionFormEvent => {
    switch (a.kind) {
      case 'housing': {
        const formData = { residence_type: 'house', properties: [property(values.addresses[a.address], a.moving)] };
        return a.validate
          ? { type: 'VALIDATE_STEP', step: 'housingSituation', formData }
          : { type: 'SET_STEP_DATA', step: 'housingSituation', formData };
      }
      case 'aboutYou':
        return {
          type: 'VALIDATE_STEP',
          step: 'aboutYou',
          formData: {
            civil_status: a.married ? 'married' : 'single',
            full_name: values.names[a.name],
            cpr: values.cprs[a.cpr],
          },
        };
      case 'profile':
        return {
          type: 'VALIDATE_STEP',
          step: 'profile',
          formData: { full_name: values.names[a.name], email: values.emails[a.email], phone: values.phones[a.phone] },
        };
      case 'event':
        return a.event;
    }
  });
}

test('property: for any two sessions differing only in personal values, the stored recordings replay the same transitions as live', () => {
  fc.assert(
    fc.property(
      fc.array(action, { minLength: 1, maxLength: 40 }),
      personalValues,
      personalValues,
      fc.constantFrom('existing_property', 'property_purchaser', 'unsatisfied'),
      (actions, first, second, purpose) => {
        const a = liveSession({ purpose }, eventsOf(actions, first));
        const b = liveSession({ purpose }, eventsOf(actions, second));
        expect(b.trace).toEqual(a.trace);
        expect(replayTrace(storedAndRead(a.recording)).trace).toEqual(a.trace);
        expect(replayTrace(storedAndRead(b.recording)).trace).toEqual(a.trace);
      },
    ),
    { numRuns: 150 },
  );
});
