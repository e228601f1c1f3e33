// Replays a recorded wizard session: folds its events through the machine, step by step.
import { createActor, initialTransition, transition, type InspectionEvent, type SnapshotFrom } from 'xstate';
import { auctionFormMachine } from './auctionForm/auctionFormMachine';
import { FORM_VERSION } from './auctionForm/constants';
import type { WizardRecording } from './auctionForm/recording';
import type { AuctionFormEvent } from './auctionForm/types';

export type AuctionFormSnapshot = SnapshotFrom<typeof auctionFormMachine>;

export interface ReplayStep {
  /** 0-based position of the event in the recording. */
  index: number;
  event: AuctionFormEvent;
  snapshot: AuctionFormSnapshot;
}

export interface ReplayOptions {
  onStep?: (step: ReplayStep) => void;
  /** Streams the replay to an inspector; the replay then runs in a live actor instead of the pure fold. */
  inspect?: (inspectionEvent: InspectionEvent) => void;
}

export interface ReplayResult {
  snapshot: AuctionFormSnapshot;
  warnings: string[];
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
  if (recording.truncated) warnings.push('The recording was truncated; later events are missing.');
  return warnings;
}

export function replay(recording: WizardRecording, options: ReplayOptions = {}): ReplayResult {
  const warnings = warningsFor(recording);
  if (options.inspect) {
    const actor = createActor(replayMachine, { input: recording.input, inspect: options.inspect });
    actor.start();
    recording.events.forEach(({ event }, index) => {
      actor.send(event);
      options.onStep?.({ index, event, snapshot: actor.getSnapshot() });
    });
    return { snapshot: actor.getSnapshot(), warnings };
  }
  let [snapshot] = initialTransition(replayMachine, recording.input);
  recording.events.forEach(({ event }, index) => {
    [snapshot] = transition(replayMachine, snapshot, event);
    options.onStep?.({ index, event, snapshot });
  });
  return { snapshot, warnings };
}
