// The cookie banner's choices are logged so that consent can be proven: what, when, under which text version, and
// nothing that names the visitor.
import { CONSENT_TEXT_VERSION } from '../../../domain/cookieConsent';
import * as t from '../../../server/db/schema';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => closeTestApp(ctx));

const choice = { consent_id: 'a'.repeat(32), statistics: true, marketing: false, text_version: CONSENT_TEXT_VERSION };

test('a guest’s choice is logged with its time and text version', async () => {
  const guest = new BrowserSession(ctx.app);
  const before = Date.now();
  const res = await guest.post('/api/cookie-consents', choice);
  expect(res.statusCode).toBe(201);
  const decidedAt = Date.parse(res.json().decided_at);
  expect(decidedAt).toBeGreaterThanOrEqual(before - 1000);
  const rows = await ctx.database.db.select().from(t.cookieConsents);
  expect(rows).toEqual([
    {
      id: expect.any(Number),
      consentId: choice.consent_id,
      statistics: true,
      marketing: false,
      textVersion: CONSENT_TEXT_VERSION,
      decidedAt: expect.any(Date),
    },
  ]);
});

test('without the CSRF token nothing is logged', async () => {
  const guest = new BrowserSession(ctx.app);
  const res = await guest.post('/api/cookie-consents', choice, { csrf: false });
  expect(res.statusCode).toBe(419);
});

test.each([
  ['another text version', { ...choice, text_version: CONSENT_TEXT_VERSION + 1 }, 'text_version'],
  ['an id that is not random hex', { ...choice, consent_id: 'kunde@example.dk' }, 'consent_id'],
  ['a purpose that is not yes or no', { ...choice, marketing: 'yes' }, 'marketing'],
])('%s is refused at its field', async (_name, body, field) => {
  const guest = new BrowserSession(ctx.app);
  const res = await guest.post('/api/cookie-consents', body);
  expect(res.statusCode).toBe(422);
  expect(Object.keys(res.json().errors)).toContain(field);
});
