// The analyst API. Only users with the analyst role read recordings: a guest gets 401, a
// customer (even the one whose request it is), a lender and an admin 403.
import { checkRecording } from '../../../machines/auctionForm/recording';
import * as t from '../../../server/db/schema';
import { drainLenderQueue } from '../../../server/demoLenders/lenderEngine';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let seededRfqId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const [rfq] = await ctx.database.db.select({ id: t.rfqs.id }).from(t.rfqs).orderBy(t.rfqs.id).limit(1);
  seededRfqId = rfq.id;
}, 120_000);
afterAll(async () => {
  await drainLenderQueue(ctx.app);
  await closeTestApp(ctx);
});

async function signedIn(email: string) {
  const browser = new BrowserSession(ctx.app, 'en');
  await browser.login(email);
  return browser;
}

const urls = () => [
  '/api/analyst/recordings',
  `/api/analyst/recordings/${seededRfqId}`,
  '/api/analyst/step-statistics',
];

test('a guest gets 401 and every signed-in user without the analyst role 403, the request’s own customer too', async () => {
  const guest = new BrowserSession(ctx.app, 'en');
  for (const url of urls()) expect((await guest.get(url)).statusCode).toBe(401);
  for (const email of ['kunde@example.dk', 'kunde2@example.dk', 'bank@example.dk', 'admin@example.dk']) {
    const browser = await signedIn(email);
    for (const url of urls()) {
      const res = await browser.get(url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You do not have access to this.' });
    }
  }
});

test('an analyst lists the stored recordings and opens one: pseudonymized, intact, replayable', async () => {
  const analyst = await signedIn('analytiker@example.dk');
  const list = await analyst.get('/api/analyst/recordings');
  expect(list.statusCode).toBe(200);
  expect(list.json().recordings).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ rfq_id: seededRfqId, purpose: 'existing_property', events: expect.any(Number) }),
    ]),
  );
  const res = await analyst.get(`/api/analyst/recordings/${seededRfqId}`);
  expect(res.statusCode).toBe(200);
  const { recording } = res.json();
  expect(checkRecording(recording).problems).toEqual([]);
  const text = JSON.stringify(recording);
  for (const personal of ['Mette', 'Algade', '120584', 'kunde@example.dk', '20 12 34 56']) {
    expect(text).not.toContain(personal);
  }
});

test('a request that does not exist, or a malformed id, is 404; a bad limit 422', async () => {
  const analyst = await signedIn('analytiker@example.dk');
  expect((await analyst.get('/api/analyst/recordings/999999')).statusCode).toBe(404);
  // A malformed id is simply not found, as everywhere in the API (server/http/routeParams.ts).
  expect((await analyst.get('/api/analyst/recordings/abc')).statusCode).toBe(404);
  const zero = await analyst.get('/api/analyst/recordings?limit=0');
  expect(zero.statusCode).toBe(422);
  expect(Object.keys(zero.json().errors)).toEqual(['limit']);
});

test('the figures per step count the seeded session: reached, moved on, went back (the address fix) and a median time', async () => {
  const analyst = await signedIn('analytiker@example.dk');
  const res = await analyst.get('/api/analyst/step-statistics');
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.sessions).toBeGreaterThanOrEqual(1);
  const housing = body.steps.find((s: { step: string }) => s.step === 'housingSituation');
  expect(housing).toMatchObject({ reached: 1, moved_on: 1, went_back: 0 });
  const profile = body.steps.find((s: { step: string }) => s.step === 'profile');
  // From the profile step she went back to correct the address.
  expect(profile).toMatchObject({ reached: 1, went_back: 1 });
  expect(housing.median_ms).toBeGreaterThan(0);
});
