// A recording stored with a request replays the session that was recorded. The customer corrected
// the address (Vestergade 1 to Vestergade 2), which invalidated otherDebt and wishes; the old second redaction on
// the server merged both addresses into one placeholder and the replay ended in `submitting`.
import { checkRecording, type WizardRecording } from '../../../machines/auctionForm/recording';
import { replay, type ReplayStep } from '../../../machines/replay';
import { readRecording } from '../../../server/db/recordings';
import { drainLenderQueue } from '../../../server/demoLenders/lenderEngine';
import { runReplayCli } from '../../../scripts/replay';
import { addressCorrectionEvents, liveSession, traceOfSteps } from '../../machines/correctedSession';
import { BrowserSession } from '../../support/browserSession';
import { completeSteps } from '../../support/submissionFixture';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(async () => {
  await drainLenderQueue(ctx.app);
  await closeTestApp(ctx);
});

async function submitWithRecording(recording: WizardRecording, email: string): Promise<number> {
  const browser = new BrowserSession(ctx.app, 'da');
  const res = await browser.post('/api/auction-form', {
    steps: completeSteps({ email }),
    formPurpose: 'existing_property',
    recording: JSON.parse(JSON.stringify(recording)),
  });
  expect(res.statusCode).toBe(201);
  return res.json().rfq.id;
}

test('the stored recording of a session that corrected its address replays every step as it happened live', async () => {
  const live = liveSession({ purpose: 'existing_property' }, addressCorrectionEvents());
  const rfqId = await submitWithRecording(live.recording, 'korrektion@example.dk');

  const { recording, problems, positions } = checkRecording(await readRecording(ctx.database.db, rfqId));
  expect(problems).toEqual([]);
  const steps: ReplayStep[] = [];
  const result = replay(recording as WizardRecording, { positions, onStep: (step) => steps.push(step) });
  expect(result.ignored).toEqual([]);
  expect(traceOfSteps(steps)).toEqual(live.trace);
  expect(result.snapshot.value).toEqual({ filling: 'otherDebt' });
});

test('`npm run replay -- --rfq ID` on that request ends on otherDebt with exit 0', async () => {
  const live = liveSession({ purpose: 'existing_property' }, addressCorrectionEvents());
  const rfqId = await submitWithRecording(live.recording, 'korrektion2@example.dk');
  const out: string[] = [];
  const err: string[] = [];
  const code = await runReplayCli(['--rfq', String(rfqId)], {
    loadRecording: (id) => readRecording(ctx.database.db, id),
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  expect(err).toEqual([]);
  expect(code).toBe(0);
  const text = out.join('\n');
  const final = JSON.parse(text.slice(text.indexOf('Final snapshot:') + 'Final snapshot:'.length));
  expect(final.value).toEqual({ filling: 'otherDebt' });
  expect(text).not.toContain('Vestergade');
});
