// The password policy (§5 strong_password, ASVS 2.1) on the server: 12 to 128 printable characters without
// composition rules, not guessable (a strength estimate of 3 or more, with the account's e-mail and name and the
// product's name as guesses), and an old password that fails it still signs in but marks the session so the
// customer is asked for a new one.
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../../server/auth/password';
import * as t from '../../../server/db/schema';
import { BrowserSession } from '../../support/browserSession';
import { completeSteps } from '../../support/submissionFixture';
import { closeTestApp, createTestApp, resetThrottles, type TestContext } from '../../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => closeTestApp(ctx));
beforeEach(() => resetThrottles(ctx));

const DEMO = 'demo-hest-batteri';
const changeUrl = (id: number) => `/api/customer/users/${id}/password`;

async function setStoredPassword(email: string, password: string) {
  await ctx.database.db
    .update(t.users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(t.users.email, email));
}

describe('a new password', () => {
  test.each([
    ['Password1', /mellem 12 og 128 tegn/],
    ['qwerty123456', /lækkede lister/],
    ['x'.repeat(129), /mellem 12 og 128 tegn/],
    ['kode\u0007med klokke', /styretegn/],
  ])('%p is refused with a translated message on the password field', async (password, message) => {
    const browser = new BrowserSession(ctx.app, 'da');
    const { id } = await browser.login('kunde2@example.dk');
    const res = await browser.post(changeUrl(id), { current_password: DEMO, password });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual([expect.stringMatching(message)]);
  });

  test('a passphrase without digits or capitals is accepted, and so are letters of any script', async () => {
    const browser = new BrowserSession(ctx.app, 'en');
    const { id } = await browser.login('kunde2@example.dk');
    const passphrase = await browser.post(changeUrl(id), {
      current_password: DEMO,
      password: 'correct horse battery staple',
    });
    expect(passphrase.statusCode).toBe(200);
    const danish = await browser.post(changeUrl(id), {
      current_password: 'correct horse battery staple',
      password: 'rødgrød med fløde',
    });
    expect(danish.statusCode).toBe(200);
    await browser.post(changeUrl(id), { current_password: 'rødgrød med fløde', password: DEMO });
  });
});

/** What a tester found passing the length and list rules (issue 43), for kunde2@example.dk, Lars Anden Nielsen. */
const GUESSABLE = [
  ' '.repeat(12),
  'aaaaaaaaaaaa',
  'qwertyuiopas',
  'Password123!',
  'iloveyou1234',
  'laanetorvet2024',
  'Lånetorvet123',
  'kunde2@example.dk',
];

describe('a guessable password is refused with a 422 at its field', () => {
  test.each(GUESSABLE)('when changed: %p', async (password) => {
    const browser = new BrowserSession(ctx.app, 'da');
    const { id } = await browser.login('kunde2@example.dk');
    const res = await browser.post(changeUrl(id), {
      current_password: DEMO,
      password,
      password_confirmation: password,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['password']);
    expect(res.json().errors.password).toEqual([expect.stringMatching(/gætte|lækkede lister|ligner/)]);
  });

  test.each(GUESSABLE)('when reset: %p', async (password) => {
    const res = await new BrowserSession(ctx.app, 'en').post('/api/password/reset', {
      token: 'no-such-token',
      email: 'kunde2@example.dk',
      password,
      password_confirmation: password,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['password']);
  });

  test("at sign-up in the form, with the new account's own e-mail and name as guesses", async () => {
    for (const password of ['Sara Ny Kunde 1', 'saranykunde@example.dk', 'laanetorvet2024']) {
      const steps = completeSteps({ email: 'saranykunde@example.dk' });
      steps.profile.password = password;
      steps.profile.password_confirmation = password;
      const res = await new BrowserSession(ctx.app, 'da').request({
        method: 'POST',
        url: '/api/auction-form',
        payload: { steps, formPurpose: 'existing_property' },
      });
      expect([password, res.statusCode, Object.keys(res.json().errors ?? {})]).toEqual([
        password,
        422,
        ['profile.password'],
      ]);
    }
  });

  test('the English answer is the translated warning', async () => {
    const browser = new BrowserSession(ctx.app, 'en');
    const { id } = await browser.login('kunde2@example.dk');
    const res = await browser.post(changeUrl(id), { current_password: DEMO, password: 'laanetorvet2024' });
    expect(res.json().errors.password).toEqual([expect.stringMatching(/Lånetorvet’s name are easy to guess/)]);
  });
});

describe('an old password that fails the policy', () => {
  afterEach(() => setStoredPassword('kunde2@example.dk', DEMO));

  test('still signs in, and the session asks for a new one until it is changed', async () => {
    await setStoredPassword('kunde2@example.dk', 'Demo1234!');
    const browser = new BrowserSession(ctx.app, 'en');
    const login = await browser.post('/login', { email: 'kunde2@example.dk', password: 'Demo1234!' });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.password_change_required).toBe(true);
    const current = (await browser.get('/api/users/current/auth')).json();
    expect(current.password_change_required).toBe(true);

    const changed = await browser.post(changeUrl(current.id), {
      current_password: 'Demo1234!',
      password: 'a much better passphrase',
    });
    expect(changed.statusCode).toBe(200);
    expect((await browser.get('/api/users/current/auth')).json()).not.toHaveProperty('password_change_required');
  });

  test("a password made of the product's name signs in too, and is asked to change", async () => {
    await setStoredPassword('kunde2@example.dk', 'laanetorvet2024');
    const browser = new BrowserSession(ctx.app, 'en');
    const login = await browser.post('/login', { email: 'kunde2@example.dk', password: 'laanetorvet2024' });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.password_change_required).toBe(true);
  });

  test('a password that meets the policy does not mark the session', async () => {
    const browser = new BrowserSession(ctx.app, 'en');
    await browser.login('kunde2@example.dk');
    expect((await browser.get('/api/users/current/auth')).json()).not.toHaveProperty('password_change_required');
  });
});
