import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { createHttpAddressProvider, toSuggestion } from '../../../server/addresses/httpAddressProvider';
import { addressRoutes } from '../../../server/routes/addressRoutes';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => closeTestApp(ctx));

const DAWA_KEYS = [
  'id',
  'vejnavn',
  'husnr',
  'etage',
  'dør',
  'supplerendebynavn',
  'postnr',
  'postnrnavn',
  'kommunekode',
  'adgangsadresseid',
  'x',
  'y',
];

describe('GET /api/addresses/autocomplete with the embedded provider', () => {
  test('answers in the DAWA autocomplete shape', async () => {
    const res = await ctx.app.inject('/api/addresses/autocomplete?q=algade%2012');
    expect(res.statusCode).toBe(200);
    const [first] = res.json();
    expect(first.tekst).toBe('Algade 12, 4000 Roskilde');
    expect(Object.keys(first.adresse).sort()).toEqual([...DAWA_KEYS].sort());
  });

  test('matches word prefixes with Danish letters, case-insensitively', async () => {
    const res = await ctx.app.inject(`/api/addresses/autocomplete?q=${encodeURIComponent('ØSTER 101')}`);
    expect(res.json().map((s: { tekst: string }) => s.tekst)).toEqual(['Østerbrogade 101, 3. tv, 2100 København Ø']);
  });

  test('short and unknown queries answer an empty list; over-long ones 422', async () => {
    expect((await ctx.app.inject('/api/addresses/autocomplete?q=a')).json()).toEqual([]);
    expect((await ctx.app.inject('/api/addresses/autocomplete?q=zzzz')).json()).toEqual([]);
    expect((await ctx.app.inject(`/api/addresses/autocomplete?q=${'a'.repeat(300)}`)).statusCode).toBe(422);
  });
});

describe('the HTTP provider against a local fake of the address service', () => {
  let fake: http.Server;
  let baseUrl: string;
  const seen: URL[] = [];
  beforeAll(async () => {
    fake = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      seen.push(url);
      if (url.pathname !== '/adresser/soeg' || url.searchParams.get('token') !== 'demo-token') {
        res.writeHead(401).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          status: 'OK',
          fund: [
            { id: 'a1', type: 'adresse', titel: 'Rådhuspladsen 1, 1. th, 1550 København V' },
            { id: 'v1', type: 'vej', titel: 'Rådhuspladsen' },
            { id: 'a2', type: 'adresse', titel: 'Rådhusstræde 4, 1466 København K' },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

  test('maps found addresses to the DAWA shape, drops roads, sends the token and a query of at most 73 characters', async () => {
    const app = Fastify();
    await app.register(addressRoutes, { provider: createHttpAddressProvider({ baseUrl, token: 'demo-token' }) });
    const long = `Rådhus${'x'.repeat(100)}`;
    const res = await app.inject(`/api/addresses/autocomplete?q=${encodeURIComponent(long.slice(0, 150))}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toHaveLength(2);
    expect(body[0]).toEqual({
      tekst: 'Rådhuspladsen 1, 1. th, 1550 København V',
      adresse: expect.objectContaining({
        id: 'a1',
        vejnavn: 'Rådhuspladsen',
        husnr: '1',
        etage: '1',
        dør: 'th',
        postnr: '1550',
        postnrnavn: 'København V',
      }),
    });
    expect(seen.at(-1)?.searchParams.get('tekst')).toHaveLength(73);
    await app.close();
  });

  test('a failing service is a 502, not a crash', async () => {
    const app = Fastify();
    await app.register(addressRoutes, { provider: createHttpAddressProvider({ baseUrl, token: 'wrong' }) });
    const res = await app.inject('/api/addresses/autocomplete?q=R%C3%A5dhus');
    expect(res.statusCode).toBe(502);
    await app.close();
  });

  test('an entry without id or title is skipped', () => {
    expect(toSuggestion({ titel: 'x' })).toBeNull();
    expect(toSuggestion({ id: 'x' })).toBeNull();
  });
});
