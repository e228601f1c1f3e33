// The supplier API under the rate limit: counted per lender (its token), so neither a forged X-Forwarded-For nor
// rotating addresses buy a lender's system more requests, and one lender's burst does not limit another.
import { issueSupplierToken } from '../../../server/leads/supplierTokens';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

const LIMIT = 5;
let ctx: TestContext;
let kattegat: string;
let other: string;

beforeAll(async () => {
  ctx = await createTestApp({ config: { supplierRateLimitPerMinute: LIMIT } });
  kattegat = (await issueSupplierToken(ctx.database.db, 'kattegat-realkredit')) as string;
  const [second] = await ctx.database.db.query.suppliers.findMany({
    where: (s, { ne }) => ne(s.slug, 'kattegat-realkredit'),
    limit: 1,
  });
  other = (await issueSupplierToken(ctx.database.db, second.slug)) as string;
}, 120_000);
afterAll(() => closeTestApp(ctx));

const leads = (token: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  ctx.app.inject({
    url: '/supplier-api/v1/leads',
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

test('a lender gets SUPPLIER_RATE_LIMIT_PER_MINUTE requests whatever its X-Forwarded-For and address, then 429 with Retry-After', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT; i += 1) {
    const res = await leads(kattegat, { 'x-forwarded-for': `203.0.113.${i}` }, `198.18.0.${i}`);
    statuses.push(res.statusCode);
    expect(res.headers['x-ratelimit-limit']).toBe(String(LIMIT));
  }
  expect(statuses).toEqual(Array(LIMIT).fill(200));

  const refused = await leads(kattegat, { 'x-forwarded-for': '203.0.113.99', 'accept-language': 'da' }, '198.18.0.99');
  expect(refused.statusCode).toBe(429);
  const wait = Number(refused.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
  // The supplier API's error shape: a translated message.
  expect(refused.json()).toEqual({ message: 'Du har prøvet for mange gange. Vent lidt, og prøv så igen.' });

  // Another lender has a budget of its own.
  expect((await leads(other)).statusCode).toBe(200);
});

test('the OpenAPI document declares the 429 on the supplier routes', async () => {
  const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
  const supplierOperations = Object.entries(document.paths as Record<string, Record<string, { tags?: string[] }>>)
    .flatMap(([, operations]) => Object.values(operations))
    .filter((operation) => operation.tags?.includes('supplier'));
  expect(supplierOperations.length).toBeGreaterThan(10);
  for (const operation of supplierOperations) {
    expect(Object.keys((operation as { responses: object }).responses)).toContain('429');
  }
});
