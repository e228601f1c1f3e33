// What the analyst view shows of recorded wizard sessions, computed from the machine itself so it cannot drift:
// the states and transitions of its definition, a session's timeline (state, step flags and context change after
// each event), and figures per step across many sessions. Pure: no React, no database.
import type { AnyStateNode } from 'xstate';
import { auctionFormMachine } from './auctionForm/auctionFormMachine';
import { isStepNeeded, isStepSkipped } from './auctionForm/navigation';
import { checkRecording, type RecordingProblem, type WizardRecording } from './auctionForm/recording';
import { STEP_LABELS } from './auctionForm/steps';
import type { AuctionFormEvent, StepLabel } from './auctionForm/types';
import { replay, type AuctionFormSnapshot } from './replay';

// ---- The diagram ----------------------------------------------------------------------------------------------

export interface DiagramTransition {
  event: string;
  guard: string | null;
  /** State ids the transition goes to; empty when it stays (an internal transition that only runs actions). */
  targets: string[];
}

export interface DiagramState {
  /** Full id, e.g. `auctionForm.filling.otherDebt`. */
  id: string;
  /** The state's own key, e.g. `otherDebt`. */
  key: string;
  initial: string | null;
  final: boolean;
  transitions: DiagramTransition[];
  children: DiagramState[];
}

function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') {
    const params = 'params' in guard && guard.params ? ` ${JSON.stringify(guard.params)}` : '';
    return `${guard.type}${params}`;
  }
  return 'inline guard';
}

function diagramOf(node: AnyStateNode): DiagramState {
  const transitions: DiagramTransition[] = [];
  for (const [event, list] of node.transitions) {
    for (const transition of list) {
      transitions.push({
        event,
        guard: guardName(transition.guard),
        targets: (transition.target ?? []).map((target) => target.id),
      });
    }
  }
  for (const transition of node.always ?? []) {
    transitions.push({
      event: 'always',
      guard: guardName(transition.guard),
      targets: (transition.target ?? []).map((target) => target.id),
    });
  }
  const initialTarget = node.initial?.target?.[0];
  return {
    id: node.id,
    key: node.key,
    initial: initialTarget ? initialTarget.key : null,
    final: node.type === 'final',
    transitions,
    children: Object.values(node.states).map(diagramOf),
  };
}

/** The wizard's statechart as data, read from the machine definition itself. */
export function machineDiagram(): DiagramState {
  return diagramOf(auctionFormMachine.root);
}

/** `filling.otherDebt` for `{ filling: 'otherDebt' }`; the state ids the diagram marks as active. */
export function activeStateIds(value: unknown, prefix = auctionFormMachine.id): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    `${prefix}.${key}`,
    ...activeStateIds(child, `${prefix}.${key}`),
  ]);
}

export function stateLabel(value: unknown): string {
  return (
    activeStateIds(value)
      .at(-1)
      ?.slice(auctionFormMachine.id.length + 1) ?? String(value)
  );
}

// ---- The timeline of one session -------------------------------------------------------------------------------

export interface StepFlags {
  step: StepLabel;
  needed: boolean;
  skipped: boolean;
  validated: boolean;
  current: boolean;
}

export interface ContextChange {
  /** Dotted path into the context, e.g. `steps.2.validated`. */
  path: string;
  before: unknown;
  after: unknown;
}

export interface TimelineEntry {
  /** Position in the recording's event list. */
  index: number;
  /** Milliseconds since the recording started. */
  at: number;
  event: AuctionFormEvent;
  state: string;
  stateValue: unknown;
  currentStep: StepLabel;
  flags: StepFlags[];
  /** What this event changed in the context (against the one before it, or the initial context). */
  changes: ContextChange[];
  /** Set when the machine ignored this event where it came. */
  ignored: string | null;
}

export interface SessionTimeline {
  recording: WizardRecording;
  initialState: string;
  /** The step the wizard opened on, before the first event. */
  initialStep: StepLabel;
  entries: TimelineEntry[];
  problems: RecordingProblem[];
  warnings: string[];
}

export function stepFlags(snapshot: AuctionFormSnapshot): StepFlags[] {
  const { context } = snapshot;
  return STEP_LABELS.map((label) => ({
    step: label,
    needed: isStepNeeded(context, label),
    skipped: isStepSkipped(context, label),
    validated: context.steps.find((step) => step.label === label)?.validated === true,
    current: context.currentStepLabel === label,
  }));
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** Every leaf that differs between two JSON-like values, by dotted path; a list or object that appears is one change. */
export function contextDifference(before: unknown, after: unknown, path = ''): ContextChange[] {
  if (Object.is(before, after)) return [];
  if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => contextDifference(before[key], after[key], path ? `${path}.${key}` : key));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path, before, after }];
}

/** Replays a recording (any JSON: damage is reported, not thrown) into what the analyst view shows. */
export function sessionTimeline(raw: unknown): SessionTimeline | null {
  const { recording, problems, positions } = checkRecording(raw);
  if (recording === null) return null;
  const entries: TimelineEntry[] = [];
  let previous: AuctionFormSnapshot | null = null;
  let initial: AuctionFormSnapshot | null = null;
  const result = replay(recording, {
    positions,
    onStep: ({ index, event, snapshot }) => {
      const at = recording.events[entries.length]?.at ?? 0;
      const before = previous?.context ?? initial?.context;
      entries.push({
        index,
        at,
        event,
        state: stateLabel(snapshot.value),
        stateValue: snapshot.value,
        currentStep: snapshot.context.currentStepLabel,
        flags: stepFlags(snapshot),
        changes: before ? contextDifference(before, snapshot.context) : [],
        ignored: null,
      });
      previous = snapshot;
    },
    onStart: (snapshot) => {
      initial = snapshot;
    },
  });
  for (const problem of result.ignored) {
    const entry = entries.find((e) => e.index === problem.index);
    if (entry) entry.ignored = problem.message;
  }
  const start = initial as AuctionFormSnapshot | null;
  return {
    recording,
    initialState: start ? stateLabel(start.value) : '',
    initialStep: start ? start.context.currentStepLabel : 'start',
    entries,
    problems: [...problems, ...result.ignored].sort((a, b) => (a.index ?? -1) - (b.index ?? -1)),
    warnings: result.warnings,
  };
}

// ---- Figures across sessions ------------------------------------------------------------------------------------

export interface StepStatistics {
  step: StepLabel;
  /** Sessions that were on the step at least once. */
  reached: number;
  /** Sessions that left it for a later step at least once. */
  movedOn: number;
  /** Sessions that went from it to an earlier step at least once. */
  wentBack: number;
  /** Sessions whose recording ends on this step without having been submitted. */
  endedHere: number;
  /** Median over the sessions that reached it of the total time spent on it, in milliseconds; null if none. */
  medianMs: number | null;
}

export interface RecordingStatistics {
  sessions: number;
  /** Stored recordings that could not be read at all. */
  unreadable: number;
  steps: StepStatistics[];
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

/** Per step: how many sessions reached it, moved on, went back or ended there, and the median time spent on it. */
export function recordingStatistics(recordings: readonly unknown[]): RecordingStatistics {
  const order = (step: StepLabel) => STEP_LABELS.indexOf(step);
  const reached = new Map<StepLabel, number>();
  const movedOn = new Map<StepLabel, number>();
  const wentBack = new Map<StepLabel, number>();
  const endedHere = new Map<StepLabel, number>();
  const times = new Map<StepLabel, number[]>();
  const bump = (map: Map<StepLabel, number>, step: StepLabel) => map.set(step, (map.get(step) ?? 0) + 1);
  let sessions = 0;
  let unreadable = 0;

  for (const raw of recordings) {
    const timeline = sessionTimeline(raw);
    if (timeline === null) {
      unreadable += 1;
      continue;
    }
    sessions += 1;
    const seen = new Set<StepLabel>();
    const forward = new Set<StepLabel>();
    const back = new Set<StepLabel>();
    const spent = new Map<StepLabel, number>();
    let current: StepLabel | null = null;
    let since = 0;
    let submitted = false;
    if (timeline.entries.length > 0) {
      // Where the session stood before its first event: the step the wizard opened on.
      current = timeline.initialStep;
      seen.add(current);
    }
    for (const entry of timeline.entries) {
      if (entry.stateValue === 'submitting' || entry.stateValue === 'submitted') submitted = true;
      if (current !== null && entry.currentStep !== current) {
        spent.set(current, (spent.get(current) ?? 0) + (entry.at - since));
        (order(entry.currentStep) > order(current) ? forward : back).add(current);
        since = entry.at;
      }
      current = entry.currentStep;
      seen.add(current);
    }
    const last = timeline.entries.at(-1);
    if (current !== null && last) spent.set(current, (spent.get(current) ?? 0) + (last.at - since));
    seen.forEach((step) => {
      bump(reached, step);
      times.set(step, [...(times.get(step) ?? []), spent.get(step) ?? 0]);
    });
    forward.forEach((step) => bump(movedOn, step));
    back.forEach((step) => bump(wentBack, step));
    if (current !== null && !submitted) bump(endedHere, current);
  }

  return {
    sessions,
    unreadable,
    steps: STEP_LABELS.map((step) => ({
      step,
      reached: reached.get(step) ?? 0,
      movedOn: movedOn.get(step) ?? 0,
      wentBack: wentBack.get(step) ?? 0,
      endedHere: endedHere.get(step) ?? 0,
      medianMs: median(times.get(step) ?? []),
    })),
  };
}
