// Step-up (issue 46 item 3) against the local test identity provider: for a customer linked to MitID, choosing an
// offer, eSkat consent, a new e-mail address and closing the account each need a MitID confirmation of this session
// within MITID_CONFIRMATION_MINUTES (403 mitid_confirmation_required without one, or with an older one); a customer
// not linked keeps the password; the lender's lead says how the choice was confirmed.
import { eq, sql } from 'drizzle-orm';
import { MITID_CONFIRMATION_MINUTES, MITID_CONFIRMATION_REQUIRED } from '../../../domain/mitid';
import * as t from '../../../server/db/schema';
import { issueSupplierToken } from '../../../server/leads/supplierTokens';
import { TEST_PERSONS } from '../../../server/mitid/testIdentityProvider';
import { BrowserSession } from '../../support/browserSession';
import { seededLeadsOf } from '../../support/seededLeads';
import { roundTrip, startHarness, type Harness } from './mitidHarness';

const [mette, lars] = TEST_PERSONS;
let h: Harness;

beforeAll(async () => {
  // Demo lenders wait a minute, so a choice stays unacknowledged and can be undone.
  h = await startHarness({ config: { lenderDelayMs: 60_000, lenderAcknowledgeDelayMs: 60_000 } });
}, 120_000);
afterAll(async () => {
  await h?.close();
});

/** Links the person to the account without a round trip, so the session has no MitID confirmation yet. */
async function linkQuietly(userId: number, subject: string) {
  await h.database.db.insert(t.mitidIdentities).values({ userId, issuer: h.idp.issuer, subject });
}

/** The confirm round trip, back to the page it began on. */
async function confirm(browser: BrowserSession, person: { sub: string }, returnTo = '/dashboard') {
  const trip = await roundTrip(
    browser,
    { person: person.sub },
    `/auth/mitid/start?intent=confirm&returnTo=${encodeURIComponent(returnTo)}`,
  );
  expect(trip.location).toBe(`${returnTo}?mitid=confirmed`);
}

/** Dates this user's sessions' MitID confirmation `msAgo` in the past. */
async function confirmedAgo(userId: number, msAgo: number) {
  const at = new Date(Date.now() - msAgo).toISOString();
  await h.database.db
    .update(t.sessions)
    .set({ data: sql`${t.sessions.data} || ${JSON.stringify({ mitidConfirmedAt: at })}::jsonb` })
    .where(eq(t.sessions.userId, userId));
}

const WINDOW_MS = MITID_CONFIRMATION_MINUTES * 60_000;

function expectConfirmationRequired(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ code: MITID_CONFIRMATION_REQUIRED, message: expect.stringContaining('MitID') });
}

test('the window is a few minutes', () => {
  expect(MITID_CONFIRMATION_MINUTES).toBe(5);
});

describe('choosing an offer and eSkat consent (Mette, linked to MitID)', () => {
  let browser: BrowserSession;
  let userId: number;
  let leadOf: Record<string, number>;
  const lenderCall = async (slug: string, method: 'GET' | 'POST', url: string) =>
    h.app.inject({
      method,
      url,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${(await issueSupplierToken(h.database.db, slug)) as string}`,
      },
    });
  const versionOf = async (leadId: number) =>
    (await h.database.db.select().from(t.offers).where(eq(t.offers.leadId, leadId)))[0].version;

  beforeAll(async () => {
    browser = new BrowserSession(h.app);
    userId = (await browser.login('kunde@example.dk')).id;
    ({ leadOf } = await seededLeadsOf(h.database.db, userId));
    await h.database.db.execute(sql`update offers set valid_until = now() + interval '14 days'`);
    await linkQuietly(userId, mette.sub);
  });

  test('choosing is refused without a confirmation, and with one older than the window; allowed within it; the lender sees mitid', async () => {
    const lead = leadOf['oresund-bank'];
    const choose = async () =>
      browser.post(`/api/customer/leads/${lead}/acceptance`, { offer_version: await versionOf(lead) });

    expectConfirmationRequired(await choose());
    await confirmedAgo(userId, WINDOW_MS + 5_000);
    expectConfirmationRequired(await choose());
    const [untouched] = await h.database.db.select().from(t.leads).where(eq(t.leads.id, lead));
    expect(untouched.status).toBe('open');

    await confirm(browser, mette, '/requests');
    const chosen = await choose();
    expect(chosen.statusCode).toBe(200);
    const [row] = await h.database.db.select().from(t.leads).where(eq(t.leads.id, lead));
    expect(row.status).toBe('won');
    expect(row.confirmedWithMitidAt).toBeInstanceOf(Date);

    const seen = await lenderCall('oresund-bank', 'GET', `/supplier-api/v1/leads/${lead}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ status: 'won', won_confirmed_with: 'mitid' });

    // Undone, the record goes with the choice; chosen again unlinked (password session), the lender sees password.
    expect(
      (await browser.request({ method: 'DELETE', url: `/api/customer/leads/${lead}/acceptance` })).statusCode,
    ).toBe(200);
    const [undone] = await h.database.db.select().from(t.leads).where(eq(t.leads.id, lead));
    expect(undone.confirmedWithMitidAt).toBeNull();
    expect((await lenderCall('oresund-bank', 'GET', `/supplier-api/v1/leads/${lead}`)).json().won_confirmed_with).toBe(
      null,
    );
    await h.database.db.delete(t.mitidIdentities).where(eq(t.mitidIdentities.userId, userId));
    try {
      await confirmedAgo(userId, WINDOW_MS * 10);
      expect((await choose()).statusCode).toBe(200);
      expect((await lenderCall('oresund-bank', 'GET', `/supplier-api/v1/leads/${lead}`)).json()).toMatchObject({
        status: 'won',
        won_confirmed_with: 'password',
      });
    } finally {
      await browser.request({ method: 'DELETE', url: `/api/customer/leads/${lead}/acceptance` });
      await linkQuietly(userId, mette.sub);
    }
  });

  test('a confirmation just inside the window is enough', async () => {
    const lead = leadOf['oresund-bank'];
    await confirmedAgo(userId, WINDOW_MS - 10_000);
    const chosen = await browser.post(`/api/customer/leads/${lead}/acceptance`, {
      offer_version: await versionOf(lead),
    });
    expect(chosen.statusCode).toBe(200);
    await browser.request({ method: 'DELETE', url: `/api/customer/leads/${lead}/acceptance` });
  });

  test('eSkat consent is refused without a fresh confirmation and given with one', async () => {
    const lead = leadOf['oresund-bank'];
    const asked = await lenderCall('oresund-bank', 'POST', `/supplier-api/v1/leads/${lead}/eskat-requests`);
    expect(asked.statusCode).toBe(201);
    const consent = () => browser.post(`/api/customer/leads/${lead}/eskat-consent`, { request_id: asked.json().id });

    await confirmedAgo(userId, WINDOW_MS + 5_000);
    expectConfirmationRequired(await consent());
    const [waiting] = await h.database.db.select().from(t.eskatRequests).where(eq(t.eskatRequests.leadId, lead));
    expect(waiting.status).toBe('requested');

    await confirm(browser, mette, `/requests`);
    const given = await consent();
    expect(given.statusCode).toBe(200);
    expect(given.json().requests[0]).toMatchObject({ id: asked.json().id, status: 'fulfilled', consent_valid: true });
  });

  test("another person's MitID does not confirm Mette", async () => {
    await confirmedAgo(userId, WINDOW_MS * 10);
    const trip = await roundTrip(browser, { person: lars.sub }, '/auth/mitid/start?intent=confirm&returnTo=/requests');
    expect(trip.outcome).toBe('wrongUser');
    const lead = leadOf['oresund-bank'];
    expectConfirmationRequired(
      await browser.post(`/api/customer/leads/${lead}/acceptance`, { offer_version: await versionOf(lead) }),
    );
  });
});

describe('a new e-mail address and closing the account', () => {
  test('linked (Lars): refused without a fresh confirmation even with the right password; allowed with one', async () => {
    const browser = new BrowserSession(h.app);
    const { id } = await browser.login('profil@example.dk');
    await linkQuietly(id, lars.sub);
    const change = () =>
      browser.request({
        method: 'PATCH',
        url: `/api/customer/users/${id}`,
        payload: { email: 'lars.ny@example.dk', current_password: 'demo-hest-batteri' },
      });
    const close = () =>
      browser.request({
        method: 'DELETE',
        url: `/api/customer/users/${id}`,
        payload: { password: 'demo-hest-batteri' },
      });

    expectConfirmationRequired(await change());
    expectConfirmationRequired(await close());
    await confirmedAgo(id, WINDOW_MS + 5_000);
    expectConfirmationRequired(await change());
    expectConfirmationRequired(await close());
    expect((await h.database.db.select().from(t.users).where(eq(t.users.id, id)))[0].email).toBe('profil@example.dk');

    await confirm(browser, lars, '/profile');
    // MitID stands in for the password: none is asked for.
    const changed = await browser.request({
      method: 'PATCH',
      url: `/api/customer/users/${id}`,
      payload: { email: 'lars.ny@example.dk' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().pending_email).toBe('lars.ny@example.dk');

    const closed = await browser.request({ method: 'DELETE', url: `/api/customer/users/${id}`, payload: {} });
    expect(closed.statusCode).toBe(200);
    expect(await h.database.db.select().from(t.users).where(eq(t.users.id, id))).toEqual([]);
  });

  test('not linked (kunde2): the password as before, no MitID asked for', async () => {
    const browser = new BrowserSession(h.app);
    const { id } = await browser.login('kunde2@example.dk');
    const change = (payload: object) => browser.request({ method: 'PATCH', url: `/api/customer/users/${id}`, payload });

    const missing = await change({ email: 'kunde2.ny@example.dk' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['current_password']);
    expect((await change({ email: 'kunde2.ny@example.dk', current_password: 'demo-hest-batteri' })).statusCode).toBe(
      200,
    );

    const noPassword = await browser.request({ method: 'DELETE', url: `/api/customer/users/${id}`, payload: {} });
    expect(noPassword.statusCode).toBe(422);
    expect(Object.keys(noPassword.json().errors)).toEqual(['password']);
    const wrong = await browser.request({
      method: 'DELETE',
      url: `/api/customer/users/${id}`,
      payload: { password: 'x' },
    });
    expect(wrong.statusCode).toBe(422);
    const closed = await browser.request({
      method: 'DELETE',
      url: `/api/customer/users/${id}`,
      payload: { password: 'demo-hest-batteri' },
    });
    expect(closed.statusCode).toBe(200);
  });
});
