// The password policy (§5 strong_password, ASVS 2.1) on the server: 12 to 128 printable characters without
// composition rules, no breached or common password, and an old password that fails it still signs in but marks
// the session so the customer is asked for a new one.
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../../server/auth/password';
import * as t from '../../../server/db/schema';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, resetThrottles, type TestContext } from '../../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => closeTestApp(ctx));
beforeEach(() => resetThrottles(ctx));

const DEMO = 'demo-laanetorvet';
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

  test('a password that meets the policy does not mark the session', async () => {
    const browser = new BrowserSession(ctx.app, 'en');
    await browser.login('kunde2@example.dk');
    expect((await browser.get('/api/users/current/auth')).json()).not.toHaveProperty('password_change_required');
  });
});
