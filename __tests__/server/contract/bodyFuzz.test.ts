// Whatever bytes arrive, the API answers 4xx and never 5xx: arbitrary JSON and hostile values (NUL, lone
// surrogates, integers beyond 32 bits, huge and empty strings, wrong types) sent to every route with a body,
// as a signed-in customer and with a lender's token, plus empty and malformed bodies.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import fc from 'fast-check';
import { MAX_JSON_DEPTH } from '../../../domain/limits';
import { issueSupplierToken } from '../../../server/leads/supplierTokens';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let customer: BrowserSession;
let supplierToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  customer = new BrowserSession(ctx.app);
  await customer.login('kunde@example.dk');
  supplierToken = (await issueSupplierToken(ctx.database.db, 'oresund-bank')) as string;
}, 120_000);
afterAll(() => closeTestApp(ctx));

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema };
type Operation = { requestBody?: { content: Record<string, { schema: Schema }> } };
/** `json`: the route takes a JSON body (the admin's rates import takes CSV). */
type Target = { method: string; path: string; fields: string[]; json: boolean };

const hostile = fc.oneof(
  fc.constantFrom<unknown>(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '😀',
    2147483648,
    -2147483649,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1,
    0,
    0.001,
    '',
    ' ',
    null,
    true,
    [],
    {},
    [null],
    { '\u0000': 1 },
    'x'.repeat(100_000),
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Every field name a schema names, at any depth: the places a hostile value hurts most. */
function fieldNames(schema: Schema | undefined, into = new Set<string>()): Set<string> {
  for (const [name, child] of Object.entries(schema?.properties ?? {})) {
    into.add(name);
    fieldNames(child, into);
  }
  if (schema?.items) fieldNames(schema.items, into);
  return into;
}

const NOT_JSON_API = /^\/apps\//;

async function targets(): Promise<Target[]> {
  const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const out: Target[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (NOT_JSON_API.test(path)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      if (!operation.requestBody) continue;
      const schema = operation.requestBody.content['application/json']?.schema;
      out.push({ method: method.toUpperCase(), path, fields: [...fieldNames(schema)], json: schema !== undefined });
    }
  }
  return out;
}

const ids = fc.constantFrom('1', '2', '2147483647', '2147483648', '0', '-1', 'abc', '%00', '1e3');

function payloadFor(target: Target) {
  const named = target.fields.length
    ? fc.dictionary(fc.constantFrom(...target.fields), hostile, { maxKeys: 6 })
    : fc.constant({});
  return fc.oneof(named, fc.jsonValue({ maxDepth: 4 }), hostile);
}

// First: the fuzzing below spends the error-report routes' rate limit.
test('a body nested deeper than MAX_JSON_DEPTH answers 422 on every route, keyed by the path where it goes too deep', async () => {
  let deep: unknown = 1;
  for (let i = 0; i < 3000; i += 1) deep = i % 2 ? { a: deep } : [deep];
  const failures: string[] = [];
  // A route that takes no JSON refuses a caller who may not call it (this customer, the admin's import) before it
  // reads any body, so the depth check never sees it; the Web Vitals beacon takes 1 KB, so a body this deep is
  // a 413 there before its depth is looked at.
  for (const target of (await targets()).filter((t) => t.json && t.path !== '/api/vitals')) {
    const url = target.path.replace(/\{[^}]+\}/g, '1');
    const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'da' };
    if (url.startsWith('/supplier-api/')) headers.authorization = `Bearer ${supplierToken}`;
    const field = target.fields[0] ?? 'x';
    const payload = JSON.stringify({ [field]: deep });
    const res = await customer.request({ method: target.method as 'POST', url, payload, headers });
    const errors = res.statusCode === 422 ? (res.json() as { errors: Record<string, string[]> }).errors : {};
    const [path] = Object.keys(errors);
    if (!path?.startsWith(`${field}.a.0.a`) || path.split('.').length !== MAX_JSON_DEPTH)
      failures.push(`${target.method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    else expect(errors[path][0]).toMatch(/indlejret 32 niveauer/);
  }
  expect(failures).toEqual([]);
}, 120_000);

test('no body sent to any route answers 5xx', async () => {
  const all = await targets();
  expect(all.length).toBeGreaterThan(10);
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();

  async function send(target: Target, url: string, payload: string) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (url.startsWith('/supplier-api/')) headers.authorization = `Bearer ${supplierToken}`;
    const res = await customer.request({ method: target.method as 'POST', url, payload, headers });
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    if (res.statusCode >= 500) failures.push(`${target.method} ${url} ${payload.slice(0, 200)} → ${res.statusCode}`);
  }

  for (const target of all) {
    const urlOf = (id: string) => target.path.replace(/\{[^}]+\}/g, id);
    for (const raw of ['', ' ', '{', 'null', '[]', '"x"', '{"a":', '\u0000', '{"__proto__":{"x":1}}'])
      await send(target, urlOf('1'), raw);
    await fc.assert(
      fc.asyncProperty(ids, payloadFor(target), async (id, payload) => {
        await send(target, urlOf(id), JSON.stringify(payload) ?? 'null');
      }),
      { numRuns: 60 },
    );
  }
  delay.disable();
  if (process.env.FUZZ_REPORT)
    console.log(
      `fuzz: ${[...statuses.values()].reduce((a, b) => a + b, 0)} requests to ${all.length} routes; statuses ` +
        `${JSON.stringify(Object.fromEntries(statuses))}; largest event-loop delay ${(delay.max / 1e6).toFixed(1)} ms`,
    );
  expect(failures).toEqual([]);
}, 600_000);
