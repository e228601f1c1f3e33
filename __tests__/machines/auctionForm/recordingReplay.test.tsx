// Records a session driven through a small React component, then replays the recording and compares.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { createActor, type Actor } from 'xstate';
import { createRecorder, parseRecording, type WizardRecorder } from '../../../machines/auctionForm/recording';
import { redact } from '../../../machines/auctionForm/redaction';
import type { AuctionFormEvent, AuctionFormInput, StepLabel } from '../../../machines/auctionForm/types';
import { replay, type ReplayStep } from '../../../machines/replay';
import { emptyProperty } from '../../../machines/auctionForm/steps';
import { fullyFilledSteps, quietMachine } from '../fixtures';

type WizardActor = Actor<typeof quietMachine>;

const data = fullyFilledSteps();

function TinyWizard(props: {
  input: AuctionFormInput;
  recorder: WizardRecorder;
  onActor: (actor: WizardActor) => void;
}) {
  const actor = useActorRef(quietMachine, { input: props.input, inspect: props.recorder.inspect });
  const step = useSelector(actor, (snapshot) => snapshot.context.currentStepLabel);
  const state = useSelector(actor, (snapshot) => JSON.stringify(snapshot.value));
  const { onActor } = props;
  useEffect(() => {
    onActor(actor);
  }, [actor, onActor]);
  const send = (event: AuctionFormEvent) => () => actor.send(event);
  return (
    <div>
      <p>Step: {step}</p>
      <p>State: {state}</p>
      <button onClick={send({ type: 'SET_PURPOSE', purpose: 'property_purchaser' })}>Buy a home</button>
      {/* The step's yup schema has passed: the data travels with the event that says so. */}
      <button onClick={send({ type: 'VALIDATE_STEP', step, formData: data[step as StepLabel] } as AuctionFormEvent)}>
        Save step
      </button>
      <button
        onClick={send({
          type: 'SET_STEP_DATA',
          step: 'profile',
          formData: { full_name: 'Jens P Hansen', phone: '+45 11 22 33 44' },
        })}
      >
        Type name
      </button>
      <button onClick={send({ type: 'GROW_LIST', step: 'housingSituation', list: 'properties', count: 4 })}>
        Add property
      </button>
      <button onClick={send({ type: 'NEXT' })}>Next</button>
      <button onClick={send({ type: 'PREVIOUS' })}>Back</button>
      <button onClick={send({ type: 'SUBMIT' })}>Send request</button>
    </div>
  );
}

const personalInput: AuctionFormInput = {
  analyticsClientId: 'GA1.2.1234567',
  analyticsSessionId: '1700000000',
  userAgent: 'Mozilla/5.0 (jsdom)',
  referer: 'https://www.google.dk/search?q=jens+hansen+boligl%C3%A5n',
  fbp: 'fb.1.1700000000.123456',
};

describe('recording and replay', () => {
  function recordSession() {
    const recorder = createRecorder({ input: personalInput, now: () => 0 });
    let actor: WizardActor | null = null;
    render(<TinyWizard input={personalInput} recorder={recorder} onActor={(a) => (actor = a)} />);
    const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
    click('Buy a home');
    click('Save step');
    click('Next');
    click('Add property');
    click('Save step');
    click('Next');
    for (let i = 0; i < 6; i += 1) {
      click('Save step');
      click('Next');
    }
    click('Back');
    click('Next');
    click('Type name');
    click('Save step');
    click('Send request');
    act(() => actor?.send({ type: 'SUBMIT_FAILED', errors: { 'profile.email': ['Already registered'] } }));
    click('Save step');
    click('Send request');
    expect(screen.getByText('State: "submitting"')).toBeInTheDocument();
    if (actor === null) throw new Error('the component did not hand over its actor');
    return { recording: recorder.recording(), live: (actor as WizardActor).getSnapshot() };
  }

  test('the recorder captures every event the component sent, in order', () => {
    const { recording } = recordSession();
    expect(recording.events.map((e) => e.event.type)).toEqual([
      'SET_PURPOSE',
      'VALIDATE_STEP',
      'NEXT',
      'GROW_LIST',
      'VALIDATE_STEP',
      'NEXT',
      ...Array.from({ length: 6 }, () => ['VALIDATE_STEP', 'NEXT']).flat(),
      'PREVIOUS',
      'NEXT',
      'SET_STEP_DATA',
      'VALIDATE_STEP',
      'SUBMIT',
      'SUBMIT_FAILED',
      'VALIDATE_STEP',
      'SUBMIT',
    ]);
  });

  test('the recording holds no personal data', () => {
    const text = JSON.stringify(recordSession().recording);
    for (const personal of [
      'Jens',
      'Hansen',
      '121285-1234',
      'jens.hansen@example.dk',
      '12 34 56 78',
      'Østerbrogade',
      'GA1.2.1234567',
      'q=jens',
    ]) {
      expect(text).not.toContain(personal);
    }
    expect(text).toContain('010190-0000');
    expect(text).toContain('redacted@example.invalid');
  });

  test('replaying the recording reaches the live session’s state, equal except for the redacted fields', () => {
    const { recording, live } = recordSession();
    const steps: ReplayStep[] = [];
    const { snapshot, warnings } = replay(recording, { onStep: (step) => steps.push(step) });
    expect(warnings).toEqual([]);
    expect(steps).toHaveLength(recording.events.length);
    expect(steps.map((s) => s.index)).toEqual(recording.events.map((_, i) => i));
    expect(snapshot.value).toEqual(live.value);
    expect(redact(snapshot.context)).toEqual(redact(live.context));
    expect(snapshot.context).not.toEqual(live.context);
  });

  test('a recording survives JSON (the database column) and replays the same', () => {
    const { recording } = recordSession();
    const stored = parseRecording(JSON.parse(JSON.stringify(recording)));
    expect(stored).toEqual(recording);
    expect(replay(stored!).snapshot.context).toEqual(replay(recording).snapshot.context);
  });

  test('replay with an inspector runs a live actor to the same end', () => {
    const { recording } = recordSession();
    const seen: string[] = [];
    const { snapshot } = replay(recording, { inspect: (e) => seen.push(e.type) });
    expect(snapshot.context).toEqual(replay(recording).snapshot.context);
    expect(seen).toContain('@xstate.event');
    expect(seen).toContain('@xstate.snapshot');
  });

  test('replay warns when the recording came from another form version or was truncated', () => {
    const { recording } = recordSession();
    const { warnings } = replay({ ...recording, formVersion: recording.formVersion + 1, truncated: true });
    expect(warnings).toHaveLength(2);
  });

  test('a change to a personal field alone replays the same cascade (distinct values keep distinct pseudonyms)', () => {
    const recorder = createRecorder({ input: {} });
    const actor = createActor(quietMachine, { input: {}, inspect: recorder.inspect }).start();
    const home = (address1: string) => ({ residence_type: 'house', properties: [{ ...emptyProperty(), address1 }] });
    const events: AuctionFormEvent[] = [
      { type: 'VALIDATE_STEP' },
      { type: 'NEXT' },
      { type: 'VALIDATE_STEP', formData: home('Vestergade 1') },
      ...Array.from({ length: 6 }, () => [{ type: 'NEXT' } as const, { type: 'VALIDATE_STEP' } as const]).flat(),
      { type: 'GO_TO_STEP', step: 'housingSituation' },
      { type: 'VALIDATE_STEP', formData: home('Vestergade 2') },
    ];
    events.forEach((event) => actor.send(event));
    const live = actor.getSnapshot();
    expect(live.context.steps.find((step) => step.label === 'otherDebt')?.validated).toBe(false);
    const replayed = replay(recorder.recording()).snapshot;
    expect(replayed.context.steps.map((step) => step.validated)).toEqual(
      live.context.steps.map((step) => step.validated),
    );
    expect(redact(replayed.context)).toEqual(redact(live.context));
  });

  test('the recorder stops at its limit and says so', () => {
    const recorder = createRecorder({ input: {}, maxEvents: 2 });
    recorder.record({ type: 'NEXT' });
    recorder.record({ type: 'NEXT' });
    recorder.record({ type: 'NEXT' });
    expect(recorder.recording()).toMatchObject({
      truncated: true,
      events: [{ event: { type: 'NEXT' } }, { event: { type: 'NEXT' } }],
    });
  });

  test('parseRecording rejects what is not a recording and drops unknown events', () => {
    expect(parseRecording(null)).toBeNull();
    expect(parseRecording({ events: [] })).toBeNull();
    const parsed = parseRecording({
      format: 'laanetorvet.wizardRecording',
      events: [{ at: 1, event: { type: 'NEXT' } }, { event: { type: 'HACK' } }, 7],
    });
    expect(parsed?.events).toEqual([{ at: 1, event: { type: 'NEXT' } }]);
    expect(parsed?.input).toEqual({});
    expect(parseRecording([{ at: 0, event: { type: 'NEXT' } }])?.events).toEqual([{ at: 0, event: { type: 'NEXT' } }]);
  });
});
