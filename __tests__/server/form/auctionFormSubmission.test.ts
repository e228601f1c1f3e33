import { count, eq } from 'drizzle-orm';
import { MAX_JSON_DEPTH } from '../../../domain/limits';
import { RECORDING_FORMAT } from '../../../machines/auctionForm/recording';
import { hashPassword } from '../../../server/auth/password';
import * as t from '../../../server/db/schema';
import { drainLenderQueue } from '../../../server/demoLenders/lenderEngine';
import { BrowserSession } from '../../support/browserSession';
import { completeSteps } from '../../support/submissionFixture';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await drainLenderQueue(ctx.app);
  await closeTestApp(ctx);
});

const submit = (browser: BrowserSession, payload: object, key?: string) =>
  browser.request({
    method: 'POST',
    url: '/api/auction-form',
    payload,
    headers: key ? { 'idempotency-key': key } : {},
  });
const recording = {
  format: RECORDING_FORMAT,
  events: [
    { at: 0, event: { type: 'NEXT' } },
    {
      at: 5,
      event: {
        type: 'SET_STEP_DATA',
        step: 'profile',
        formData: { email: 'sara@example.dk', full_name: 'Sara Ny Kunde' },
      },
    },
  ],
};

describe('POST /api/auction-form', () => {
  test('a new customer: account, economic profile and request are created, the customer is signed in and lenders answer', async () => {
    const browser = new BrowserSession(ctx.app, 'en');
    const res = await submit(
      browser,
      { steps: completeSteps(), formPurpose: 'existing_property', recording },
      'key-new-customer-1',
    );
    expect(res.statusCode).toBe(201);
    const { rfq, user } = res.json();
    expect(user).toMatchObject({
      email: 'sara@example.dk',
      name: 'Sara Ny Kunde',
      team_name: null,
      has_open_rfqs: true,
      preferences: { lang: 'en' },
    });
    expect(rfq.purpose).toBe('existing_property');
    expect(rfq.subjects).toEqual(expect.arrayContaining(['mortgages', 'loans', 'properties', 'deposits']));

    expect((await browser.get('/api/users/current/auth')).json().id).toBe(user.id);
    const [profile] = await ctx.database.db
      .select()
      .from(t.economicProfiles)
      .where(eq(t.economicProfiles.userId, user.id));
    expect(profile).toMatchObject({
      civilStatus: 'single',
      birthDate: '1985-03-14',
      monthlyIncomeOre: 5_200_000,
      residenceType: 'owner_house',
    });
    const mortgages = await ctx.database.db
      .select()
      .from(t.mortgages)
      .where(eq(t.mortgages.economicProfileId, profile.id));
    expect(mortgages).toEqual([
      expect.objectContaining({ debtOre: 235_000_000, interestRate: '4.0000', loanKind: 'fixed' }),
    ]);

    const [stored] = await ctx.database.db.select().from(t.rfqs).where(eq(t.rfqs.id, rfq.id));
    expect(stored.wizardRecording).toEqual(
      expect.objectContaining({ events: expect.arrayContaining([{ at: 0, event: { type: 'NEXT' } }]) }),
    );
    // Personal values never reach the stored recording, even when a client sends them.
    expect(JSON.stringify(stored.wizardRecording)).not.toMatch(/sara@example|Sara Ny/);
    expect(stored.request).toMatchObject({
      household_monthly_income: 52_000,
      wishes: { looking_for: ['lower_payment'] },
    });

    await drainLenderQueue(ctx.app);
    const leads = await ctx.database.db.select().from(t.leads).where(eq(t.leads.rfqId, rfq.id));
    expect(leads.length).toBeGreaterThanOrEqual(3);
    const rfqs = await browser.get(`/api/customer/users/${user.id}/rfqs`);
    expect(rfqs.statusCode).toBe(200);
  });

  test('the same Idempotency-Key creates nothing new, even after the first answer was lost', async () => {
    const steps = completeSteps({ email: 'idem@example.dk' });
    const first = await submit(
      new BrowserSession(ctx.app),
      { steps, formPurpose: 'existing_property' },
      'key-idempotent-1',
    );
    expect(first.statusCode).toBe(201);
    const [{ before }] = await ctx.database.db.select({ before: count() }).from(t.rfqs);

    const retry = await submit(
      new BrowserSession(ctx.app),
      { steps, formPurpose: 'existing_property' },
      'key-idempotent-1',
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.json().rfq.id).toBe(first.json().rfq.id);
    const [{ after }] = await ctx.database.db.select({ after: count() }).from(t.rfqs);
    expect(after).toBe(before);

    // Keys belong to a customer: someone else's submission with the same key is a request of their own,
    // and never answers with the first customer's.
    const stranger = await submit(
      new BrowserSession(ctx.app),
      { steps: completeSteps({ email: 'other@example.dk' }), formPurpose: 'existing_property' },
      'key-idempotent-1',
    );
    expect(stranger.statusCode).toBe(201);
    expect(stranger.json().rfq.id).not.toBe(first.json().rfq.id);
    expect(stranger.json().user.email).toBe('other@example.dk');
  });

  test('errors are keyed by step and field path, translated, and nothing is created', async () => {
    const steps = completeSteps({ email: 'invalid@example.dk' });
    steps.aboutYou.birth_date = '2015-01-01';
    steps.profile.password_confirmation = 'Different123';
    (steps.housingSituation.properties[0].mortgages[0] as { periodic_payment: number }).periodic_payment = 100;
    const res = await submit(new BrowserSession(ctx.app, 'en'), { steps, formPurpose: 'existing_property' });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(Object.keys(errors).sort()).toEqual([
      'aboutYou.birth_date',
      'housingSituation.properties.0.mortgages.0.periodic_payment',
      'profile.password_confirmation',
    ]);
    expect(errors['aboutYou.birth_date'][0]).toMatch(/18/);
    expect(await ctx.database.db.select().from(t.users).where(eq(t.users.email, 'invalid@example.dk'))).toHaveLength(0);
  });

  test('malformed bodies answer 422, never 500', async () => {
    const browser = new BrowserSession(ctx.app);
    for (const payload of [
      {},
      { steps: 'x' },
      { steps: { aboutYou: 'x', profile: [] } },
      { steps: { housingSituation: { properties: 'many' } } },
      [],
    ]) {
      const res = await submit(browser, payload as object);
      expect(res.statusCode).toBe(422);
    }
    expect((await submit(browser, { steps: completeSteps() }, 'bad key!')).statusCode).toBe(422);
  });

  test('a step nested 3,000 deep (15 KB) answers 422 on the path where it goes too deep, never 500', async () => {
    let deep: object = { x: 1 };
    for (let i = 0; i < 3000; i += 1) deep = { a: deep };
    const steps = { ...completeSteps({ email: 'deep@example.dk' }), start: deep };
    const res = await submit(new BrowserSession(ctx.app, 'en'), { steps, formPurpose: 'existing_property' });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    const [path] = Object.keys(errors);
    expect(Object.keys(errors)).toHaveLength(1);
    expect(path).toBe(['steps', 'start', ...Array<string>(MAX_JSON_DEPTH - 2).fill('a')].join('.'));
    expect(errors[path]).toEqual([`The value may be nested at most ${MAX_JSON_DEPTH} levels deep`]);
    expect(await ctx.database.db.select().from(t.users).where(eq(t.users.email, 'deep@example.dk'))).toHaveLength(0);
  });

  test('tampered fields (a user id, team_name) are ignored', async () => {
    const steps = completeSteps({ email: 'tamper@example.dk' }) as ReturnType<typeof completeSteps> & {
      profile: Record<string, unknown>;
    };
    Object.assign(steps.profile, { team_name: 'admin', id: 1, user_id: 1 });
    const res = await submit(new BrowserSession(ctx.app), {
      steps,
      user_id: 1,
      team_name: 'admin',
      formPurpose: 'existing_property',
    });
    expect(res.statusCode).toBe(201);
    const [user] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, 'tamper@example.dk'));
    expect(user.teamName).toBeNull();
    expect(user.id).not.toBe(1);
  });

  test('the CPR number is checked but never stored: only the birth date it holds', async () => {
    const steps = completeSteps({ email: 'cpr@example.dk', cpr: '140385-1235' });
    steps.aboutYou.birth_date = null as unknown as string;
    const res = await submit(new BrowserSession(ctx.app), { steps, formPurpose: 'existing_property' });
    expect(res.statusCode).toBe(201);
    const [profile] = await ctx.database.db
      .select()
      .from(t.economicProfiles)
      .where(eq(t.economicProfiles.userId, res.json().user.id));
    expect(profile.birthDate).toBe('1985-03-14');
    const [rfq] = await ctx.database.db.select().from(t.rfqs).where(eq(t.rfqs.id, res.json().rfq.id));
    expect(JSON.stringify(rfq)).not.toMatch(/1403851235|140385-1235/);
  });

  test('an email that has an account is not confirmed to a guest: the answer offers sign-in in neutral words', async () => {
    const res = await submit(new BrowserSession(ctx.app, 'en'), {
      steps: completeSteps({ email: 'kunde2@example.dk' }),
    });
    expect(res.statusCode).toBe(422);
    const [message] = res.json().errors['profile.email'];
    expect(message).toBe(
      'We could not create an account with this e-mail address and password. If you already have an account, ' +
        'sign in below; otherwise use another e-mail address.',
    );
    expect(message).not.toMatch(/already exists|there is an account/i);
  });

  test("with the account's own password the guest submits as its owner, signed in", async () => {
    const email = 'vender-tilbage@example.dk';
    const [owner] = await ctx.database.db
      .insert(t.users)
      .values({ email, name: 'Vera Tilbage', phone: null, passwordHash: await hashPassword('Hemmelig-kode-123') })
      .returning();
    const browser = new BrowserSession(ctx.app, 'en');
    const res = await submit(browser, { steps: completeSteps({ email }) });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.id).toBe(owner.id);
    expect((await browser.get('/api/users/current/auth')).json()).toMatchObject({ id: owner.id });
    expect((await ctx.database.db.select({ n: count() }).from(t.users).where(eq(t.users.email, email)))[0].n).toBe(1);
  });

  test('a signed-in customer submits without the profile step and keeps their account', async () => {
    const browser = new BrowserSession(ctx.app);
    const me = await browser.login('kunde2@example.dk');
    const steps: Partial<ReturnType<typeof completeSteps>> = completeSteps();
    delete steps.profile;
    const res = await submit(browser, { steps, formPurpose: 'existing_property' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.id).toBe(me.id);
  });

  test('admin and supplier users cannot submit a request', async () => {
    const browser = new BrowserSession(ctx.app);
    await browser.login('admin@example.dk');
    expect((await submit(browser, { steps: completeSteps() })).statusCode).toBe(403);
  });
});
