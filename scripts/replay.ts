// Replays a recorded wizard session and prints every step, for product analysts.
//   tsx scripts/replay.ts <recording.json> [--lenient] [--inspect] [--port 8080]
//   tsx scripts/replay.ts --rfq <id> [--lenient] [--inspect] [--port 8080]
// Damage (entries that are not events, unknown types, steps or fields, a wrong digest, events the machine ignores)
// is reported with each event's index and makes the exit code 3, unless --lenient. --inspect serves a local page
// (127.0.0.1, the given port or a free one) that shows the replay from its start to every page that connects.
import { readFile } from 'node:fs/promises';
import type { InspectionEvent } from 'xstate';
import { checkRecording, type RecordingProblem } from '../machines/auctionForm/recording';
import { STEP_LABELS } from '../machines/auctionForm/steps';
import { isStepSkipped } from '../machines/auctionForm/navigation';
import { replay, type AuctionFormSnapshot, type ReplayStep } from '../machines/replay';

export interface StreamingInspector {
  inspect: (inspectionEvent: InspectionEvent) => void;
  /** Each replayed event, as the local page's table shows it. */
  step?: (step: ReplayStep) => void;
  stop: () => void;
}

export interface ReplayCliDeps {
  readFile: (path: string) => Promise<string>;
  /** The recording stored with a request (rfqs.wizard_recording); null when there is none. */
  loadRecording: (rfqId: number) => Promise<unknown>;
  startInspector: (port: number, out: (line: string) => void) => Promise<StreamingInspector>;
  out: (line: string) => void;
  err: (line: string) => void;
}

interface CliArgs {
  file: string | null;
  rfqId: number | null;
  inspect: boolean;
  port: number;
  lenient: boolean;
  help: boolean;
}

const USAGE = [
  'Usage: tsx scripts/replay.ts <recording.json> [--lenient] [--inspect] [--port 8080]',
  '       tsx scripts/replay.ts --rfq <id> [--lenient] [--inspect] [--port 8080]',
].join('\n');

/** Exit code of a replay that found damage (without --lenient); 2 is a usage error, 1 a crash. */
export const DAMAGED_EXIT_CODE = 3;

class CliError extends Error {}

export function parseArgs(argv: readonly string[]): CliArgs {
  const args: CliArgs = { file: null, rfqId: null, inspect: false, port: 8080, lenient: false, help: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') args.help = true;
    else if (arg === '--inspect') args.inspect = true;
    else if (arg === '--lenient') args.lenient = true;
    else if (arg === '--rfq' || arg === '--port') {
      const value = Number(argv[i + 1]);
      if (!Number.isInteger(value) || value <= 0) throw new CliError(`${arg} needs a positive whole number`);
      if (arg === '--rfq') args.rfqId = value;
      else args.port = value;
      i += 1;
    } else if (arg.startsWith('--')) throw new CliError(`Unknown option ${arg}`);
    else if (args.file === null) args.file = arg;
    else throw new CliError(`Only one recording at a time (got ${args.file} and ${arg})`);
  }
  if (!args.help && (args.file === null) === (args.rfqId === null)) {
    throw new CliError('Give either a recording file or --rfq <id>');
  }
  return args;
}

function stateName(snapshot: AuctionFormSnapshot): string {
  const value: unknown = snapshot.value;
  if (typeof value === 'string') return value;
  return Object.entries(value as Record<string, string>)
    .map(([parent, child]) => `${parent}.${child}`)
    .join(',');
}

function shorten(text: string, max = 240): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function flagsOf(snapshot: AuctionFormSnapshot): string {
  const context = snapshot.context;
  return STEP_LABELS.map((label) => {
    const step = context.steps.find((s) => s.label === label);
    const flag = step?.validated ? 'yes' : 'no';
    return `${label}:${flag}${isStepSkipped(context, label) ? '(skipped)' : ''}`;
  }).join(' ');
}

function payloadOf(event: ReplayStep['event']): string {
  const { type: _type, ...payload } = event;
  return Object.keys(payload).length > 0 ? shorten(JSON.stringify(payload)) : '';
}

export function formatStep({ index, event, snapshot }: ReplayStep): string[] {
  const context = snapshot.context;
  const payload = payloadOf(event);
  return [
    `#${index + 1} ${event.type}${payload ? ` ${payload}` : ''}`,
    `   state: ${stateName(snapshot)}   current step: ${context.currentStepLabel}   purpose: ${context.formPurpose}`,
    `   validated: ${flagsOf(snapshot)}`,
  ];
}

/** `event #6 (index 5)`, or `recording` for a problem of the recording as a whole. */
export function formatProblem({ index, message }: RecordingProblem): string {
  return `${index === null ? 'recording' : `event #${index + 1} (index ${index})`}: ${message}`;
}

function isModuleNotFound(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND';
}

/** Where the database side lives, relative to this file: it exports loadRecording(rfqId). */
export const RECORDINGS_MODULE = '../server/db/recordings';

/** Loads recordings through a module imported on first use, so the replay of a file never opens the database. */
export function recordingLoaderFrom(specifier: string): (rfqId: number) => Promise<unknown> {
  return async (rfqId) => {
    let recordings: { loadRecording?: unknown };
    try {
      // A computed specifier: the module may not exist yet, and the type checker must not require it.
      recordings = (await import(specifier)) as { loadRecording?: unknown };
    } catch (error) {
      if (isModuleNotFound(error)) {
        throw new CliError(
          `--rfq needs ${specifier.replace(/^\.\.\//, '')}.ts exporting loadRecording(rfqId), which does not exist yet. ` +
            'Replay a recording file instead.',
        );
      }
      throw error;
    }
    if (typeof recordings.loadRecording !== 'function') {
      throw new CliError(`${specifier} does not export loadRecording(rfqId)`);
    }
    return (recordings.loadRecording as (id: number) => Promise<unknown>)(rfqId);
  };
}

async function startLocalInspector(port: number, out: (line: string) => void): Promise<StreamingInspector> {
  const { startReplayInspectorServer } = await import('./replayInspector');
  const { createInspector } = await import('@statelyai/inspect');
  const server = await startReplayInspectorServer(port);
  // The Stately format, kept in the same history for the page's optional Stately view.
  const stately = createInspector({ send: (data) => server.publish({ kind: 'stately', data }) });
  stately.start();
  if (server.port !== port) out(`Port ${port} is taken; using ${server.port} instead.`);
  out(`Inspector: open ${server.url} in a browser to watch the replay (every page sees it from the start).`);
  return {
    inspect: (inspectionEvent) => stately.inspect.next?.(inspectionEvent),
    step: (step) =>
      server.publish({
        kind: 'step',
        index: step.index,
        event: step.event.type,
        payload: payloadOf(step.event),
        state: stateName(step.snapshot),
        currentStep: step.snapshot.context.currentStepLabel,
        flags: flagsOf(step.snapshot),
      }),
    stop: () => {
      stately.stop();
      void server.stop();
    },
  };
}

const defaultDeps: ReplayCliDeps = {
  readFile: (path) => readFile(path, 'utf8'),
  loadRecording: recordingLoaderFrom(RECORDINGS_MODULE),
  startInspector: startLocalInspector,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** Runs the CLI; resolves to the exit code. With --inspect, the inspector keeps running after the replay. */
export async function runReplayCli(argv: readonly string[], deps: Partial<ReplayCliDeps> = {}): Promise<number> {
  const { readFile: read, loadRecording, startInspector, out, err } = { ...defaultDeps, ...deps };
  try {
    const args = parseArgs(argv);
    if (args.help) {
      out(USAGE);
      return 0;
    }
    let raw: unknown;
    if (args.rfqId !== null) {
      raw = await loadRecording(args.rfqId);
      if (raw === null || raw === undefined) throw new CliError(`Request ${args.rfqId} has no wizard recording`);
    } else {
      const file = args.file as string;
      try {
        raw = JSON.parse(await read(file));
      } catch (error) {
        throw new CliError(`Cannot read ${file}: ${(error as Error).message}`);
      }
    }
    const { recording, problems, positions } = checkRecording(raw);
    if (recording === null) throw new CliError('That is not a wizard recording');
    const inspector = args.inspect ? await startInspector(args.port, out) : null;
    const result = replay(recording, {
      inspect: inspector?.inspect,
      positions,
      onStep: (step) => {
        formatStep(step).forEach(out);
        inspector?.step?.(step);
      },
    });
    result.warnings.forEach((warning) => err(`Warning: ${warning}`));
    const found = [...problems, ...result.ignored].sort((a, b) => (a.index ?? -1) - (b.index ?? -1));
    found.forEach((problem) => err(`${args.lenient ? 'Warning' : 'Problem'}: ${formatProblem(problem)}`));
    const { status, value, context } = result.snapshot;
    out('Final snapshot:');
    out(JSON.stringify({ status, value, context }, null, 2));
    if (inspector) out('Streamed to the inspector; press Ctrl+C to stop.');
    if (found.length > 0 && !args.lenient) {
      err(`The recording is damaged (${found.length} problem(s)); the replay above may differ from the session.`);
      err('Replay with --lenient to accept it.');
      return DAMAGED_EXIT_CODE;
    }
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      err(error.message);
      err(USAGE);
      return 2;
    }
    err(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return 1;
  }
}

if (require.main === module) {
  const argv = process.argv.slice(2);
  void runReplayCli(argv).then((code) => {
    // Without the inspector nothing should keep running (a database pool opened by loadRecording would).
    if (code !== 0 || !argv.includes('--inspect')) process.exit(code);
  });
}
