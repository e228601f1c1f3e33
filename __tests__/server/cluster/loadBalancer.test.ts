// The cluster bench's load balancer (bench/support/loadBalancer.ts): its fault run's zero errors mean something only
// if a dead backend's GETs are retried (once), a POST is not, and WebSockets pass through.
import http from 'node:http';
import type net from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { startLoadBalancer, type LoadBalancer } from '../../../bench/support/loadBalancer';

type Backend = { server: http.Server; port: number };

async function backend(name: string): Promise<Backend> {
  // `/reset`: the connection is cut before an answer, as when the process is killed with the request in hand.
  const server = http.createServer((req, res) =>
    req.url === '/reset' ? req.socket.destroy() : res.end(req.url === '/readyz' ? 'ready' : name),
  );
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket) => socket.on('message', (data) => socket.send(`${name}:${String(data)}`)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as net.AddressInfo).port };
}

const stop = (b: Backend) => {
  b.server.closeAllConnections();
  return new Promise((resolve) => b.server.close(resolve));
};

let a: Backend;
let b: Backend;
let balancer: LoadBalancer;
let base: string;

beforeEach(async () => {
  [a, b] = await Promise.all([backend('a'), backend('b')]);
  balancer = await startLoadBalancer([a.port, b.port]);
  base = `http://127.0.0.1:${balancer.port}`;
});

afterEach(async () => {
  await balancer.close();
  await Promise.all([a, b].filter((x) => x.server.listening).map(stop));
});

test('round robin over the backends while both are up', async () => {
  const answers = [];
  for (let i = 0; i < 4; i += 1) answers.push(await (await fetch(`${base}/x`)).text());
  expect(answers.sort()).toEqual(['a', 'a', 'b', 'b']);
});

test('a GET sent to a dead backend is retried on the other one', async () => {
  await stop(b);
  const answers = await Promise.all(Array.from({ length: 4 }, async () => (await fetch(`${base}/x`)).text()));
  expect(answers).toEqual(['a', 'a', 'a', 'a']);
  const [statsA, statsB] = balancer.stats();
  expect(statsB).toMatchObject({ healthy: false, retried: 1, failed: 0 });
  expect(statsA).toMatchObject({ forwarded: 4, retried: 0, failed: 0 });
});

test('a GET is retried once, a POST not at all', async () => {
  expect((await fetch(`${base}/reset`)).status).toBe(502);
  const total = (key: 'forwarded' | 'retried' | 'failed') => balancer.stats().reduce((n, s) => n + s[key], 0);
  expect([total('forwarded'), total('retried'), total('failed')]).toEqual([2, 1, 1]);
  // Both are marked down now; the next checks mark them up.
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(balancer.stats().map((s) => s.healthy)).toEqual([true, true]);
  expect((await fetch(`${base}/reset`, { method: 'POST', body: 'x' })).status).toBe(502);
  expect([total('forwarded'), total('retried'), total('failed')]).toEqual([3, 1, 2]);
});

test('proxies a WebSocket both ways', async () => {
  const socket = new WebSocket(`ws://127.0.0.1:${balancer.port}/app/key`);
  const echoed = new Promise<string>((resolve) => socket.on('message', (data) => resolve(String(data))));
  await new Promise((resolve) => socket.on('open', resolve));
  socket.send('hello');
  expect(await echoed).toMatch(/^[ab]:hello$/);
  expect(balancer.stats().reduce((n, s) => n + s.sockets, 0)).toBe(1);
  socket.close();
});
