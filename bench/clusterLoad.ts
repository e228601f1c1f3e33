// One app process against two on the same PostgreSQL and Redis (issue 16), side by side in one run: GET
// /api/customer/users/{id}/rfqs under `--concurrency` connections for `--seconds` (round robin over the processes,
// as a load balancer would), then the realtime fan-out: `--events` events published on process A to `--sockets`
// pusher-js sockets spread over both processes, with the share delivered. `--fault` adds a run that kills process
// B with SIGKILL halfway and shows what the clients saw. The processes are real ones (`server/main.ts`), so the
// second can use the second core. Prints figures only.
// Run: DATABASE_URL=postgres://… REDIS_URL=redis://… npm run bench -- cluster [--seconds 30] [--concurrency 200]
//   [--sockets 500] [--events 200] [--other-requests 2000] [--fault]
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import PusherServer from 'pusher';
import PusherClient from 'pusher-js';
import { loadConfig } from '../server/config';
import { describeSeed, openBenchDatabase } from './support/benchDatabase';
import { countOption } from './support/benchOptions';
import { cookieHeader, signIn } from './support/httpSession';
import { runLoad, type LoadJob } from './support/loadGenerator';
import { loadAverage, loadTable, summarise } from './support/loadTable';

const argv = process.argv.slice(2);
const SECONDS = countOption(argv, 'seconds', 30, 1);
const CONCURRENCY = countOption(argv, 'concurrency', 200, 1);
const SOCKETS = countOption(argv, 'sockets', 500, 1);
const EVENTS = countOption(argv, 'events', 200, 1);
const OTHER_REQUESTS = countOption(argv, 'other-requests', 2_000);
const FAULT = argv.includes('--fault');
const BENCH_CHANNEL = 'bench-fanout';

type Server = { port: number; process: ChildProcess; base: string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', APP_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the server on :${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { port, process: child, base };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server on :${port} did not become ready`);
}

async function fanOut(publishOn: Server, servers: Server[], key: string, appId: string, secret: string) {
  const clients = Array.from({ length: SOCKETS }, (_, i) => {
    const server = servers[i % servers.length];
    return new PusherClient(key, {
      cluster: '',
      wsHost: '127.0.0.1',
      wsPort: server.port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
    });
  });
  const received = new Array<number>(SOCKETS).fill(0);
  let lastDelivery = 0;
  await Promise.all(
    clients.map(
      (client, i) =>
        new Promise<void>((resolve, reject) => {
          const channel = client.subscribe(BENCH_CHANNEL);
          channel.bind('pusher:subscription_succeeded', () => resolve());
          channel.bind('pusher:subscription_error', () => reject(new Error('subscription refused')));
          channel.bind('tick', () => {
            received[i] += 1;
            lastDelivery = performance.now();
          });
        }),
    ),
  );
  const sdk = new PusherServer({ appId, key, secret, host: '127.0.0.1', port: String(publishOn.port), useTLS: false });
  const started = performance.now();
  for (let n = 0; n < EVENTS; n += 1) await sdk.trigger(BENCH_CHANNEL, 'tick', { n });
  const expected = EVENTS * SOCKETS;
  const settle = Date.now() + 10_000;
  while (received.reduce((a, b) => a + b, 0) < expected && Date.now() < settle) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const delivered = received.reduce((a, b) => a + b, 0);
  for (const client of clients) client.disconnect();
  const seconds = (lastDelivery - started) / 1000;
  return { delivered, expected, seconds, perSecond: delivered / seconds };
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!databaseUrl || !redisUrl) throw new Error('the cluster bench needs DATABASE_URL and REDIS_URL');
  const bench = await openBenchDatabase(databaseUrl, OTHER_REQUESTS);
  const servers: Server[] = [];
  try {
    const url = new URL(databaseUrl);
    url.pathname = `/bench_${process.pid}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `bench-${process.pid}:`,
      // The bench measures the API, not the per-user limit.
      RATE_LIMIT_PER_MINUTE: '100000000',
      LOG_LEVEL: 'silent',
      LENDER_DELAY_MS: '0',
    };
    const config = loadConfig(env);
    servers.push(await startServer(env));
    const { cookies, userId } = await signIn(servers[0].base, 'kunde@example.dk');
    const path = `/api/customer/users/${userId}/rfqs`;
    const job = (label: string, list: Server[]): LoadJob => ({
      label,
      url: `${list[0].base}${path}`,
      urls: list.map((s) => `${s.base}${path}`),
      cookie: cookieHeader(cookies),
      concurrency: CONCURRENCY,
      requests: Number.MAX_SAFE_INTEGER,
      maxSeconds: SECONDS,
    });
    const loadBefore = loadAverage();
    const one = job('GET …/rfqs, 1 process', servers);
    const [oneResult] = await runLoad([one]);
    servers.push(await startServer(env));
    const two = job('GET …/rfqs, 2 processes', servers);
    const [twoResult] = await runLoad([two]);
    const rows = [summarise(one, oneResult), summarise(two, twoResult)];
    const fan = await fanOut(servers[0], servers, config.pusher.key, config.pusher.appId, config.pusher.secret);
    const lines = [
      `Cluster on PostgreSQL (throwaway database bench_${process.pid}) and Redis, loopback, ${os.cpus().length} cores`,
      `  ${describeSeed(bench, OTHER_REQUESTS)}`,
      `  ${CONCURRENCY} concurrent connections for ${SECONDS} s per line, round robin over the processes`,
      '',
      loadTable(rows, 4),
      '',
      `two processes against one: ${(rows[1].perSecond / rows[0].perSecond).toFixed(2)}× the throughput ` +
        `(${(rows[1].perSecond / os.cpus().length).toFixed(0)} requests/s per core with two)`,
      `realtime fan-out: ${EVENTS} events published on process A to ${SOCKETS} sockets spread over both: ` +
        `${fan.delivered} of ${fan.expected} delivered (${((100 * fan.delivered) / fan.expected).toFixed(1)} %), ` +
        `${fan.perSecond.toFixed(0)} deliveries/s over ${fan.seconds.toFixed(2)} s`,
    ];
    if (FAULT) {
      const fault = job('GET …/rfqs, B killed halfway', servers);
      const victim = servers[1];
      const killer = setTimeout(() => victim.process.kill('SIGKILL'), (SECONDS * 1000) / 2);
      const [faultResult] = await runLoad([fault]);
      clearTimeout(killer);
      lines.push(
        '',
        'fault run: process B killed with SIGKILL halfway through',
        loadTable([summarise(fault, faultResult)], 4),
        '  (errors are the requests in flight on B and those sent to B after it died; a load balancer checking ' +
          '/readyz would stop sending them there)',
      );
    }
    lines.push(`  load average (1, 5, 15 min): ${loadBefore} before, ${loadAverage()} after`, '');
    process.stdout.write(lines.join('\n'));
  } finally {
    for (const server of servers) if (server.process.exitCode === null) server.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await bench.database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`clusterLoad failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
