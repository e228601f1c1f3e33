// A reset token used more than once, older tokens left alive, the answer waiting on the mail,
// and password hashes at other parameters than OWASP's floor we hash at.
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../../server/auth/password';
import { loadConfig } from '../../../server/config';
import * as t from '../../../server/db/schema';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, resetThrottles, type TestContext } from '../../support/testApp';

/** A password today's policy accepts, so the sign-in asks for no new one. */
const STRONG = 'korrekt hest batteri';

let ctx: TestContext;
// Opening PGlite on a busy two-core machine can take long.
beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => closeTestApp(ctx));
beforeEach(() => resetThrottles(ctx));

async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** Asks for a reset mail and waits for it (it is sent after the answer): the token in its link. */
async function requestResetToken(email: string): Promise<string> {
  const before = (await ctx.app.inject('/dev/mail')).json().length;
  const asked = await new BrowserSession(ctx.app, 'en').post('/api/password/email', { email });
  expect(asked.statusCode).toBe(200);
  return until(async () => {
    const mails = (await ctx.app.inject('/dev/mail')).json() as { to: string; text: string }[];
    if (mails.length === before) return undefined;
    const link = mails[0].text.match(/\/password\/reset\/([\w-]+)\?email=/);
    return link?.[1];
  }, 'the reset mail');
}

const reset = (token: string, email: string, password: string) =>
  new BrowserSession(ctx.app, 'en').post('/api/password/reset', {
    token,
    email,
    password,
    password_confirmation: password,
  });

describe('password reset tokens', () => {
  test('20 parallel resets with one token: exactly one succeeds', async () => {
    const token = await requestResetToken('kunde2@example.dk');
    // Each browser has its CSRF cookie first, so the 20 resets really arrive together. (On PGlite, which runs one
    // query at a time, the old check-then-update let one through; on PostgreSQL it let 16 of 20 through.)
    const browsers = Array.from({ length: 20 }, () => new BrowserSession(ctx.app, 'en'));
    for (const browser of browsers) await browser.get('/sanctum/csrf-cookie');
    const results = await Promise.all(
      browsers.map((browser, i) =>
        browser.post('/api/password/reset', {
          token,
          email: 'kunde2@example.dk',
          password: `Parallel${i}Pass`,
          password_confirmation: `Parallel${i}Pass`,
        }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(19);
    // The one that answered 200 is the password now.
    const index = results.indexOf(ok[0]);
    const [user] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, 'kunde2@example.dk'));
    expect(await verifyPassword(`Parallel${index}Pass`, user.passwordHash ?? '')).toBe(true);
  });

  test('a successful reset revokes the older links and ends the other sessions', async () => {
    const signedIn = new BrowserSession(ctx.app);
    await signedIn.login('kunde@example.dk');
    const older = await requestResetToken('kunde@example.dk');
    const newer = await requestResetToken('kunde@example.dk');
    expect(older).not.toBe(newer);

    expect((await reset(newer, 'kunde@example.dk', 'Newer-pass-1234')).statusCode).toBe(200);
    const again = await reset(older, 'kunde@example.dk', 'Older-pass-1234');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email[0]).toMatch(/invalid or has expired/);
    expect((await signedIn.get('/api/users/current/auth')).json()).toBe(false);
    expect(
      (await new BrowserSession(ctx.app).post('/login', { email: 'kunde@example.dk', password: 'Newer-pass-1234' }))
        .statusCode,
    ).toBe(200);
    await ctx.database.db
      .update(t.users)
      .set({ passwordHash: await hashPassword('demo-hest-batteri') })
      .where(eq(t.users.email, 'kunde@example.dk'));
  });
});

describe('the reset mail is sent after the answer', () => {
  test('the answer does not wait for the mail server, for a known address or an unknown one', async () => {
    // An SMTP server that accepts connections and never says hello: a send would hang on it.
    const sockets = new Set<net.Socket>();
    const smtp = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.address() as net.AddressInfo;
    const slow = await createTestApp({ config: { mailUrl: `smtp://127.0.0.1:${port}` } });
    try {
      const browser = new BrowserSession(slow.app, 'en');
      const timedOut = new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000));
      for (const email of ['kunde@example.dk', 'ingen@example.dk']) {
        const answer = await Promise.race([browser.post('/api/password/email', { email }), timedOut]);
        expect([email, answer?.statusCode]).toEqual([email, 200]);
      }
      // The known address's mail goes out afterwards.
      await until(async () => (sockets.size > 0 ? true : undefined), 'the SMTP connection');
    } finally {
      for (const socket of sockets) socket.destroy();
      smtp.close();
      await closeTestApp(slow);
    }
  }, 120_000);
});

describe('password hashing', () => {
  test("OWASP's floor at N=2^15, r=8, p=3 is the default outside tests, and Node can hash at it", async () => {
    const floor = { N: 2 ** 15, r: 8, p: 3 };
    expect(loadConfig({ NODE_ENV: 'production' }).passwordHashCost).toEqual(floor);
    expect(loadConfig({}).passwordHashCost).toEqual(floor);
    // SCRYPT_LOG2_N moves along OWASP's floor: a smaller N takes a larger p.
    expect(loadConfig({ SCRYPT_LOG2_N: '17' }).passwordHashCost).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(loadConfig({ SCRYPT_LOG2_N: '14' }).passwordHashCost).toEqual({ N: 2 ** 14, r: 8, p: 5 });
    const hash = await hashPassword('korrekt hest batteri', floor);
    expect(hash.startsWith('scrypt$32768$8$3$')).toBe(true);
    expect(await verifyPassword('korrekt hest batteri', hash)).toBe(true);
  }, 120_000); // two hashes of 32 MB each: slow on a busy machine

  test("a hash made at other parameters still verifies and is made again at today's at sign-in", async () => {
    const cost = ctx.config.passwordHashCost;
    const storedHash = async () =>
      (await ctx.database.db.select().from(t.users).where(eq(t.users.email, 'kunde2@example.dk')))[0].passwordHash;
    const setHash = async (hash: string) =>
      ctx.database.db.update(t.users).set({ passwordHash: hash }).where(eq(t.users.email, 'kunde2@example.dk'));
    const today = `scrypt$${cost.N}$${cost.r}$${cost.p}$`;

    for (const other of [
      { ...cost, N: cost.N / 2 },
      { ...cost, N: cost.N * 2 },
      { ...cost, p: cost.p + 1 },
    ]) {
      const older = await hashPassword(STRONG, other);
      await setHash(older);
      await new BrowserSession(ctx.app).login('kunde2@example.dk', STRONG);
      const rehashed = await storedHash();
      expect(rehashed).not.toBe(older);
      expect(rehashed?.startsWith(today)).toBe(true);
      expect(await verifyPassword(STRONG, rehashed ?? '')).toBe(true);
    }
    // At today's parameters the hash stays as it is.
    const current = await storedHash();
    await new BrowserSession(ctx.app).login('kunde2@example.dk', STRONG);
    expect(await storedHash()).toBe(current);
  });
});
