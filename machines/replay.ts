// Replays a recorded wizard session: folds its events through the machine, step by step.
import { createActor, initialTransition, transition, type InspectionEvent, type SnapshotFrom } from 'xstate';
import { auctionFormMachine } from './auctionForm/auctionFormMachine';
import { FORM_VERSION, MACHINE_VERSION } from './auctionForm/constants';
import type { RecordingProblem, WizardRecording } from './auctionForm/recording';
import type { AuctionFormEvent } from './auctionForm/types';

export type AuctionFormSnapshot = SnapshotFrom<typeof auctionFormMachine>;

export interface ReplayStep {
  /** 0-based position of the event in the recording. */
  index: number;
  event: AuctionFormEvent;
  snapshot: AuctionFormSnapshot;
}

export interface ReplayOptions {
  /** The snapshot before the first event. */
  onStart?: (snapshot: AuctionFormSnapshot) => void;
  onStep?: (step: ReplayStep) => void;
  /** Streams the replay to an inspector; the replay then runs in a live actor instead of the pure fold. */
  inspect?: (inspectionEvent: InspectionEvent) => void;
  /** Each event's position in the recording as read (checkRecording's positions); default: its place here. */
  positions?: readonly number[];
}

export interface ReplayResult {
  snapshot: AuctionFormSnapshot;
  warnings: string[];
  /** Events the machine ignored where they came (no transition takes them), with their positions. */
  ignored: RecordingProblem[];
}

/** Replay never touches storage: the saved form belongs to the customer's browser, not the analyst's. */
const replayMachine = auctionFormMachine.provide({
  actions: { saveForm: () => undefined, clearSavedForm: () => undefined },
});

function warningsFor(recording: WizardRecording): string[] {
  const warnings: string[] = [];
  if (recording.formVersion !== FORM_VERSION) {
    warnings.push(
      `Recorded with form version ${recording.formVersion}, replayed with ${FORM_VERSION}: steps may differ.`,
    );
  }
  if (recording.machineVersion !== MACHINE_VERSION) {
    warnings.push(
      `Recorded with machine version ${recording.machineVersion}, replayed with ${MACHINE_VERSION}: transitions may differ.`,
    );
  }
  if (recording.truncated) warnings.push('The recording was truncated; later events are missing.');
  return warnings;
}

function ignoredEvent(snapshot: AuctionFormSnapshot, event: AuctionFormEvent, index: number): RecordingProblem | null {
  if (snapshot.can(event)) return null;
  const where =
    snapshot.status === 'active' ? `in state ${JSON.stringify(snapshot.value)}` : `after ${snapshot.status}`;
  return { index, message: `the machine ignores ${event.type} ${where}` };
}

export function replay(recording: WizardRecording, options: ReplayOptions = {}): ReplayResult {
  const warnings = warningsFor(recording);
  const ignored: RecordingProblem[] = [];
  const position = (i: number) => options.positions?.[i] ?? i;
  const check = (snapshot: AuctionFormSnapshot, event: AuctionFormEvent, i: number) => {
    const problem = ignoredEvent(snapshot, event, position(i));
    if (problem) ignored.push(problem);
  };
  if (options.inspect) {
    const actor = createActor(replayMachine, { input: recording.input, inspect: options.inspect });
    actor.start();
    options.onStart?.(actor.getSnapshot());
    recording.events.forEach(({ event }, i) => {
      check(actor.getSnapshot(), event, i);
      actor.send(event);
      options.onStep?.({ index: position(i), event, snapshot: actor.getSnapshot() });
    });
    return { snapshot: actor.getSnapshot(), warnings, ignored };
  }
  let [snapshot] = initialTransition(replayMachine, recording.input);
  options.onStart?.(snapshot);
  recording.events.forEach(({ event }, i) => {
    check(snapshot, event, i);
    [snapshot] = transition(replayMachine, snapshot, event);
    options.onStep?.({ index: position(i), event, snapshot });
  });
  return { snapshot, warnings, ignored };
}
