// /api/config behind nginx as deploy/nginx/laanetorvet.conf forwards: `Host $host` (no port), X-Forwarded-Proto,
// -Host and -Port. The browser must be told the port it used, not 80 or the app's own.
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false, config: { trustedProxies: ['loopback'] } });
});
afterAll(() => closeTestApp(ctx));

async function socketConfig(headers: Record<string, string>, remoteAddress = '127.0.0.1') {
  const res = await ctx.app.inject({ url: '/api/config', headers, remoteAddress });
  expect(res.statusCode).toBe(200);
  const { wsHost, wsPort, forceTLS } = res.json().pusher;
  return { wsHost, wsPort, forceTLS };
}

test('a trusted proxy on a non-standard port: the socket goes to its host and port, over TLS', async () => {
  const headers = {
    host: 'laanetorvet.example.dk',
    'x-forwarded-host': 'laanetorvet.example.dk',
    'x-forwarded-proto': 'https',
    'x-forwarded-port': '8443',
  };
  expect(await socketConfig(headers)).toEqual({ wsHost: 'laanetorvet.example.dk', wsPort: 8443, forceTLS: true });
});

test("X-Forwarded-Port wins over the port in Host (a proxy passing its upstream's Host)", async () => {
  const headers = { host: '127.0.0.1:3000', 'x-forwarded-proto': 'http', 'x-forwarded-port': '8080' };
  expect((await socketConfig(headers)).wsPort).toBe(8080);
});

test('on the standard port with no X-Forwarded-Port, the protocol’s port', async () => {
  const headers = { host: 'laanetorvet.example.dk', 'x-forwarded-proto': 'https' };
  expect(await socketConfig(headers)).toEqual({ wsHost: 'laanetorvet.example.dk', wsPort: 443, forceTLS: true });
});

test('an untrusted client’s X-Forwarded-Port and a malformed one are ignored', async () => {
  const headers = { host: 'localhost:3000', 'x-forwarded-port': '8443' };
  expect((await socketConfig(headers, '203.0.113.9')).wsPort).toBe(3000);
  expect((await socketConfig({ host: 'localhost:3000', 'x-forwarded-port': '99999' })).wsPort).toBe(3000);
  expect((await socketConfig({ host: 'localhost:3000', 'x-forwarded-port': 'abc' })).wsPort).toBe(3000);
});
