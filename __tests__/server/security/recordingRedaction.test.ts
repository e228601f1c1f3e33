// The stored wizard recording kept a plaintext password and a CPR number typed into a free
// text. The server redacts by name (any depth, any case) and by shape, whatever the client sent.
import { eq } from 'drizzle-orm';
import { RECORDING_FORMAT } from '../../../machines/auctionForm/recording';
import { createPseudonymizer, redact } from '../../../machines/auctionForm/redaction';
import * as t from '../../../server/db/schema';
import { drainLenderQueue } from '../../../server/demoLenders/lenderEngine';
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

const PASSWORD = 'Hemmelig-kode-123';
const CPR = '140385-1235';
const EMAIL = 'recording@example.dk';
const OTHER_EMAIL = 'anden.person@example.dk';
const PHONE = '+45 40 40 40 40';

/** Everything personal a client could put in a recording, under sensitive names and in free text. */
function leakyRecording() {
  return {
    format: RECORDING_FORMAT,
    input: { prefill: { profile: { Password: PASSWORD, note: `cpr ${CPR}` } } },
    events: [
      {
        at: 1,
        event: {
          type: 'SET_STEP_DATA',
          step: 'profile',
          formData: { email: EMAIL, password: PASSWORD, password_confirmation: PASSWORD, phone: PHONE },
        },
      },
      {
        at: 2,
        event: {
          type: 'SET_STEP_DATA',
          step: 'wishes',
          formData: { customer_comments: `Mit CPR-nummer er ${CPR}, ring på ${PHONE} eller skriv til ${OTHER_EMAIL}` },
        },
      },
      {
        at: 3,
        event: {
          type: 'VALIDATE_STEP',
          step: 'profile',
          formData: {
            nested: [{ deeper: { NewPassword: PASSWORD, CPR_Number: CPR.replace('-', ''), apiToken: 'abc123' } }],
          },
          context: { session: { authToken: 'tok-secret-1', comment: `ring 40404040` } },
        },
      },
      {
        at: 4,
        event: {
          type: 'SET_STEP_DATA',
          step: 'aboutYou',
          formData: { cpr: CPR, children_count: 2, is_registered_as_bad_payer: false },
        },
      },
    ],
  };
}

const LEAKS = [
  PASSWORD,
  CPR,
  CPR.replace('-', ''),
  EMAIL,
  OTHER_EMAIL,
  '40404040',
  '40 40 40 40',
  'abc123',
  'tok-secret-1',
];

function expectNoLeaks(value: unknown) {
  const text = JSON.stringify(value);
  for (const leak of LEAKS) expect(text).not.toContain(leak);
}

test('a submitted recording is stored without the password, the CPR number or any other personal value', async () => {
  const browser = new BrowserSession(ctx.app, 'da');
  const res = await browser.post('/api/auction-form', {
    steps: completeSteps({ email: EMAIL, cpr: CPR }),
    formPurpose: 'existing_property',
    recording: leakyRecording(),
  });
  expect(res.statusCode).toBe(201);
  const [stored] = await ctx.database.db
    .select({ recording: t.rfqs.wizardRecording })
    .from(t.rfqs)
    .where(eq(t.rfqs.id, res.json().rfq.id));
  expect(stored.recording).not.toBeNull();
  expectNoLeaks(stored.recording);
  // What analysts need stays: the events, their steps, and what is not personal.
  const events = (stored.recording as { events: { event: { type: string; step?: string; formData?: object } }[] })
    .events;
  expect(events.map(({ event }) => [event.type, event.step])).toEqual([
    ['SET_STEP_DATA', 'profile'],
    ['SET_STEP_DATA', 'wishes'],
    ['VALIDATE_STEP', 'profile'],
    ['SET_STEP_DATA', 'aboutYou'],
  ]);
  expect(events[3].event.formData).toMatchObject({ children_count: 2, is_registered_as_bad_payer: false });
});

describe('redaction by name and by shape', () => {
  test('sensitive names are caught in any case and at any depth', () => {
    const redacted = redact({
      a: {
        b: { c: [{ Password: 'p1', PASSWORD_CONFIRMATION: 'p2', current_pwd: 'p3', resetToken: 't', cprNummer: '1' }] },
      },
    });
    expect(redacted).toEqual({
      a: {
        b: {
          c: [
            {
              Password: 'xxxxxxxx',
              PASSWORD_CONFIRMATION: 'xxxxxxxx',
              current_pwd: 'xxxxxxxx',
              resetToken: 'xxxxxxxx',
              cprNummer: '0',
            },
          ],
        },
      },
    });
  });

  test('a personal shape is masked whole in any field; amounts, dates and ordinary text stay', () => {
    expect(
      redact({
        note: `cpr ${CPR}`,
        ten: '1403851235',
        mail: 'x',
        remark: `skriv til ${OTHER_EMAIL}`,
        contact: `ring ${PHONE}`,
        amount: '15000000',
        value: 3_800_000,
        figure: 1_403_851_235,
        date: '2024-05-01',
        comment: 'Gerne fast rente, 2 børn.',
      }),
    ).toEqual({
      note: 'xxx 000000-0000',
      ten: '0000000000',
      mail: 'redacted@example.invalid',
      remark: 'xxxxx xxx xxxxx.xxxxxx@xxxxxxx.xx',
      contact: 'xxxx +00 00 00 00 00',
      amount: '15000000',
      value: 3_800_000,
      figure: 0,
      date: '2024-05-01',
      comment: 'Gerne fast rente, 2 børn.',
    });
  });

  test('pseudonyms of shaped values stay distinct, and redact as the originals do', () => {
    const pseudonymize = createPseudonymizer();
    const first = pseudonymize({ note: `cpr ${CPR}` });
    const second = pseudonymize({ note: 'cpr 010203-4567' });
    expect(first).not.toEqual(second);
    expect(redact(first)).toEqual(redact({ note: `cpr ${CPR}` }));
    expect(redact(second)).toEqual(redact({ note: 'cpr 010203-4567' }));
  });

  test('shape detection takes linear time on long text', () => {
    for (const unit of ['1', 'a@', '00', '12 ', 'a.', '+4']) {
      const text = unit.repeat(100_000);
      // Processor time, which other processes on the machine do not inflate.
      const start = process.cpuUsage();
      redact({ comment: text });
      const used = process.cpuUsage(start);
      expect((used.user + used.system) / 1000).toBeLessThan(200);
    }
  });
});
