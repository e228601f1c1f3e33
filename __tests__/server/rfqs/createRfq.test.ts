// One rule set for every new request, whichever way it comes (the request form or the saved profile): one
// active request per customer, idempotency by customer and key, concurrent starts serialised; the form's
// tracking fields kept with the request for attribution, and cleared after the retention period.
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as t from '../../../server/db/schema';
import { drainLenderQueue } from '../../../server/demoLenders/lenderEngine';
import { ATTRIBUTION_RETENTION_DAYS, purgeOldAttribution } from '../../../server/rfqs/attribution';
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

const formSubmit = (browser: BrowserSession, payload: object, key?: string) =>
  browser.request({
    method: 'POST',
    url: '/api/auction-form',
    payload,
    headers: key ? { 'idempotency-key': key } : {},
  });

const stepsWithoutProfile = () => {
  const steps: Partial<ReturnType<typeof completeSteps>> = completeSteps();
  delete steps.profile;
  return steps;
};

async function openRequests(userId: number) {
  return ctx.database.db
    .select({ id: t.rfqs.id })
    .from(t.rfqs)
    .where(and(eq(t.rfqs.userId, userId), isNull(t.rfqs.closedAt)));
}

test('the form refuses a second active request: three submissions, one request, then 409 naming it', async () => {
  const browser = new BrowserSession(ctx.app, 'en');
  const me = await browser.login('kunde2@example.dk');
  const first = await formSubmit(browser, { steps: stepsWithoutProfile(), formPurpose: 'existing_property' });
  expect(first.statusCode).toBe(201);
  for (let i = 0; i < 2; i += 1) {
    const again = await formSubmit(browser, { steps: stepsWithoutProfile(), formPurpose: 'existing_property' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: expect.stringMatching(/active request/), rfq_id: first.json().rfq.id });
  }
  expect(await openRequests(me.id)).toHaveLength(1);
  // The profile path meets the same rule.
  const fromProfile = await browser.post(`/api/customer/users/${me.id}/rfqs`, { idempotency_key: 'profile-1' });
  expect(fromProfile.statusCode).toBe(409);
  expect(fromProfile.json().rfq_id).toBe(first.json().rfq.id);
});

test('concurrent starts from the saved profile open exactly one request', async () => {
  const browser = new BrowserSession(ctx.app);
  const me = await browser.login('kunde@example.dk');
  await ctx.database.db.update(t.rfqs).set({ closedAt: new Date() }).where(eq(t.rfqs.userId, me.id));
  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      browser.post(`/api/customer/users/${me.id}/rfqs`, { idempotency_key: `k${i}` }),
    ),
  );
  expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  expect(await openRequests(me.id)).toHaveLength(1);
});

test('the tracking fields of a submission are stored with the request, and cleared after the retention period', async () => {
  const tracking = {
    affiliate_key: 'partner-7',
    affiliate_details: { campaign: 'winter' },
    analytics_client_id: '123.456',
    analytics_session_id: '789',
    gclid: 'gclid-1',
    fbp: 'fb.1.2.3',
    fbc: 'fb.1.2.abc',
    referer: 'https://example.org/ad',
    user_agent: 'Mozilla/5.0',
  };
  const browser = new BrowserSession(ctx.app);
  const res = await formSubmit(browser, {
    steps: completeSteps({ email: 'attribution@example.dk' }),
    formPurpose: 'existing_property',
    ...tracking,
    team_name: 'admin',
  });
  expect(res.statusCode).toBe(201);
  const rfqId = res.json().rfq.id as number;
  const stored = async () =>
    (await ctx.database.db.select({ a: t.rfqs.attribution }).from(t.rfqs).where(eq(t.rfqs.id, rfqId)))[0].a;
  // Everything the browser sent for attribution, and nothing else (team_name is no tracking field).
  expect(await stored()).toEqual(tracking);

  expect(await purgeOldAttribution(ctx.database.db)).toBe(0);
  await ctx.database.db
    .update(t.rfqs)
    .set({ createdAt: sql`now() - make_interval(days => ${ATTRIBUTION_RETENTION_DAYS + 1})` })
    .where(eq(t.rfqs.id, rfqId));
  expect(await purgeOldAttribution(ctx.database.db)).toBe(1);
  expect(await stored()).toBeNull();
});

test('text a database cannot store is a 422 at its field, never a 500', async () => {
  const browser = new BrowserSession(ctx.app, 'en');
  const steps = completeSteps({ email: 'nul@example.dk' }) as ReturnType<typeof completeSteps> & {
    profile: Record<string, unknown>;
  };
  steps.profile.phone = '+4540404040\u0000';
  const res = await formSubmit(browser, { steps, formPurpose: 'existing_property' });
  expect(res.statusCode).toBe(422);
  expect(Object.keys(res.json().errors)).toContain('profile.phone');
  const lone = await formSubmit(browser, { steps: completeSteps({ email: 'x@example.dk' }), referer: 'a\ud800b' });
  expect(lone.statusCode).toBe(422);
  expect(lone.json().errors.referer).toEqual(['The field contains characters that are not allowed']);
});
