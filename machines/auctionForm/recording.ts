// Records the events sent to the wizard, pseudonymized, so an analyst can replay a customer's session step by
// step. Validation outcomes travel inside the events (VALIDATE_STEP carries the validated data), and the
// pseudonyms keep distinct values distinct, so a replay never needs the personal values it no longer has.
import type { InspectionEvent } from 'xstate';
import { FORM_VERSION, MACHINE_VERSION } from './constants';
import { digestOfEvents } from './digest';
import { createPseudonymizer } from './redaction';
import { isStepLabel } from './steps';
import type { AuctionFormEvent, AuctionFormEventType, AuctionFormInput } from './types';

export const RECORDING_FORMAT = 'laanetorvet.wizardRecording';
/** 2: the recording carries the machine's version and a digest of its event list. */
export const RECORDING_FORMAT_VERSION = 2;
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
  /** The MACHINE_VERSION of the wizard that recorded. */
  machineVersion: number;
  startedAt: string;
  input: AuctionFormInput;
  events: RecordedEvent[];
  /** True when events beyond MAX_RECORDED_EVENTS were dropped. */
  truncated: boolean;
  /** digestOfEvents(events); empty for a recording made before format 2. */
  eventsDigest: string;
}

export interface WizardRecorder {
  /** Pass as the actor's `inspect` option; records every event the wizard receives. */
  inspect: (inspectionEvent: InspectionEvent) => void;
  /** `time`: when it reached the wizard (`now()`'s clock), for an event kept until the recorder was there. */
  record: (event: AuctionFormEvent, time?: number) => void;
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
  /** When the session started, if before the recorder (`now()`'s clock). */
  startedAt?: number;
}): WizardRecorder {
  const now = options.now ?? Date.now;
  const maxEvents = options.maxEvents ?? MAX_RECORDED_EVENTS;
  const startedAt = options.startedAt ?? now();
  const pseudonymize = createPseudonymizer();
  const input = pseudonymize(options.input);
  const events: RecordedEvent[] = [];
  let truncated = false;

  const record = (event: AuctionFormEvent, time = now()) => {
    if (events.length >= maxEvents) {
      truncated = true;
      return;
    }
    events.push({ at: time - startedAt, event: pseudonymize(event) });
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
      machineVersion: MACHINE_VERSION,
      startedAt: new Date(startedAt).toISOString(),
      input,
      events: [...events],
      truncated,
      eventsDigest: digestOfEvents(events),
    }),
  };
}

/** Something wrong in a recording: `index` is the entry's position in its event list, null for the recording. */
export interface RecordingProblem {
  index: number | null;
  message: string;
}

export interface CheckedRecording {
  /** What can be replayed, or null when the value is not a recording at all. */
  recording: WizardRecording | null;
  /** Damage found while reading; the replay adds the events the machine ignores. */
  problems: RecordingProblem[];
  /** For each event kept, its position in the recording's list (entries dropped for damage leave gaps). */
  positions: number[];
}

const RECORDING_FIELDS: readonly string[] = [
  'format',
  'formatVersion',
  'formVersion',
  'machineVersion',
  'startedAt',
  'input',
  'events',
  'truncated',
  'eventsDigest',
];

const INPUT_FIELDS: readonly (keyof AuctionFormInput)[] = [
  'signedIn',
  'profileComplete',
  'affiliateKey',
  'affiliateDetails',
  'analyticsClientId',
  'analyticsSessionId',
  'tracking',
  'fbp',
  'fbc',
  'userAgent',
  'gclid',
  'referer',
  'purpose',
  'restored',
];

/** The payload fields each event may carry besides `type` (types.ts AuctionFormEvent). */
const EVENT_FIELDS: Record<AuctionFormEventType, readonly string[]> = {
  SET_PURPOSE: ['purpose'],
  SET_CUSTOMER: ['signedIn', 'profileComplete'],
  SET_STEP_DATA: ['step', 'formData'],
  VALIDATE_STEP: ['step', 'formData'],
  INVALIDATE_STEP: ['step'],
  NEXT: [],
  PREVIOUS: [],
  GO_TO_STEP: ['step'],
  GO_TO_FIRST_INVALID: [],
  GROW_LIST: ['step', 'list', 'count'],
  CUT_LIST: ['step', 'list', 'count'],
  PREFILL: ['steps', 'noSkip'],
  RESTORE: ['context'],
  SUBMIT: [],
  SUBMIT_SUCCEEDED: ['rfqId'],
  SUBMIT_FAILED: ['errors'],
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const describe = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value);

function unknownFields(value: Record<string, unknown>, known: readonly string[]): string[] {
  return Object.keys(value).filter((key) => !known.includes(key));
}

/** Problems of one entry of the event list; the event is kept when it is one the wizard knows. */
function checkEntry(entry: unknown, index: number, problems: RecordingProblem[]): RecordedEvent | null {
  const problem = (message: string) => problems.push({ index, message });
  if (!isRecord(entry)) {
    problem(`entry is ${describe(entry)}, not an event`);
    return null;
  }
  unknownFields(entry, ['at', 'event']).forEach((field) => problem(`unknown field "${field}" in the entry`));
  if (typeof entry.at !== 'number') problem('entry has no time ("at")');
  const event = entry.event;
  if (!isRecord(event)) {
    problem(`event is ${describe(event)}`);
    return null;
  }
  if (!isWizardEvent(event)) {
    problem(`unknown event type ${JSON.stringify(event.type)}`);
    return null;
  }
  unknownFields(event, ['type', ...EVENT_FIELDS[event.type]]).forEach((field) =>
    problem(`unknown field "${field}" in ${event.type}`),
  );
  if ('step' in event && event.step !== undefined && !isStepLabel(event.step)) {
    problem(`unknown step ${JSON.stringify(event.step)} in ${event.type}`);
  }
  return { at: typeof entry.at === 'number' ? entry.at : 0, event };
}

/**
 * Reads a recording from a file or the database and reports every damage with its index: entries that are not
 * events (null included), unknown event types, steps and fields, and an event list that does not match its digest.
 * A bare list of recorded events (a column holding only the events) replays from a default input.
 */
export function checkRecording(value: unknown): CheckedRecording {
  if (Array.isArray(value)) return checkRecording({ format: RECORDING_FORMAT, formatVersion: 1, events: value });
  const none: CheckedRecording = { recording: null, problems: [], positions: [] };
  if (!isRecord(value) || value.format !== RECORDING_FORMAT || !Array.isArray(value.events)) return none;
  const problems: RecordingProblem[] = [];
  const recordingProblem = (message: string) => problems.push({ index: null, message });
  unknownFields(value, RECORDING_FIELDS).forEach((field) => recordingProblem(`unknown field "${field}"`));
  const input = isRecord(value.input) ? value.input : {};
  unknownFields(input, INPUT_FIELDS).forEach((field) => recordingProblem(`unknown field "${field}" in the input`));
  const formatVersion = typeof value.formatVersion === 'number' ? value.formatVersion : 1;
  const eventsDigest = typeof value.eventsDigest === 'string' ? value.eventsDigest : '';
  if (eventsDigest !== '' && eventsDigest !== digestOfEvents(value.events)) {
    recordingProblem('the event list does not match its digest: events were changed, added or lost');
  } else if (eventsDigest === '' && formatVersion >= 2) {
    recordingProblem('the recording has no digest of its event list');
  }
  if (formatVersion >= 2 && typeof value.machineVersion !== 'number') {
    recordingProblem('the recording does not say which machine version made it');
  }
  const events: RecordedEvent[] = [];
  const positions: number[] = [];
  value.events.forEach((entry: unknown, index) => {
    const event = checkEntry(entry, index, problems);
    if (event === null) return;
    events.push(event);
    positions.push(index);
  });
  const recording: WizardRecording = {
    format: RECORDING_FORMAT,
    formatVersion,
    formVersion: typeof value.formVersion === 'number' ? value.formVersion : FORM_VERSION,
    machineVersion: typeof value.machineVersion === 'number' ? value.machineVersion : MACHINE_VERSION,
    startedAt: typeof value.startedAt === 'string' ? value.startedAt : '',
    // Input fields are all optional and the machine checks what it reads from them.
    input: input as AuctionFormInput,
    events,
    truncated: value.truncated === true,
    eventsDigest,
  };
  return { recording, problems, positions };
}

/** The replayable part of a recording, damage left out; see checkRecording for what was left out and where. */
export function parseRecording(value: unknown): WizardRecording | null {
  return checkRecording(value).recording;
}

/**
 * The recording with every personal value pseudonymized in the order the browser's recorder met them (input, then
 * events), and its digest made anew. On a recording the browser pseudonymized this changes nothing (the
 * pseudonymizer is idempotent); on one that kept a personal value it replaces it, equal values by equal
 * pseudonyms and distinct values by distinct ones, so every guard still decides as it did live.
 */
export function pseudonymizeRecording(recording: WizardRecording): WizardRecording {
  const pseudonymize = createPseudonymizer();
  const input = pseudonymize(recording.input);
  const events = recording.events.map(({ at, event }) => ({ at, event: pseudonymize(event) }));
  return { ...recording, input, events, eventsDigest: digestOfEvents(events) };
}

/**
 * A recording as stored (any JSON), pseudonymized again on the way out in the recorder's order: input, then each
 * entry of the event list. Damage is left as it is, for the replay to report; a recording already pseudonymized
 * comes out unchanged, digest included.
 */
export function pseudonymizeStoredRecording(value: unknown): unknown {
  const pseudonymize = createPseudonymizer();
  if (Array.isArray(value)) return value.map((entry: unknown) => pseudonymize(entry));
  if (!isRecord(value)) return value;
  const input = pseudonymize(value.input);
  const events = Array.isArray(value.events) ? value.events.map((entry: unknown) => pseudonymize(entry)) : value.events;
  return { ...value, input, events };
}
