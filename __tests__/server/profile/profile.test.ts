// Profile: contact details, e-mail change confirmed only by the mailed link, password change (throttled,
// other sessions ended), closing the account (password required; data deleted or anonymised) and the export.
import { eq } from 'drizzle-orm';
import * as t from '../../../server/db/schema';
import { makeEmailChangeToken } from '../../../server/users/emailChange';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, resetThrottles, type TestContext } from '../../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => closeTestApp(ctx));
beforeEach(() => resetThrottles(ctx));

const PASSWORD = 'demo-hest-batteri';

async function signedIn(email: string, lang = 'da', password = PASSWORD) {
  const browser = new BrowserSession(ctx.app, lang);
  const user = await browser.login(email, password);
  return { browser, id: user.id };
}

const patch = (browser: BrowserSession, id: number, payload: object) =>
  browser.request({ url: `/api/customer/users/${id}`, method: 'PATCH', payload });

async function userRow(id: number) {
  const [row] = await ctx.database.db.select().from(t.users).where(eq(t.users.id, id));
  return row;
}

async function outbox() {
  return (await ctx.app.inject('/dev/mail')).json() as { to: string; subject: string; text: string }[];
}

describe('PATCH /api/customer/users/{userId}', () => {
  test('name and phone are saved at once; the phone is checked as Danish', async () => {
    const { browser, id } = await signedIn('kunde@example.dk');
    const saved = await patch(browser, id, { name: '  Mette  Kunde Jensen ', phone: '20 98 76 54' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      user: { id, name: 'Mette Kunde Jensen', phone: '20 98 76 54' },
      pending_email: null,
      message: 'Dine oplysninger er gemt.',
    });
    expect((await userRow(id)).phone).toBe('20 98 76 54');

    const bad = await patch(browser, id, { name: 'Mette', phone: '+46 70 123 45 67' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'phone']);
    expect(bad.json().errors.phone[0]).toMatch(/telefonnummer/i);
    // Nothing half-saved.
    expect(await userRow(id)).toMatchObject({ name: 'Mette Kunde Jensen', phone: '20 98 76 54' });
    await patch(browser, id, { phone: '+4520123456' });
  });

  test('a name with a hyphen, an apostrophe or an initial is saved; digits and emoji are refused', async () => {
    const { browser, id } = await signedIn('kunde@example.dk');
    for (const name of ['Anne-Marie Østergård', "Conan O'Brien", 'Hans J. Hansen']) {
      const saved = await patch(browser, id, { name });
      expect(saved.statusCode).toBe(200);
      expect((await userRow(id)).name).toBe(name);
    }
    for (const name of ['Mette 2 Jensen', 'Mette 😀 Jensen']) {
      const refused = await patch(browser, id, { name });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.name[0]).toMatch(/bindestreger/);
    }
    await patch(browser, id, { name: 'Mette Kunde Jensen' });
  });

  test('errors are translated for an English customer; an empty phone removes the number', async () => {
    const { browser, id } = await signedIn('kunde2@example.dk', 'en');
    const bad = await patch(browser, id, { phone: '12' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.phone[0]).toMatch(/phone/i);
    const cleared = await patch(browser, id, { phone: '' });
    expect(cleared.json().user.phone).toBeNull();
    await patch(browser, id, { phone: '+4530123456' });
  });

  test("another user's id answers 403 and changes nothing; a guest gets 401; no CSRF token 419", async () => {
    const { browser } = await signedIn('kunde@example.dk');
    const { id: otherId } = await signedIn('kunde2@example.dk');
    const other = await patch(browser, otherId, { name: 'Overtaget Konto' });
    expect(other.statusCode).toBe(403);
    expect((await userRow(otherId)).name).toBe('Lars Anden Nielsen');
    expect((await browser.get(`/api/customer/users/${otherId}/export`)).statusCode).toBe(403);
    const guest = new BrowserSession(ctx.app);
    expect((await patch(guest, otherId, { name: 'Gæst Gæstesen' })).statusCode).toBe(401);
    const noCsrf = await browser.request({
      url: `/api/customer/users/${otherId}`,
      method: 'PATCH',
      payload: { name: 'X Y' },
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(419);
  });
});

describe('changing the e-mail address', () => {
  test('takes effect only through the link mailed to the new address, once', async () => {
    const { browser, id } = await signedIn('kunde2@example.dk');
    const asked = await patch(browser, id, { email: 'Lars.Ny@Example.dk', current_password: PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ pending_email: 'lars.ny@example.dk', user: { email: 'kunde2@example.dk' } });
    expect((await userRow(id)).email).toBe('kunde2@example.dk');

    const [mail] = await outbox();
    expect(mail.to).toBe('lars.ny@example.dk');
    const token = decodeURIComponent(/confirm-email=([^\s&]+)/.exec(mail.text)?.[1] ?? '');
    expect(token).not.toBe('');

    // A forged or tampered token does nothing.
    const forged = await browser.post(`/api/customer/users/${id}/email/confirm`, { token: `${token}x` });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors.token).toHaveLength(1);
    // Someone else signed in cannot use it.
    const { browser: mette, id: metteId } = await signedIn('kunde@example.dk');
    expect((await mette.post(`/api/customer/users/${metteId}/email/confirm`, { token })).statusCode).toBe(422);

    const confirmed = await browser.post(`/api/customer/users/${id}/email/confirm`, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.email).toBe('lars.ny@example.dk');
    expect((await userRow(id)).email).toBe('lars.ny@example.dk');
    // Used once.
    expect((await browser.post(`/api/customer/users/${id}/email/confirm`, { token })).statusCode).toBe(422);
    // The new address signs in.
    await new BrowserSession(ctx.app).login('lars.ny@example.dk');
    // Back, for the other tests (also by a link).
    await patch(browser, id, { email: 'kunde2@example.dk', current_password: PASSWORD });
    const [back] = await outbox();
    const backToken = decodeURIComponent(/confirm-email=([^\s&]+)/.exec(back.text)?.[1] ?? '');
    expect((await browser.post(`/api/customer/users/${id}/email/confirm`, { token: backToken })).statusCode).toBe(200);
  });

  test('needs the current password: none or a wrong one is 422 on current_password and mails nothing', async () => {
    const { browser, id } = await signedIn('kunde2@example.dk');
    const before = (await outbox()).length;
    const missing = await patch(browser, id, { email: 'kapret@example.dk' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.current_password).toEqual([
      'Skriv din nuværende adgangskode for at skifte e-mailadresse.',
    ]);
    const wrong = await patch(browser, id, { email: 'kapret@example.dk', current_password: 'not-the-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(['Adgangskoden er ikke korrekt.']);
    expect((await outbox()).length).toBe(before);
    // Name and phone alone still need no password.
    expect((await patch(browser, id, { name: 'Lars Anden Nielsen' })).statusCode).toBe(200);
  });

  test('an address another account has is refused; an expired link is refused', async () => {
    const { browser, id } = await signedIn('kunde2@example.dk');
    const taken = await patch(browser, id, { email: 'kunde@example.dk' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual(['En anden konto bruger allerede denne e-mailadresse.']);
    const invalid = await patch(browser, id, { email: 'ikke-en-adresse' });
    expect(invalid.statusCode).toBe(422);

    const expired = makeEmailChangeToken(ctx.config.appKey, {
      userId: id,
      from: 'kunde2@example.dk',
      to: 'gammel@example.dk',
      expiresAt: Date.now() - 1000,
    });
    const answer = await browser.post(`/api/customer/users/${id}/email/confirm`, { token: expired });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.token[0]).toMatch(/for gammelt/);
    expect((await userRow(id)).email).toBe('kunde2@example.dk');
  });
});

describe('POST /api/customer/users/{userId}/password', () => {
  const url = (id: number) => `/api/customer/users/${id}/password`;

  test('the new password follows the sign-up rules and must be confirmed', async () => {
    const { browser, id } = await signedIn('kunde2@example.dk');
    const weak = await browser.post(url(id), { current_password: PASSWORD, password: 'svag' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password[0]).toMatch(/12/);
    const mismatch = await browser.post(url(id), {
      current_password: PASSWORD,
      password: 'Sommer-i-2026x',
      password_confirmation: 'Sommer2026y',
    });
    expect(mismatch.json().errors).toHaveProperty('password_confirmation');
    const same = await browser.post(url(id), { current_password: PASSWORD, password: PASSWORD });
    expect(same.statusCode).toBe(422);
    const missing = await browser.post(url(id), { password: 'Sommer-i-2026x' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('current_password');
  });

  test('a wrong current password is 422, and after five the sign-in throttle answers 429', async () => {
    const { browser, id } = await signedIn('kunde2@example.dk');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await browser.post(url(id), { current_password: `Forkert${i}Kode`, password: 'Sommer-i-2026x' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors.current_password).toEqual(['Adgangskoden er ikke korrekt.']);
    }
    const locked = await browser.post(url(id), { current_password: PASSWORD, password: 'Sommer-i-2026x' });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The password did not change during the lock-out.
    await resetThrottles(ctx);
    await new BrowserSession(ctx.app).login('kunde2@example.dk', PASSWORD);
  });

  test('the right current password changes it; the other sessions end, this one stays', async () => {
    const { browser, id } = await signedIn('kunde2@example.dk');
    const { browser: phone } = await signedIn('kunde2@example.dk');
    expect((await phone.get('/api/users/current/auth')).json()).toMatchObject({ id });

    const changed = await browser.post(url(id), {
      current_password: PASSWORD,
      password: 'Sommer-i-2026x',
      password_confirmation: 'Sommer-i-2026x',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toMatch(/logget ud alle andre steder/);
    expect((await phone.get('/api/users/current/auth')).json()).toBe(false);
    expect((await browser.get('/api/users/current/auth')).json()).toMatchObject({ id });
    const old = await new BrowserSession(ctx.app).post('/login', { email: 'kunde2@example.dk', password: PASSWORD });
    expect(old.statusCode).toBe(422);
    await new BrowserSession(ctx.app).login('kunde2@example.dk', 'Sommer-i-2026x');
    // Back, for the other tests.
    await resetThrottles(ctx);
    const back = await browser.post(url(id), { current_password: 'Sommer-i-2026x', password: PASSWORD });
    expect(back.statusCode).toBe(200);
  });
});

describe('GET /api/customer/users/{userId}/export', () => {
  test("is a JSON download of the customer's own data only", async () => {
    const { browser, id } = await signedIn('kunde@example.dk');
    const { id: larsId } = await signedIn('kunde2@example.dk');
    const res = await browser.get(`/api/customer/users/${id}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="laanetorvet-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.account).toMatchObject({ id, email: 'kunde@example.dk', name: 'Mette Kunde Jensen' });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.account).not.toHaveProperty('password_hash');
    expect(data.economic_profile).toMatchObject({ civil_status: 'married' });
    expect(data.rfqs.length).toBeGreaterThan(0);
    expect(data.rfqs[0].leads.length).toBeGreaterThan(0);
    expect(data.rfqs[0].leads.some((lead: { offer: unknown }) => lead.offer !== null)).toBe(true);
    expect(data.submitted_requests).toHaveLength(data.rfqs.length);
    for (const key of ['messages', 'meetings', 'documents']) expect(Array.isArray(data[key])).toBe(true);
    // Nothing of the other customer, nor of any lender's internals.
    const text = res.body;
    expect(text).not.toContain('kunde2@example.dk');
    expect(text).not.toContain('Lars Anden Nielsen');
    expect(text).not.toContain('handler_notes');
    expect(text).not.toContain('api_token');

    const lars = await (await signedIn('kunde2@example.dk')).browser.get(`/api/customer/users/${larsId}/export`);
    expect(lars.json()).toMatchObject({ account: { id: larsId }, rfqs: [], messages: [], documents: [] });
    expect(lars.body).not.toContain('kunde@example.dk');
  });
});

describe('DELETE /api/customer/users/{userId}', () => {
  const close = (browser: BrowserSession, id: number, password: string) =>
    browser.request({ url: `/api/customer/users/${id}`, method: 'DELETE', payload: { password } });

  test('a wrong password is refused and closes nothing', async () => {
    const { browser, id } = await signedIn('kunde2@example.dk');
    const refused = await close(browser, id, 'Forkert1234');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.password).toEqual(['Adgangskoden er ikke korrekt.']);
    expect(await userRow(id)).toBeDefined();
    expect((await browser.get('/api/users/current/auth')).json()).toMatchObject({ id });
    const { browser: other } = await signedIn('kunde@example.dk');
    expect((await close(other, id, PASSWORD)).statusCode).toBe(403);
  });

  test('without requests lenders hold, the account and everything of it is deleted; every session ends', async () => {
    const { browser, id } = await signedIn('kunde2@example.dk');
    const { browser: elsewhere } = await signedIn('kunde2@example.dk');
    const closed = await close(browser, id, PASSWORD);
    expect(closed.statusCode).toBe(200);
    expect(await userRow(id)).toBeUndefined();
    const profiles = await ctx.database.db.select().from(t.economicProfiles).where(eq(t.economicProfiles.userId, id));
    expect(profiles).toHaveLength(0);
    expect((await browser.get('/api/users/current/auth')).json()).toBe(false);
    expect((await elsewhere.get('/api/users/current/auth')).json()).toBe(false);
    const login = await new BrowserSession(ctx.app).post('/login', { email: 'kunde2@example.dk', password: PASSWORD });
    expect(login.statusCode).toBe(422);
  });

  test("with leads that lenders hold, those requests stay anonymised and the lender's lead is intact", async () => {
    const { browser, id } = await signedIn('kunde@example.dk');
    const db = ctx.database.db;
    const [rfq] = await db.select().from(t.rfqs).where(eq(t.rfqs.userId, id));
    const leadsBefore = await db.select().from(t.leads).where(eq(t.leads.rfqId, rfq.id));
    expect(leadsBefore.length).toBeGreaterThan(0);

    const closed = await close(browser, id, PASSWORD);
    expect(closed.statusCode).toBe(200);

    const row = await userRow(id);
    expect(row).toMatchObject({ name: 'Lukket konto', phone: null, email: `closed-${id}@closed.invalid` });
    const leadsAfter = await db.select().from(t.leads).where(eq(t.leads.rfqId, rfq.id));
    expect(leadsAfter.map((l) => l.id)).toEqual(leadsBefore.map((l) => l.id));
    expect(leadsAfter.every((l) => l.isAnonymous)).toBe(true);
    const [kept] = await db.select().from(t.rfqs).where(eq(t.rfqs.id, rfq.id));
    const stored = JSON.stringify(kept.request);
    expect(stored).not.toContain('Mette');
    expect(stored).not.toContain('kunde@example.dk');
    expect(kept.closedAt).not.toBeNull();
    expect(await db.select().from(t.economicProfiles).where(eq(t.economicProfiles.userId, id))).toHaveLength(0);
    expect(await db.select().from(t.documents).where(eq(t.documents.userId, id))).toHaveLength(0);
    const login = await new BrowserSession(ctx.app).post('/login', { email: 'kunde@example.dk', password: PASSWORD });
    expect(login.statusCode).toBe(422);
  });
});
