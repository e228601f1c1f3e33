// One app process against two on the same PostgreSQL and Redis, side by side in one run: GET
// /api/customer/users/{id}/rfqs under `--concurrency` connections for `--seconds` (round robin over the processes,
// as a load balancer would), then the realtime fan-out: `--events` events published on process A to `--sockets`
// pusher-js sockets spread over both processes, with the share delivered. `--fault` adds a run through a load
// balancer (bench/support/loadBalancer.ts) that kills process B with SIGKILL halfway and shows what the clients saw,
// `--fault-clients` pusher-js clients among them. The processes are real ones (`server/main.ts`), so the second can
// use the second core. Prints figures only.
// Run: DATABASE_URL=postgres://… REDIS_URL=redis://… npm run bench -- cluster [--seconds 30] [--concurrency 200]
//   [--sockets 500] [--events 200] [--other-requests 2000] [--fault-clients 100] [--fault]
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import PusherServer from 'pusher';
import PusherClient from 'pusher-js';
import { loadConfig } from '../server/config';
import { startAppProcess, type AppProcess } from './support/appProcess';
import { describeSeed, openBenchDatabase } from './support/benchDatabase';
import { countOption } from './support/benchOptions';
import { cookieHeader, signIn } from './support/httpSession';
import { runLoad, type LoadJob } from './support/loadGenerator';
import { startLoadBalancer } from './support/loadBalancer';
import { loadAverage, loadTable, percentile, summarise } from './support/loadTable';

const argv = process.argv.slice(2);
const SECONDS = countOption(argv, 'seconds', 30, 1);
const CONCURRENCY = countOption(argv, 'concurrency', 200, 1);
const SOCKETS = countOption(argv, 'sockets', 500, 1);
const EVENTS = countOption(argv, 'events', 200, 1);
const OTHER_REQUESTS = countOption(argv, 'other-requests', 2_000);
const FAULT_CLIENTS = countOption(argv, 'fault-clients', 100, 1);
const FAULT = argv.includes('--fault');
const BENCH_CHANNEL = 'bench-fanout';
/** Events published on A once the fault run's clients are back: enough for a share, few enough to be quick. */
const FAULT_EVENTS = 10;

type Server = AppProcess;
type PusherSettings = { appId: string; key: string; secret: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function until(done: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await sleep(50);
}

function startServer(env: NodeJS.ProcessEnv): Promise<AppProcess> {
  // Every bench socket comes from this one address, which the broker's per-address cap would otherwise stop.
  return startAppProcess({ env: { ...env, REALTIME_MAX_CONNECTIONS_PER_ADDRESS: String(SOCKETS + FAULT_CLIENTS) } });
}

/** `count` pusher-js clients on the bench channel, client i on ports[i % ports.length], once all are subscribed. */
async function subscribeClients(key: string, ports: number[], count: number) {
  const clients = Array.from(
    { length: count },
    (_, i) =>
      new PusherClient(key, {
        cluster: '',
        wsHost: '127.0.0.1',
        wsPort: ports[i % ports.length],
        forceTLS: false,
        enabledTransports: ['ws'],
        disableStats: true,
      }),
  );
  const received = new Array<number>(count).fill(0);
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
  return { clients, received, lastDelivery: () => lastDelivery };
}

/** Publishes `events` ticks on `server` and waits up to 10 s for each to reach every client. */
async function publishTicks(
  server: Server,
  pusher: PusherSettings,
  subscribers: Awaited<ReturnType<typeof subscribeClients>>,
  events: number,
) {
  const { appId, key, secret } = pusher;
  const sdk = new PusherServer({ appId, key, secret, host: '127.0.0.1', port: String(server.port), useTLS: false });
  const before = sum(subscribers.received);
  const started = performance.now();
  for (let n = 0; n < events; n += 1) await sdk.trigger(BENCH_CHANNEL, 'tick', { n });
  const expected = events * subscribers.clients.length;
  await until(() => sum(subscribers.received) - before >= expected, 10_000);
  return { delivered: sum(subscribers.received) - before, expected, started };
}

async function fanOut(publishOn: Server, servers: Server[], pusher: PusherSettings) {
  const subscribers = await subscribeClients(
    pusher.key,
    servers.map((s) => s.port),
    SOCKETS,
  );
  const { delivered, expected, started } = await publishTicks(publishOn, pusher, subscribers, EVENTS);
  for (const client of subscribers.clients) client.disconnect();
  const seconds = (subscribers.lastDelivery() - started) / 1000;
  return { delivered, expected, seconds, perSecond: delivered / seconds };
}

/**
 * The load and FAULT_CLIENTS pusher-js clients go through the bench's load balancer; B is killed halfway. Then the
 * clients that were on B must come back by themselves (pusher-js reconnects) and get what A publishes.
 */
async function faultRun(servers: Server[], pusher: PusherSettings, job: (label: string, bases: string[]) => LoadJob) {
  const [survivor, victim] = servers;
  const balancer = await startLoadBalancer(servers.map((s) => s.port));
  const subscribers = await subscribeClients(pusher.key, [balancer.port], FAULT_CLIENTS);
  const { clients } = subscribers;
  let killedAt = 0;
  let socketsOnVictim = 0;
  const dropped = new Set<number>();
  const reconnectMs = new Map<number, number>();
  clients.forEach((client, i) =>
    client.connection.bind('state_change', ({ current }: { current: string }) => {
      if (killedAt === 0) return;
      if (current !== 'connected') dropped.add(i);
      else if (dropped.has(i) && !reconnectMs.has(i)) reconnectMs.set(i, performance.now() - killedAt);
    }),
  );
  const killer = setTimeout(
    () => {
      socketsOnVictim = balancer.stats()[1].sockets;
      killedAt = performance.now();
      victim.process.kill('SIGKILL');
    },
    (SECONDS * 1000) / 2,
  );
  try {
    const fault = job('GET …/rfqs, B killed halfway', [`http://127.0.0.1:${balancer.port}`]);
    const [result] = await runLoad([fault]);
    await until(() => clients.every((c) => c.channel(BENCH_CHANNEL)?.subscribed), 30_000);
    const back = clients.filter((c) => c.connection.state === 'connected').length;
    const ticks = await publishTicks(survivor, pusher, subscribers, FAULT_EVENTS);
    const times = [...reconnectMs.values()].sort((a, b) => a - b);
    // Sizes now: the disconnects below change states too.
    const lost = dropped.size;
    return { row: summarise(fault, result), stats: balancer.stats(), socketsOnVictim, lost, back, times, ticks };
  } finally {
    clearTimeout(killer);
    for (const client of clients) client.disconnect();
    await balancer.close();
  }
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
    const job = (label: string, bases: string[]): LoadJob => ({
      label,
      url: `${bases[0]}${path}`,
      urls: bases.map((base) => `${base}${path}`),
      cookie: cookieHeader(cookies),
      concurrency: CONCURRENCY,
      requests: Number.MAX_SAFE_INTEGER,
      maxSeconds: SECONDS,
    });
    const loadBefore = loadAverage();
    const bases = () => servers.map((s) => s.base);
    const one = job('GET …/rfqs, 1 process', bases());
    const [oneResult] = await runLoad([one]);
    servers.push(await startServer(env));
    const two = job('GET …/rfqs, 2 processes', bases());
    const [twoResult] = await runLoad([two]);
    const rows = [summarise(one, oneResult), summarise(two, twoResult)];
    const fan = await fanOut(servers[0], servers, config.pusher);
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
      const fault = await faultRun(servers, config.pusher, job);
      const { ticks, times } = fault;
      const ms = (p: number) => `${percentile(times, p).toFixed(0)} ms`;
      lines.push(
        '',
        "fault run: through the bench's load balancer (checks /readyz every 250 ms; a GET refused or reset by a " +
          'backend is retried once on another), process B killed with SIGKILL halfway through',
        loadTable([fault.row], 4),
        ...fault.stats.map(
          (b, i) =>
            `  balancer → process ${'AB'[i]}: ${b.forwarded} forwarded, ${b.retried} retried on the other, ` +
            `${b.failed} answered 502`,
        ),
        `  realtime: ${FAULT_CLIENTS} pusher-js clients through the balancer, ${fault.socketsOnVictim} of them on B ` +
          `when it died; ${fault.lost} lost their connection, ${times.length} of those were connected again ` +
          (times.length > 0 ? `(${ms(50)} median, ${ms(100)} max after the kill)` : '') +
          `; ${fault.back} of ${FAULT_CLIENTS} connected at the end`,
        `  ${FAULT_EVENTS} events published on A after the kill: ${ticks.delivered} of ${ticks.expected} delivered ` +
          `(${((100 * ticks.delivered) / ticks.expected).toFixed(1)} %)`,
      );
    }
    lines.push(`  load average (1, 5, 15 min): ${loadBefore} before, ${loadAverage()} after`, '');
    process.stdout.write(lines.join('\n'));
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await bench.database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`clusterLoad failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
