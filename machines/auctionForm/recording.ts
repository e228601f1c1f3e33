// Records the events sent to the wizard, pseudonymized, so an analyst can replay a customer's session step by
// step. Validation outcomes travel inside the events (VALIDATE_STEP carries the validated data), and the
// pseudonyms keep distinct values distinct, so a replay never needs the personal values it no longer has.
import type { InspectionEvent } from 'xstate';
import { FORM_VERSION } from './constants';
import { createPseudonymizer } from './redaction';
import type { AuctionFormEvent, AuctionFormEventType, AuctionFormInput } from './types';

export const RECORDING_FORMAT = 'laanetorvet.wizardRecording';
export const RECORDING_FORMAT_VERSION = 1;
/** Keeps a recording well inside what one jsonb column should hold; a real session sends a few hundred events. */
export const MAX_RECORDED_EVENTS = 5000;

export interface RecordedEvent {
  /** Milliseconds since the recording started. */
  at: number;
  event: AuctionFormEvent;
}

export interface WizardRecording {
  format: typeof RECORDING_FORMAT;
  formatVersion: number;
  /** The FORM_VERSION of the wizard that recorded; replaying under another version may differ. */
  formVersion: number;
  startedAt: string;
  input: AuctionFormInput;
  events: RecordedEvent[];
  /** True when events beyond MAX_RECORDED_EVENTS were dropped. */
  truncated: boolean;
}

export interface WizardRecorder {
  /** Pass as the actor's `inspect` option; records every event the wizard receives. */
  inspect: (inspectionEvent: InspectionEvent) => void;
  record: (event: AuctionFormEvent) => void;
  recording: () => WizardRecording;
}

const EVENT_TYPES: readonly AuctionFormEventType[] = [
  'SET_PURPOSE',
  'SET_CUSTOMER',
  'SET_STEP_DATA',
  'VALIDATE_STEP',
  'INVALIDATE_STEP',
  'NEXT',
  'PREVIOUS',
  'GO_TO_STEP',
  'GO_TO_FIRST_INVALID',
  'GROW_LIST',
  'CUT_LIST',
  'PREFILL',
  'RESTORE',
  'SUBMIT',
  'SUBMIT_SUCCEEDED',
  'SUBMIT_FAILED',
];

export function isWizardEvent(value: unknown): value is AuctionFormEvent {
  return (
    value !== null &&
    typeof value === 'object' &&
    (EVENT_TYPES as readonly unknown[]).includes((value as { type?: unknown }).type)
  );
}

export function createRecorder(options: {
  input: AuctionFormInput;
  now?: () => number;
  maxEvents?: number;
}): WizardRecorder {
  const now = options.now ?? Date.now;
  const maxEvents = options.maxEvents ?? MAX_RECORDED_EVENTS;
  const startedAt = now();
  const pseudonymize = createPseudonymizer();
  const input = pseudonymize(options.input);
  const events: RecordedEvent[] = [];
  let truncated = false;

  const record = (event: AuctionFormEvent) => {
    if (events.length >= maxEvents) {
      truncated = true;
      return;
    }
    events.push({ at: now() - startedAt, event: pseudonymize(event) });
  };

  return {
    record,
    inspect: (inspectionEvent) => {
      // Only what reaches the wizard itself; xstate's own events (init, done) are not the customer's doing.
      if (inspectionEvent.type !== '@xstate.event') return;
      if (inspectionEvent.actorRef.sessionId !== inspectionEvent.rootId) return;
      if (isWizardEvent(inspectionEvent.event)) record(inspectionEvent.event);
    },
    recording: () => ({
      format: RECORDING_FORMAT,
      formatVersion: RECORDING_FORMAT_VERSION,
      formVersion: FORM_VERSION,
      startedAt: new Date(startedAt).toISOString(),
      input,
      events: [...events],
      truncated,
    }),
  };
}

/**
 * A recording read from a file or the database, when it looks like one; unknown events are dropped. A bare list
 * of recorded events (a column holding only the events) replays from a default input.
 */
export function parseRecording(value: unknown): WizardRecording | null {
  if (Array.isArray(value)) return parseRecording({ format: RECORDING_FORMAT, events: value });
  if (value === null || typeof value !== 'object') return null;
  const candidate = value as Partial<Record<keyof WizardRecording, unknown>>;
  if (candidate.format !== RECORDING_FORMAT || !Array.isArray(candidate.events)) return null;
  const input = candidate.input !== null && typeof candidate.input === 'object' ? candidate.input : {};
  const events = candidate.events.filter(
    (entry: unknown): entry is RecordedEvent =>
      entry !== null && typeof entry === 'object' && isWizardEvent((entry as { event?: unknown }).event),
  );
  return {
    format: RECORDING_FORMAT,
    formatVersion: typeof candidate.formatVersion === 'number' ? candidate.formatVersion : RECORDING_FORMAT_VERSION,
    formVersion: typeof candidate.formVersion === 'number' ? candidate.formVersion : FORM_VERSION,
    startedAt: typeof candidate.startedAt === 'string' ? candidate.startedAt : '',
    // Input fields are all optional and the machine checks what it reads from them.
    input: input as AuctionFormInput,
    events: events.map((entry) => ({ at: typeof entry.at === 'number' ? entry.at : 0, event: entry.event })),
    truncated: candidate.truncated === true,
  };
}
