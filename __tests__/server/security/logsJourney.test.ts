// No personal data in logs. A whole customer journey runs at the most verbose level, with a
// query that fails on personal values; the log is then searched for every value the customer typed.
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { testConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import * as t from '../../../server/db/schema';
import { redactLogText } from '../../../server/http/logRedaction';
import { drainLenderQueue } from '../../../server/demoLenders/lenderEngine';
import { BrowserSession } from '../../support/browserSession';
import { completeSteps } from '../../support/submissionFixture';
import { makeFakeSpa } from '../../support/testApp';
import { openTestDatabase } from '../../support/databaseTemplates';

const EMAIL = 'log.journey@example.dk';
const OTHER_EMAIL = 'nul.phone@example.dk';
const CPR = '140385-1235';
const PASSWORD = 'Hemmelig-kode-123';
const NEW_PASSWORD = 'NytHemmeligt456!';
const PHONE_DIGITS = '40404040';
const NAME = 'Sara Ny Kunde';

let database: Database;
let app: FastifyInstance;
let spaDir: string;
let log = '';
let passwordHash = '';
let resetToken = '';

/**
 * A query that fails on personal values whatever the validation in front of it: the account of step 1 exists, so
 * its e-mail address cannot be inserted again (a unique violation, a server error and so logged).
 */
function addFailingQueryRoute(target: FastifyInstance) {
  target.get('/test/failing-query', async () => {
    await target.db.insert(t.users).values({
      email: EMAIL,
      name: NAME,
      phone: `+45${PHONE_DIGITS}`,
      passwordHash: `scrypt$${PASSWORD}`,
      preferences: { lang: 'da' },
    });
    return { inserted: true };
  });
}

beforeAll(async () => {
  spaDir = makeFakeSpa();
  const config = testConfig({ spaDir, logLevel: 'trace' });
  database = await openTestDatabase(config, {
    kind: 'seeded',
    throwawayDatabase: `test_logs_${process.pid}_${Date.now()}`,
  });
  app = await buildApp({ config, database, logStream: { write: (line) => void (log += line) } });
  addFailingQueryRoute(app);
  await app.ready();

  // 1. A guest sends the form with a CPR number and creates an account.
  const guest = new BrowserSession(app, 'da');
  const steps = completeSteps({ email: EMAIL, cpr: CPR });
  const submitted = await guest.post('/api/auction-form', { steps, formPurpose: 'existing_property' });
  expect(submitted.statusCode).toBe(201);
  [{ passwordHash }] = await database.db
    .select({ passwordHash: t.users.passwordHash })
    .from(t.users)
    .where(eq(t.users.email, EMAIL));

  // 2. A wrong password, then the right one.
  const visitor = new BrowserSession(app, 'da');
  expect((await visitor.post('/login', { email: EMAIL, password: `${PASSWORD}x` })).statusCode).toBe(422);
  expect((await visitor.post('/login', { email: EMAIL, password: PASSWORD })).statusCode).toBe(200);

  // 3. The reproduction: a phone number with a NUL character. Refused at validation (422), or failing
  // in the database (500); either way nothing of it may reach the log.
  const nulSteps = completeSteps({ email: OTHER_EMAIL });
  nulSteps.profile.phone = `+45${PHONE_DIGITS}\u0000`;
  const nul = await new BrowserSession(app, 'da').post('/api/auction-form', {
    steps: nulSteps,
    formPurpose: 'existing_property',
  });
  expect([422, 500]).toContain(nul.statusCode);
  expect((await app.inject('/test/failing-query')).statusCode).toBe(500);

  // 4. A password reset: the request, the mailed link, the new password.
  const forgetful = new BrowserSession(app, 'da');
  expect((await forgetful.post('/api/password/email', { email: EMAIL })).statusCode).toBe(200);
  for (let tries = 0; tries < 100 && !resetToken; tries += 1) {
    const mails = await database.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, EMAIL));
    resetToken = mails.map((mail) => mail.text.match(/\/password\/reset\/([^?\s]+)/)?.[1]).find(Boolean) ?? '';
    if (!resetToken) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(resetToken).not.toBe('');
  const reset = await forgetful.post('/api/password/reset', {
    token: resetToken,
    email: EMAIL,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
  });
  expect(reset.statusCode).toBe(200);

  await drainLenderQueue(app);
  await app.close();
}, 120_000);

afterAll(async () => {
  await database.close();
  fs.rmSync(spaDir, { recursive: true, force: true });
});

test('the journey was logged, its failed query included', () => {
  const lines = log
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { msg?: string; err?: { type?: string; sqlState?: string } });
  expect(lines.filter((line) => line.msg === 'incoming request').length).toBeGreaterThan(8);
  const failures = lines.filter((line) => line.msg === 'request failed');
  expect(failures.length).toBeGreaterThanOrEqual(1);
  // The failure is still diagnosable: its type and the database's SQLSTATE.
  expect(failures[0].err).toMatchObject({ type: expect.any(String), sqlState: expect.stringMatching(/^[0-9A-Z]{5}$/) });
});

test.each([
  ['the CPR number', CPR],
  ['the CPR number without its hyphen', CPR.replace('-', '')],
  ['the password', PASSWORD],
  ['the new password', NEW_PASSWORD],
  ['the e-mail address', EMAIL],
  ['the other e-mail address', OTHER_EMAIL],
  ['the phone number', PHONE_DIGITS],
  ['the name', NAME],
])('the log holds no trace of %s', (_what, value) => {
  expect(log).not.toContain(value);
});

test('the log holds neither the password hash nor the reset token', () => {
  expect(passwordHash.length).toBeGreaterThan(20);
  expect(log).not.toContain(passwordHash);
  expect(log).not.toContain(resetToken);
});

test("a query's parameters are cut from any text, the stack frames after them kept", () => {
  const message = `Failed query: insert into "users" ("email") values ($1)\nparams: ${EMAIL},${NAME}\n    at insert (x.js:1:2)`;
  const safe = redactLogText(message);
  expect(safe).not.toContain(NAME);
  expect(safe).not.toContain(EMAIL);
  expect(safe).toContain('insert into "users"');
  expect(safe).toContain('at insert (x.js:1:2)');
});
