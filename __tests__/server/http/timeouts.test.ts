// A client that sends nothing, or its headers or body a byte at a time, is cut off after the configured timeouts
// instead of holding a socket open for as long as it likes.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../../server/config';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
let port: number;
const http = { requestTimeoutMs: 1500, headersTimeoutMs: 600, keepAliveTimeoutMs: 500, idleTimeoutMs: 1000 };

beforeAll(async () => {
  ctx = await createTestApp({ seed: false, config: { http } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
}, 120_000);
afterAll(() => closeTestApp(ctx));

/**
 * Opens a socket, writes `first`, then `drip` every `everyMs` until the server closes the connection (or `giveUpMs`
 * passes). Resolves with how long the socket lived and what the server said.
 */
function trickle(first: string, drip: string, everyMs: number, giveUpMs = 8000) {
  return new Promise<{ ms: number; answer: string; closed: boolean }>((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ ms: Date.now() - started, answer, closed });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      if (first) socket.write(first);
      if (drip) timer = setInterval(() => socket.writable && socket.write(drip), everyMs);
    });
  });
}

test('headers sent a byte at a time are cut off after the headers timeout', async () => {
  const result = await trickle('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 'a', 100);
  expect(result.closed).toBe(true);
  expect(result.ms).toBeLessThan(3000);
  expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
});

test('a body sent a byte at a time is cut off after the request timeout', async () => {
  const head =
    'POST /login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
  const result = await trickle(head, ' ', 100);
  expect(result.closed).toBe(true);
  expect(result.ms).toBeLessThan(4000);
  expect(result.ms).toBeGreaterThanOrEqual(http.requestTimeoutMs - 100);
});

test('a socket that says nothing is closed', async () => {
  const result = await trickle('', '', 0);
  expect(result.closed).toBe(true);
  expect(result.ms).toBeLessThan(3000);
});

test('a kept-alive connection is closed after the keep-alive timeout', async () => {
  const result = await trickle('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n', '', 0);
  expect(result.answer).toMatch(/^HTTP\/1\.1 200/);
  expect(result.closed).toBe(true);
  expect(result.ms).toBeLessThan(3000);
});

test('the defaults: 120 s for a request, 20 s for its headers, 72 s keep-alive, 120 s of silence', () => {
  expect(loadConfig({}).http).toEqual({
    requestTimeoutMs: 120_000,
    headersTimeoutMs: 20_000,
    keepAliveTimeoutMs: 72_000,
    idleTimeoutMs: 120_000,
  });
  expect(loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '5000', HTTP_HEADERS_TIMEOUT_MS: '9000' }).http).toMatchObject({
    requestTimeoutMs: 5000,
    headersTimeoutMs: 5000,
  });
});
