// Where the answers and the document disagreed: ids that are no plain decimal digits, /dev/errors' undeclared
// answer, /metrics declared as JSON, the API reference served to everyone in production, and the production CSP's
// plain ws: socket.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { loadConfig } from '../../../server/config';
import { contentSecurityPolicy } from '../../../server/http/contentSecurityPolicy';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => closeTestApp(ctx));

describe('path ids are plain decimal digits', () => {
  let customer: BrowserSession;
  let userId: number;
  let rfqId: number;
  beforeAll(async () => {
    customer = new BrowserSession(ctx.app, 'en');
    userId = (await customer.login('kunde@example.dk')).id;
    const list = (await customer.get(`/api/customer/users/${userId}/rfqs`)).json();
    rfqId = (Array.isArray(list) ? list : list.data)[0].id;
  });

  test('the plain id answers', async () => {
    expect((await customer.get(`/api/customer/rfqs/${rfqId}`)).statusCode).toBe(200);
    expect((await customer.get(`/api/customer/users/${userId}/rfqs`)).statusCode).toBe(200);
  });

  test.each([
    ['hexadecimal', (n: number) => `0x${n.toString(16)}`],
    ['an exponent', (n: number) => `${n}e0`],
    ['a plus sign', (n: number) => `+${n}`],
    ['a leading zero', (n: number) => `0${n}`],
    ['a decimal point', (n: number) => `${n}.0`],
  ])('%s is 404, not the same resource', async (_name, spell) => {
    const rfq = await customer.get(`/api/customer/rfqs/${encodeURIComponent(spell(rfqId))}`);
    expect(rfq.statusCode).toBe(404);
    expect(rfq.json()).toEqual({ message: expect.any(String) });
    expect((await customer.get(`/api/customer/users/${encodeURIComponent(spell(userId))}/rfqs`)).statusCode).toBe(404);
  });
});

test('GET /dev/errors answers what its entry in the document declares', async () => {
  const doc = (await ctx.app.inject('/api/openapi.json')).json();
  const operation = doc.paths['/dev/errors'].get;
  const schema = operation.responses['200'].content['application/json'].schema;
  expect(schema.properties.errors.type).toBe('array');
  const answer = await ctx.app.inject('/dev/errors?limit=5');
  expect(answer.statusCode).toBe(200);
  const ajv = new Ajv({ strict: false });
  addFormats(ajv);
  expect(ajv.validate(schema, answer.json())).toBe(true);
  const bad = await ctx.app.inject({ url: '/dev/errors?limit=abc', headers: { 'accept-language': 'en' } });
  expect(bad.statusCode).toBe(422);
  expect(Object.keys(bad.json().errors)).toEqual(['limit']);
  expect(operation.responses['422']).toBeDefined();
});

test('GET /metrics is declared as the Prometheus text it answers, not JSON', async () => {
  const doc = await ctx.app.inject('/api/openapi.json');
  const declared = Object.keys(doc.json().paths['/metrics'].get.responses['200'].content);
  const answer = await ctx.app.inject('/metrics');
  expect(answer.statusCode).toBe(200);
  const served = String(answer.headers['content-type']);
  expect(declared).toEqual(['text/plain; version=0.0.4']);
  // The media type and its version parameter as declared; the charset is the transport's.
  expect(served.startsWith(declared[0])).toBe(true);
  expect(() => JSON.parse(answer.body)).toThrow();
});

describe('the API reference in production', () => {
  test('production serves /api/docs only with API_DOCS=true; elsewhere unless API_DOCS=false', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  test('without it /api/docs is 404, while the document lenders generate their types from stays', async () => {
    const production = await createTestApp({ seed: false, config: { env: 'production', apiDocs: false } });
    try {
      expect((await production.app.inject('/api/docs')).statusCode).toBe(404);
      expect((await production.app.inject('/api/docs/json')).statusCode).toBe(404);
      expect((await production.app.inject('/api/openapi.json')).statusCode).toBe(200);
    } finally {
      await closeTestApp(production);
    }
    expect((await ctx.app.inject('/api/docs/json')).statusCode).toBe(200);
  }, 120_000);
});

test.each([
  ['the embedded broker', {}],
  ['a self-hosted broker on plain http', { PUSHER_HOST: 'soketi.internal', PUSHER_SCHEME: 'http' }],
])('the production CSP allows no plain ws: or http: socket: %s', (_name, env) => {
  const production = loadConfig({ NODE_ENV: 'production', APP_URL: 'https://laanetorvet.dk', ...env });
  const connect = contentSecurityPolicy(production).connectSrc;
  expect(connect.filter((source) => /^(ws|http):/.test(source))).toEqual([]);
  expect(connect.some((source) => source.startsWith('wss://'))).toBe(true);
  const development = contentSecurityPolicy(loadConfig({ APP_URL: 'http://localhost:3000', ...env })).connectSrc;
  expect(development.some((source) => source.startsWith('ws://'))).toBe(true);
});
