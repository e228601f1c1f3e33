import { createActor } from 'xstate';
import { createRecorder, type WizardRecording } from '../../machines/auctionForm/recording';
import { formatStep, parseArgs, recordingLoaderFrom, runReplayCli } from '../../scripts/replay';
import { quietMachine, validateAndNext } from './fixtures';

function recorded(): WizardRecording {
  const recorder = createRecorder({ input: { purpose: 'unsatisfied' }, now: () => 0 });
  const actor = createActor(quietMachine, { input: { purpose: 'unsatisfied' }, inspect: recorder.inspect }).start();
  [
    ...validateAndNext(2),
    { type: 'SET_STEP_DATA', step: 'profile', formData: { email: 'jens@example.dk' } } as const,
  ].forEach((event) => actor.send(event));
  return recorder.recording();
}

async function run(argv: string[], deps: Parameters<typeof runReplayCli>[1] = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runReplayCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l), ...deps });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('scripts/replay.ts', () => {
  test('prints, after each event, the event, the current step and every step’s validated flag, then the final snapshot', async () => {
    const recording = recorded();
    const { code, out, err } = await run(['session.json'], { readFile: async () => JSON.stringify(recording) });
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain('#1 VALIDATE_STEP');
    expect(out).toContain('#2 NEXT');
    expect(out).toContain('current step: unsatisfied');
    expect(out).toContain('validated: start:yes unsatisfied:no housingSituation:no');
    expect(out).toContain('#5 SET_STEP_DATA {"step":"profile","formData":{"email":"redacted@example.invalid"}}');
    expect(out).toContain('Final snapshot:');
    const final = JSON.parse(out.slice(out.indexOf('Final snapshot:') + 'Final snapshot:'.length));
    expect(final).toMatchObject({ status: 'active', value: { filling: 'housingSituation' } });
  });

  test('marks skipped steps', () => {
    const lines = formatStep({
      index: 0,
      event: { type: 'NEXT' },
      snapshot: createActor(quietMachine, { input: { signedIn: true, profileComplete: true } })
        .start()
        .getSnapshot(),
    });
    expect(lines[2]).toContain('unsatisfied:no(skipped)');
    expect(lines[2]).toContain('profile:no(skipped)');
  });

  test('--rfq loads the recording through loadRecording(rfqId)', async () => {
    const loadRecording = jest.fn(async () => recorded());
    const { code, out } = await run(['--rfq', '42'], { loadRecording });
    expect(code).toBe(0);
    expect(loadRecording).toHaveBeenCalledWith(42);
    expect(out).toContain('Final snapshot:');
  });

  test('--rfq of a request without a recording is a clear error', async () => {
    const { code, err } = await run(['--rfq', '42'], { loadRecording: async () => null });
    expect(code).toBe(2);
    expect(err).toContain('Request 42 has no wizard recording');
  });

  test('--rfq says what is missing while server/db/recordings does not exist', async () => {
    const { code, err } = await run(['--rfq', '42'], {
      loadRecording: recordingLoaderFrom('../server/db/no-such-recordings-module'),
    });
    expect(code).toBe(2);
    expect(err).toContain('needs server/db/no-such-recordings-module.ts exporting loadRecording(rfqId)');
  });

  test('the default loader imports the module lazily and calls its loadRecording', async () => {
    const load = recordingLoaderFrom('../__tests__/machines/recordingsModuleStub');
    await expect(load(7)).resolves.toEqual({ rfqId: 7 });
  });

  test('--inspect streams the replay to the inspector', async () => {
    const inspected: string[] = [];
    const startInspector = jest.fn(async () => ({
      inspect: (e: { type: string }) => inspected.push(e.type),
      stop: () => undefined,
    }));
    const { code, out } = await run(['session.json', '--inspect', '--port', '9001'], {
      readFile: async () => JSON.stringify(recorded()),
      startInspector,
    });
    expect(code).toBe(0);
    expect(startInspector).toHaveBeenCalledWith(9001, expect.any(Function));
    expect(inspected).toContain('@xstate.event');
    expect(out).toContain('press Ctrl+C');
  });

  test('bad arguments and files are reported with the usage', async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(['a.json', 'b.json'])).err).toContain('Only one recording');
    expect((await run(['--rfq', 'x'])).err).toContain('--rfq needs a positive whole number');
    expect((await run(['a.json', '--rfq', '1'])).err).toContain('Give either a recording file or --rfq <id>');
    expect((await run(['a.json'], { readFile: async () => 'not json' })).err).toContain('Cannot read a.json');
    expect((await run(['a.json'], { readFile: async () => '{"hello":1}' })).err).toContain('not a wizard recording');
    expect((await run(['--help'])).out).toContain('Usage:');
  });

  test('parseArgs reads the options', () => {
    expect(parseArgs(['r.json', '--inspect'])).toEqual({
      file: 'r.json',
      rfqId: null,
      inspect: true,
      port: 8080,
      lenient: false,
      help: false,
    });
    expect(parseArgs(['--rfq', '3', '--lenient']).lenient).toBe(true);
  });
});

describe('damaged recordings', () => {
  function damaged(mutate: (recording: { events: unknown[] } & Record<string, unknown>) => void) {
    const recording = JSON.parse(JSON.stringify(recorded()));
    mutate(recording);
    return JSON.stringify(recording);
  }
  const replayOf = (text: string, extra: string[] = []) =>
    run(['session.json', ...extra], { readFile: async () => text });

  test('an intact recording carries the machine version and a digest of its events, and replays with exit 0', async () => {
    const recording = recorded();
    expect(recording).toMatchObject({ formatVersion: 2, machineVersion: 1 });
    expect(recording.eventsDigest).toMatch(/^cyrb64:[0-9a-f]{16}$/);
    const { code, err } = await replayOf(JSON.stringify(recording));
    expect(code).toBe(0);
    expect(err).toBe('');
  });

  test('a garbled event type is reported with its index, and the exit code is 3 unless --lenient', async () => {
    const text = damaged((r) => {
      (r.events[1] as { event: { type: string } }).event.type = 'NEXTT';
    });
    const strict = await replayOf(text);
    expect(strict.code).toBe(3);
    expect(strict.err).toContain('Problem: event #2 (index 1): unknown event type "NEXTT"');
    expect(strict.err).toContain('does not match its digest');
    expect(strict.err).toContain('--lenient');
    const lenient = await replayOf(text, ['--lenient']);
    expect(lenient.code).toBe(0);
    expect(lenient.err).toContain('Warning: event #2 (index 1): unknown event type "NEXTT"');
  });

  test('a garbled step label is reported as unknown and as an event the machine ignores', async () => {
    const text = damaged((r) => {
      (r.events[4] as { event: { step: string } }).event.step = 'profil';
    });
    const { code, err } = await replayOf(text);
    expect(code).toBe(3);
    expect(err).toContain('event #5 (index 4): unknown step "profil" in SET_STEP_DATA');
    expect(err).toContain('event #5 (index 4): the machine ignores SET_STEP_DATA');
  });

  test('null entries, unknown fields and missing times are each reported with their index', async () => {
    const text = damaged((r) => {
      r.events.splice(2, 0, null);
      (r.events[0] as Record<string, unknown>).extra = 1;
      (r.events[3] as { event: Record<string, unknown> }).event.stepp = 'x';
      delete (r.events[4] as Record<string, unknown>).at;
      r.comment = 'hello';
      r.eventsDigest = recorded().eventsDigest;
    });
    const { code, err } = await replayOf(text);
    expect(code).toBe(3);
    expect(err).toContain('recording: unknown field "comment"');
    expect(err).toContain('event #1 (index 0): unknown field "extra" in the entry');
    expect(err).toContain('event #3 (index 2): entry is null, not an event');
    expect(err).toContain('event #4 (index 3): unknown field "stepp" in VALIDATE_STEP');
    expect(err).toContain('event #5 (index 4): entry has no time ("at")');
    // The events that remain keep their position in the numbering of the steps printed.
    expect((await replayOf(text, ['--lenient'])).out).toContain('#6 SET_STEP_DATA');
  });

  test('an event the machine ignores where it comes is reported (PREVIOUS on the first step)', async () => {
    const text = damaged((r) => {
      r.events.unshift({ at: 0, event: { type: 'PREVIOUS' } });
      delete r.eventsDigest;
      r.formatVersion = 1;
    });
    const { code, err } = await replayOf(text);
    expect(code).toBe(3);
    expect(err).toContain('event #1 (index 0): the machine ignores PREVIOUS in state {"filling":"start"}');
  });

  test('a recording of format 2 without digest or machine version is reported', async () => {
    const text = damaged((r) => {
      delete r.eventsDigest;
      delete r.machineVersion;
    });
    const { code, err } = await replayOf(text);
    expect(code).toBe(3);
    expect(err).toContain('recording: the recording has no digest of its event list');
    expect(err).toContain('recording: the recording does not say which machine version made it');
  });

  test('another machine version replays with a warning', async () => {
    const text = damaged((r) => {
      r.machineVersion = 0;
    });
    const { code, err } = await replayOf(text);
    expect(code).toBe(0);
    expect(err).toContain('Recorded with machine version 0');
  });
});
