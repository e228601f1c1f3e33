// Events must not be lost under load. With the embedded broker the server publishes
// in-process (no HTTP round trip to itself that can time out); to an external service it retries with backoff
// and logs a failure without the payload.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { loadConfig } from '../../../server/config';
import { createPublisher, RETRY_DELAYS_MS } from '../../../server/realtime/publisher';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

type Entry = { level: 'warn' | 'debug'; details: Record<string, unknown>; message: string };
function recordingLog() {
  const entries: Entry[] = [];
  return {
    entries,
    log: {
      warn: (details: object, message: string) => entries.push({ level: 'warn', details: { ...details }, message }),
      debug: (details: object, message: string) => entries.push({ level: 'debug', details: { ...details }, message }),
    },
  };
}

describe('embedded broker: in-process', () => {
  let ctx: TestContext;
  let port: number;
  const requests: string[] = [];
  const record = (request: http.IncomingMessage) => requests.push(`${request.method} ${request.url}`);

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
    ctx.app.server.on('request', record);
  }, 120_000);
  afterAll(async () => {
    ctx.app.server.off('request', record);
    await closeTestApp(ctx);
  });

  async function subscribedSocket(channel: string) {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${ctx.config.pusher.key}?protocol=7`);
    const messages: { event: string; channel?: string; data: string }[] = [];
    const waiters: (() => void)[] = [];
    ws.on('message', (raw) => {
      messages.push(JSON.parse(raw.toString()) as (typeof messages)[number]);
      for (const wake of waiters.splice(0)) wake();
    });
    const next = async (event: string) => {
      for (;;) {
        const found = messages.find((m) => m.event === event);
        if (found) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    };
    await next('pusher:connection_established');
    ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel } }));
    await next('pusher_internal:subscription_succeeded');
    return { ws, next };
  }

  test('a publish reaches a subscribed socket without any HTTP request', async () => {
    const socket = await subscribedSocket('news');
    requests.length = 0;
    expect(await ctx.app.realtime.publish('news', 'headline', { n: 1 })).toBe(true);
    const message = await socket.next('headline');
    expect(message.channel).toBe('news');
    expect(JSON.parse(message.data)).toEqual({ n: 1 });
    expect(requests).toEqual([]);
    socket.ws.terminate();
  });

  test('a burst of 300 publishes all arrive, in order', async () => {
    const socket = await subscribedSocket('burst');
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, n) => ctx.app.realtime.publish('burst', 'tick', { n })),
    );
    expect(results.every(Boolean)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { ws } = socket;
    ws.terminate();
    expect(requests).toEqual([]);
  });

  test('an event Pusher would refuse (over 10 KB) is refused in-process too, and logged without its data', async () => {
    const { entries, log } = recordingLog();
    const deliver = jest.fn(() => 0);
    const publisher = createPublisher(loadConfig({}), { broker: { deliver }, log });
    expect(await publisher.publish('news', 'big', { text: 'secret '.repeat(2000) })).toBe(false);
    expect(deliver).not.toHaveBeenCalled();
    expect(entries).toEqual([expect.objectContaining({ level: 'warn', message: 'realtime: publish refused' })]);
    expect(JSON.stringify(entries)).not.toContain('secret');
  });
});

describe('external service: retries with backoff', () => {
  let server: http.Server;
  let port: number;
  /** The status the next calls answer, in order; 200 once they run out. */
  let plan: number[] = [];
  let calls: number[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        calls.push(Date.now());
        const status = plan.shift() ?? 200;
        response.writeHead(status, { 'content-type': 'application/json' }).end(status === 200 ? '{}' : 'boom');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    plan = [];
    calls = [];
  });

  const external = () => loadConfig({ PUSHER_HOST: '127.0.0.1', PUSHER_PORT: String(port), PUSHER_SCHEME: 'http' });
  const payload = { email: 'kunde@example.dk' };

  test('the default backoff is 200, 400, 800 ms', () => {
    expect(RETRY_DELAYS_MS).toEqual([200, 400, 800]);
  });

  test('a failed first call is retried after the first delay and the event arrives', async () => {
    plan = [500];
    const { entries, log } = recordingLog();
    const publisher = createPublisher(external(), { log });
    expect(await publisher.publish('news', 'headline', payload)).toBe(true);
    expect(calls).toHaveLength(2);
    expect(calls[1] - calls[0]).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[0] - 5);
    expect(entries.filter((e) => e.level === 'warn')).toEqual([]);
    expect(JSON.stringify(entries)).not.toContain('kunde@example.dk');
  });

  test('a service that keeps failing gets four tries, then one warning without the payload', async () => {
    plan = [503, 502, 500, 500, 500];
    const { entries, log } = recordingLog();
    const publisher = createPublisher(external(), { log, retryDelaysMs: [10, 20, 40] });
    expect(await publisher.publish('news', 'headline', payload)).toBe(false);
    expect(calls).toHaveLength(4);
    const warnings = entries.filter((e) => e.level === 'warn');
    expect(warnings).toEqual([
      {
        level: 'warn',
        message: 'realtime: publish failed',
        details: expect.objectContaining({ channel: 'news', event: 'headline', attempt: 4, status: 500 }),
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain('kunde@example.dk');
  });

  test('a refusal (4xx) is not retried', async () => {
    plan = [401];
    const publisher = createPublisher(external(), { retryDelaysMs: [10, 20, 40] });
    expect(await publisher.publish('news', 'headline', payload)).toBe(false);
    expect(calls).toHaveLength(1);
  });

  test('a service that cannot be reached is retried too', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { entries, log } = recordingLog();
    const config = loadConfig({ PUSHER_HOST: '127.0.0.1', PUSHER_PORT: String(deadPort), PUSHER_SCHEME: 'http' });
    const publisher = createPublisher(config, { log, retryDelaysMs: [10, 20, 40] });
    expect(await publisher.publish('news', 'headline', payload)).toBe(false);
    expect(entries.map((e) => e.details.attempt)).toEqual([1, 2, 3, 4]);
  });
});
