// SIGTERM stops one real server process gracefully: it stops accepting, answers the request in flight,
// closes realtime sockets with the 4200 reconnect hint and exits 0, so a rolling restart loses nobody's work.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { freePort } from '../../../bench/support/benchServer';
import { DEMO_VALUES } from '../../../server/config';
import { unpackEmptyTemplate } from '../../support/databaseTemplates';

// Migrating a fresh PGlite on two busy cores has taken over a minute; the benches allow two for /healthz.
jest.setTimeout(180_000);

type Answer = { status: number } | { error: string };

let port: number;
let dataDir: string;
let server: ChildProcess;
let exitCode: Promise<number | null>;
let socket: WebSocket;
let socketClosed: Promise<number>;
let inFlight: { request: http.ClientRequest; rest: string; answered: Promise<Answer> };

async function healthy(timeoutMs = 120_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /healthz within two minutes');
}

async function connectBroker(): Promise<WebSocket> {
  const ws = new WebSocket(
    `ws://127.0.0.1:${port}/app/${DEMO_VALUES.PUSHER_APP_KEY}?protocol=7&client=js&version=8.6.0`,
  );
  socketClosed = new Promise((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.on('message', (raw) => {
      if ((JSON.parse(raw.toString()) as { event: string }).event === 'pusher:connection_established') resolve();
    });
    ws.once('error', reject);
  });
  return ws;
}

/**
 * A POST whose body is half sent: the server cannot answer it before the rest comes. An unsigned Pusher trigger,
 * because its route reads the whole body (the signature covers its MD5) before it answers 401.
 */
async function startHalfSentRequest(): Promise<typeof inFlight> {
  const body = JSON.stringify({ name: 'graceful', channel: 'graceful-shutdown', data: JSON.stringify({ x: 1 }) });
  const half = Math.floor(body.length / 2);
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `/apps/${DEMO_VALUES.PUSHER_APP_ID}/events`,
    // Keep-alive, as a browser's connection is: the server must still let it go once the answer is sent.
    agent: new http.Agent({ keepAlive: true }),
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      // The interim 100 Continue proves the server has taken the request in, before the signal is sent.
      expect: '100-continue',
    },
  });
  const answered = new Promise<Answer>((resolve) => {
    request.once('response', (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode ?? 0 }));
    });
    request.once('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
  await new Promise<void>((resolve) => request.once('continue', resolve));
  await new Promise<void>((resolve) => request.write(body.slice(0, half), () => resolve()));
  return { request, rest: body.slice(half), answered };
}

function connectionRefused(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'graceful-shutdown-'));
  // The run's migrated database rather than initdb and every migration in the child (several seconds of CPU).
  unpackEmptyTemplate(dataDir);
  // node itself rather than npx: the signal must reach the server's own process, as a supervisor's does.
  // Detached, so afterAll can stop the whole group should the server not exit by itself.
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      // Embedded PGlite in a directory of its own, one process, no demo logins to hash.
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  exitCode = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
  await healthy();
  socket = await connectBroker();
  inFlight = await startHalfSentRequest();
  server.kill('SIGTERM');
});

afterAll(async () => {
  socket?.terminate();
  inFlight?.request.destroy();
  if (server?.pid && server.exitCode === null && server.signalCode === null) {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server process on SIGTERM', () => {
  test('closes an open realtime socket with 4200, the hint to reconnect to another process', async () => {
    await expect(socketClosed).resolves.toBe(4200);
  });

  test('stops accepting new connections', async () => {
    const end = Date.now() + 30_000;
    while (!(await connectionRefused())) {
      if (Date.now() > end) throw new Error('the port still accepts connections 30 s after SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  test('answers the request that was in flight when the signal came instead of resetting it', async () => {
    inFlight.request.end(inFlight.rest);
    // 401: the unsigned trigger reached its handler, which read the whole body first.
    await expect(inFlight.answered).resolves.toEqual({ status: 401 });
  });

  // Within the 30 s a supervisor such as Kubernetes waits before SIGKILL, though the client above still holds its
  // keep-alive connection: waiting that out (Fastify's 72 s) would cost the exit code and the database's close.
  test('exits with code 0 once that request is answered, without waiting for idle keep-alive connections', async () => {
    await expect(exitCode).resolves.toBe(0);
  }, 30_000);
});
