// The bad-payer question (§5 `is_registered_as_bad_payer`, the aboutYou step) from the submitted form to the lender:
// "yes" is refused like the step refuses it, "no" is kept in the economic profile and read in the lead.
import { eq } from 'drizzle-orm';
import * as t from '../../../server/db/schema';
import { issueSupplierToken } from '../../../server/leads/supplierTokens';
import { BrowserSession } from '../../support/browserSession';
import { completeSteps } from '../../support/submissionFixture';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  // A real lender (not a demo one), serving what the fixture's request is about.
  await ctx.database.db.insert(t.suppliers).values({
    slug: 'nordhavn-bank',
    name: 'Nordhavn Bank A/S',
    shortName: 'Nordhavn',
    kind: 'bank',
    logo: '/logos/nordhavn-bank.svg',
    serves: ['loans', 'mortgages', 'deposits', 'properties'],
    isDemo: false,
  });
  token = (await issueSupplierToken(ctx.database.db, 'nordhavn-bank')) as string;
});
afterAll(() => closeTestApp(ctx));

function submit(email: string, answer: unknown) {
  const steps = completeSteps({ email });
  (steps.aboutYou as Record<string, unknown>).is_registered_as_bad_payer = answer;
  return new BrowserSession(ctx.app, 'en').post('/api/auction-form', { steps, formPurpose: 'existing_property' });
}

test('"yes" and no answer are refused, keyed by the field', async () => {
  for (const [answer, message] of [
    [true, 'Unfortunately we cannot arrange loans while you are registered as a bad payer'],
    [null, 'This field is required'],
  ] as const) {
    const res = await submit(`bad-payer-${String(answer)}@example.dk`, answer);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['aboutYou.is_registered_as_bad_payer']).toEqual([message]);
  }
});

test('"no" is saved in the economic profile and reaches the lender\'s lead in the supplier API', async () => {
  const res = await submit('not-a-bad-payer@example.dk', false);
  expect(res.statusCode).toBe(201);
  const rfqId = res.json().rfq.id as number;

  const [rfq] = await ctx.database.db.select().from(t.rfqs).where(eq(t.rfqs.id, rfqId));
  const [profile] = await ctx.database.db
    .select({ answer: t.economicProfiles.isRegisteredAsBadPayer })
    .from(t.economicProfiles)
    .where(eq(t.economicProfiles.userId, rfq.userId));
  expect(profile.answer).toBe(false);

  const leads = await ctx.app.inject({
    method: 'GET',
    url: '/supplier-api/v1/leads?status=all',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  expect(leads.statusCode).toBe(200);
  const lead = (leads.json().data as { rfq: { id: number; request: Record<string, unknown> } }[]).find(
    (l) => l.rfq.id === rfqId,
  );
  expect(lead?.rfq.request.is_registered_as_bad_payer).toBe(false);
});
