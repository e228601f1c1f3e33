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
      help: false,
    });
  });
});
