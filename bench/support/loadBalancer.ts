// The cluster bench's stand-in for a production load balancer, so its fault run measures what clients behind one see.
import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';

export type BackendStats = {
  port: number;
  healthy: boolean;
  /** Requests and WebSocket upgrades sent to this backend. */
  forwarded: number;
  /** Of those, the ones it refused or reset before answering that went again to another backend. */
  retried: number;
  /** Of those, the ones answered 502 (or, for an upgrade, closed) because no other backend could take them. */
  failed: number;
  /** WebSockets open through it now. */
  sockets: number;
};

export type LoadBalancer = { port: number; stats(): BackendStats[]; close(): Promise<void> };

type Backend = BackendStats & { agent: http.Agent; checking: boolean };

// Far more often than a production balancer checks (every few seconds), so a run of seconds sees the whole cycle.
const CHECK_EVERY_MS = 250;
// Generous: a busy process answers /readyz after its queue, and a slow answer is not a dead process.
const CHECK_TIMEOUT_MS = 2_000;
const IDEMPOTENT = new Set(['GET', 'HEAD']);
/** Errors that mean the backend is gone, not that the request was bad. */
const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

const endToEnd = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

const isConnectionError = (error: Error) => CONNECTION_ERRORS.has((error as NodeJS.ErrnoException).code ?? '');

/** Listens on a free port of `host` in front of the processes on `ports`. */
export async function startLoadBalancer(ports: number[], host = '127.0.0.1'): Promise<LoadBalancer> {
  const backends: Backend[] = ports.map((port) => ({
    port,
    healthy: true,
    forwarded: 0,
    retried: 0,
    failed: 0,
    sockets: 0,
    agent: new http.Agent({ keepAlive: true }),
    checking: false,
  }));
  let turn = 0;
  // With none healthy, all of them (as nginx does), so that checks that time out under load cannot stop the traffic.
  function pick(except?: Backend): Backend | undefined {
    const healthy = backends.filter((b) => b.healthy && b !== except);
    const pool = healthy.length > 0 || except ? healthy : backends;
    return pool.length > 0 ? pool[turn++ % pool.length] : undefined;
  }

  function goneDown(backend: Backend, error: Error, retry: boolean): Backend | undefined {
    if (!isConnectionError(error)) return undefined;
    backend.healthy = false;
    const other = retry ? pick(backend) : undefined;
    if (other) backend.retried += 1;
    return other;
  }

  function forward(req: http.IncomingMessage, res: http.ServerResponse, backend: Backend | undefined, retry: boolean) {
    if (!backend) return void res.writeHead(502).end();
    backend.forwarded += 1;
    const idempotent = IDEMPOTENT.has(req.method ?? '');
    const upstream = http.request({
      host,
      port: backend.port,
      method: req.method,
      path: req.url,
      headers: endToEnd(req.headers),
      agent: backend.agent,
    });
    upstream.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', (error) => {
      if (res.destroyed) return;
      if (res.headersSent) return void res.destroy();
      const other = goneDown(backend, error, retry && idempotent);
      if (other) return forward(req, res, other, false);
      backend.failed += 1;
      res.writeHead(502).end();
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    if (idempotent) upstream.end();
    else req.pipe(upstream);
  }

  const open = new Set<Duplex>();
  function upgrade(
    req: http.IncomingMessage,
    client: Duplex,
    head: Buffer,
    backend: Backend | undefined,
    retry: boolean,
  ) {
    if (!backend) return void client.destroy();
    backend.forwarded += 1;
    const socket = net.connect(backend.port, host);
    let connected = false;
    socket.once('connect', () => {
      if (client.destroyed) return void socket.destroy();
      connected = true;
      backend.sockets += 1;
      open.add(socket);
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      socket.write(head);
      socket.pipe(client);
      client.pipe(socket);
      client.on('close', () => socket.destroy());
    });
    socket.on('error', (error) => {
      if (connected) return;
      const other = goneDown(backend, error, retry);
      if (other) return upgrade(req, client, head, other, false);
      backend.failed += 1;
      client.destroy();
    });
    socket.on('close', () => {
      if (!connected) return;
      backend.sockets -= 1;
      open.delete(socket);
      client.destroy();
    });
    client.on('error', () => socket.destroy());
  }

  function check(backend: Backend) {
    if (backend.checking) return;
    backend.checking = true;
    const settle = (healthy: boolean) => {
      backend.healthy = healthy;
      backend.checking = false;
    };
    const probe = http.get({ host, port: backend.port, path: '/readyz', agent: false, timeout: CHECK_TIMEOUT_MS });
    probe.on('response', (answer) => {
      answer.resume();
      settle(answer.statusCode === 200);
    });
    probe.on('timeout', () => probe.destroy(new Error('/readyz timed out')));
    probe.on('error', () => settle(false));
  }

  const server = http.createServer((req, res) => forward(req, res, pick(), true));
  server.on('upgrade', (req: http.IncomingMessage, client: Duplex, head: Buffer) =>
    upgrade(req, client, head, pick(), true),
  );
  const checks = setInterval(() => backends.forEach(check), CHECK_EVERY_MS);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, resolve);
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    stats: () => backends.map(({ agent: _agent, checking: _checking, ...stats }) => ({ ...stats })),
    close: () => {
      clearInterval(checks);
      for (const socket of open) socket.destroy();
      for (const backend of backends) backend.agent.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
