/**
 * @jest-environment node
 */
// Point 3: `--inspect` binds to 127.0.0.1, survives a taken port, and every page that connects gets the
// replay from its start.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { startReplayInspectorServer, type ReplayInspectorServer } from '../../scripts/replayInspector';

const servers: ReplayInspectorServer[] = [];
let blocker: Server | null = null;
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  await new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve()));
  blocker = null;
});

async function start(port: number) {
  const server = await startReplayInspectorServer(port);
  servers.push(server);
  return server;
}

function receive(port: number, count: number, origin?: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}`, origin ? { origin } : {});
    const messages: string[] = [];
    socket.on('message', (data) => {
      messages.push(String(data));
      if (messages.length === count) {
        socket.close();
        resolve(messages);
      }
    });
    socket.on('error', reject);
  });
}

const step = (index: number) => ({
  kind: 'step' as const,
  index,
  event: 'NEXT',
  payload: '',
  state: 'filling.start',
  currentStep: 'start',
  flags: 'start:yes',
});

test('a taken port is not a crash: the server takes a free one and says which', async () => {
  blocker = createServer();
  await new Promise<void>((resolve) => blocker?.listen(0, '127.0.0.1', resolve));
  const taken = (blocker.address() as AddressInfo).port;
  const server = await start(taken);
  expect(server.port).not.toBe(taken);
  expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
});

test('it listens on 127.0.0.1 only and serves its own page, which needs nothing from the internet to show the replay', async () => {
  const server = await start(0);
  const page = await fetch(server.url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<table>');
  // The hosted inspector is only framed on request, never on load.
  expect(html).not.toMatch(/<iframe[^>]*stately/);
  expect((await fetch(`${server.url}other`)).status).toBe(404);
  await expect(fetch(server.url.replace('127.0.0.1', '[::1]'))).rejects.toThrow();
});

test('a page that connects late gets every message from the first, however long the replay (no 200 cap)', async () => {
  const server = await start(0);
  for (let i = 0; i < 1200; i += 1) server.publish(step(i));
  const first = await receive(server.port, 1200);
  expect(JSON.parse(first[0])).toMatchObject({ index: 0 });
  expect(JSON.parse(first[1199])).toMatchObject({ index: 1199 });
  // A second page, later still, gets the whole replay again.
  server.publish(step(1200));
  const second = await receive(server.port, 1201);
  expect(second.map((m) => JSON.parse(m).index)).toEqual(Array.from({ length: 1201 }, (_, i) => i));
});

test('a page of another site cannot connect', async () => {
  const server = await start(0);
  server.publish(step(0));
  await expect(receive(server.port, 1, 'https://evil.example')).rejects.toThrow(/401/);
});
