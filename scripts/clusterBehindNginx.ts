// Two app processes on PostgreSQL and Redis behind Debian's nginx, configured with the locations that ship
// (deploy/nginx/laanetorvet-locations.conf) over plain HTTP on a local port, and one of them killed with SIGKILL
// under load. Checks the shipped TLS configuration with `nginx -t` (a throwaway self-signed certificate), what
// goes through nginx (/api/config's realtime port, the socket's upgrade, /metrics refused), then loads it: GETs
// (a signed-in customer's requests, /api/config) and POSTs (a guest's cookie consent) from `--concurrency` loops
// for `--seconds`, the second process SIGKILLed at 40 %. Prints the figures; exits 1 when a GET failed (nginx
// must retry every one) or a check failed. What POSTs in flight at the kill got is printed, not judged: nginx does
// not retry a POST (docs/operations.md, "Killed under load, behind nginx").
// Run (CI's .ci/run does, nginx from apt-get):
//   DATABASE_URL=postgres://… REDIS_URL=redis://… npx tsx scripts/clusterBehindNginx.ts \
//     [--port 3170] [--seconds 10] [--concurrency 32]
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { startAppProcess, type AppProcess } from '../bench/support/appProcess';
import { openBenchDatabase } from '../bench/support/benchDatabase';
import { countOption } from '../bench/support/benchOptions';
import { cookieHeader, jsonHeaders, keepCookies, signIn, type Cookies } from '../bench/support/httpSession';
import { CONSENT_TEXT_VERSION } from '../domain/cookieConsent';
import { loadConfig } from '../server/config';

const argv = process.argv.slice(2);
const NGINX_PORT = countOption(argv, 'port', 3170, 1);
const SECONDS = countOption(argv, 'seconds', 10, 1);
const CONCURRENCY = countOption(argv, 'concurrency', 32, 1);
/** One request in this many is a POST. */
const POST_EVERY = 5;
const KILL_AT = 0.4;
const DEPLOY = path.resolve(__dirname, '../deploy/nginx');

type Outcome = { method: 'GET' | 'POST'; startedAt: number; endedAt: number; answer: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx']) if (fs.existsSync(candidate)) return candidate;
  throw new Error('nginx is not installed (apt-get install nginx-light)');
}

/** A block of the shipped site file (`upstream laanetorvet`, a `map`), copied so CI runs what ships. */
function shippedBlock(site: string, opening: RegExp): string {
  const start = site.search(opening);
  if (start < 0) throw new Error(`deploy/nginx/laanetorvet.conf has no ${opening.source}`);
  const end = site.indexOf('\n}', start);
  return site.slice(start, end + 2);
}

/** `nginx -t` of the shipped TLS site as it is, its certificate paths pointed at a throwaway self-signed one. */
function checkShippedTlsConfig(nginx: string, dir: string): void {
  const tls = path.join(dir, 'tls');
  fs.mkdirSync(path.join(tls, 'snippets'), { recursive: true });
  const cert = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=laanetorvet.example.dk',
    '-keyout',
    path.join(tls, 'key.pem'),
    '-out',
    path.join(tls, 'cert.pem'),
  ]);
  if (cert.status !== 0) throw new Error(`openssl could not make a test certificate: ${cert.stderr}`);
  fs.copyFileSync(
    path.join(DEPLOY, 'laanetorvet-locations.conf'),
    path.join(tls, 'snippets/laanetorvet-locations.conf'),
  );
  const site = fs
    .readFileSync(path.join(DEPLOY, 'laanetorvet.conf'), 'utf8')
    .replace(/\/etc\/letsencrypt\/live\/[^/]+\/fullchain\.pem/, path.join(tls, 'cert.pem'))
    .replace(/\/etc\/letsencrypt\/live\/[^/]+\/privkey\.pem/, path.join(tls, 'key.pem'));
  fs.writeFileSync(path.join(tls, 'site.conf'), site);
  fs.writeFileSync(
    path.join(tls, 'nginx.conf'),
    `pid ${tls}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  include ${tls}/site.conf;\n}\n`,
  );
  const test = spawnSync(nginx, ['-t', '-q', '-p', tls, '-c', path.join(tls, 'nginx.conf')], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused deploy/nginx/laanetorvet.conf:\n${test.stderr}`);
}

/** nginx on NGINX_PORT in front of the app ports, with the shipped upstream options, maps and locations. */
async function startNginx(nginx: string, dir: string, appPorts: number[]): Promise<ChildProcess> {
  const site = fs.readFileSync(path.join(DEPLOY, 'laanetorvet.conf'), 'utf8');
  const upstream = shippedBlock(site, /^upstream laanetorvet \{/m).replace(
    /^(\s*)server 127\.0\.0\.1:\d+ (.*)$/gm,
    (line, indent: string, options: string) =>
      line.includes(':3000 ') ? appPorts.map((p) => `${indent}server 127.0.0.1:${p} ${options}`).join('\n') : '',
  );
  const maps = [/^map \$http_upgrade /m, /^map \$http_x_request_id /m].map((m) => shippedBlock(site, m));
  const conf = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # Which processes a request went to: "A, B" when nginx retried it on the next one.
  log_format upstreams '$request_method $status "$upstream_addr" "$upstream_status"';
  access_log ${dir}/access.log upstreams;
${upstream}
${maps.join('\n')}
  server {
    listen 127.0.0.1:${NGINX_PORT};
    include ${DEPLOY}/laanetorvet-locations.conf;
  }
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  // Run as root (CI), nginx's workers become nobody: they must reach the temporary paths.
  fs.chmodSync(dir, 0o755);
  const child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const end = Date.now() + 10_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${NGINX_PORT}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('nginx did not answer within 10 s');
}

/** The realtime socket through nginx: the upgrade reaches the broker, which says hello. */
function socketThrough(base: string, key: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/app/${key}?protocol=7&client=js&version=8.6.0`);
    const timer = setTimeout(() => reject(new Error('no pusher:connection_established within 5 s')), 5_000);
    socket.on('message', (data) => {
      clearTimeout(timer);
      socket.close();
      resolve((JSON.parse(String(data)) as { event: string }).event);
    });
    socket.on('error', reject);
  });
}

async function request(method: 'GET' | 'POST', url: string, init: RequestInit): Promise<Outcome> {
  const startedAt = performance.now();
  let answer: string;
  try {
    const response = await fetch(url, { ...init, method, signal: AbortSignal.timeout(20_000) });
    await response.arrayBuffer();
    answer = String(response.status);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    answer = cause?.code ?? (error as Error).name;
  }
  return { method, startedAt, endedAt: performance.now(), answer };
}

const tally = (outcomes: Outcome[]) =>
  Object.entries(
    outcomes.reduce<Record<string, number>>(
      (counts, o) => ({ ...counts, [o.answer]: (counts[o.answer] ?? 0) + 1 }),
      {},
    ),
  )
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([answer, count]) => `${answer}: ${count}`)
    .join(', ') || 'none';

const ok = (o: Outcome) => /^2\d\d$/.test(o.answer);

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!databaseUrl || !redisUrl) throw new Error('needs DATABASE_URL and REDIS_URL');
  const nginx = nginxBinary();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laanetorvet-nginx-'));
  const began = performance.now();
  checkShippedTlsConfig(nginx, dir);

  // A database of its own, created beside DATABASE_URL's, seeded, and dropped at the end.
  const bench = await openBenchDatabase(databaseUrl, 0);
  const servers: AppProcess[] = [];
  let proxy: ChildProcess | undefined;
  const problems: string[] = [];
  try {
    const url = new URL(databaseUrl);
    url.pathname = `/${bench.throwaway}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `nginx-${process.pid}:`,
      TRUSTED_PROXIES: '127.0.0.1',
      // Every request comes from this one address; the run is about the processes, not the per-client limit.
      RATE_LIMIT_PER_MINUTE: '100000000',
      LOG_LEVEL: 'warn',
      LENDER_DELAY_MS: '0',
    };
    const config = loadConfig(env);
    const appPorts = [NGINX_PORT + 1, NGINX_PORT + 2];
    for (const port of appPorts) servers.push(await startAppProcess({ env, port, stdout: 1 }));
    proxy = await startNginx(nginx, dir, appPorts);
    const base = `http://127.0.0.1:${NGINX_PORT}`;

    // What goes through nginx.
    const clientConfig = (await (await fetch(`${base}/api/config`)).json()) as { pusher: { wsPort: number } };
    if (clientConfig.pusher.wsPort !== NGINX_PORT) {
      problems.push(`/api/config through nginx names port ${clientConfig.pusher.wsPort}, not nginx's ${NGINX_PORT}`);
    }
    const hello = await socketThrough(base, config.pusher.key);
    if (hello !== 'pusher:connection_established') problems.push(`the socket through nginx said ${hello}`);
    const metrics = (await fetch(`${base}/metrics`)).status;
    if (metrics !== 404) problems.push(`/metrics through nginx answered ${metrics}, not 404`);
    const requestId = (await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'ci-nginx-1' } })).headers.get(
      'x-request-id',
    );
    if (requestId !== 'ci-nginx-1') problems.push(`an incoming X-Request-Id came back as ${requestId}`);

    const { cookies, userId } = await signIn(base, 'kunde@example.dk');
    const guest: Cookies = new Map();
    keepCookies(guest, await fetch(`${base}/sanctum/csrf-cookie`));
    const getInit = { headers: { cookie: cookieHeader(cookies), accept: 'application/json' } };
    const gets = [`${base}/api/customer/users/${userId}/rfqs`, `${base}/api/config`];
    const consent = () =>
      JSON.stringify({
        consent_id: randomBytes(16).toString('hex'),
        statistics: true,
        marketing: false,
        text_version: CONSENT_TEXT_VERSION,
      });

    const outcomes: Outcome[] = [];
    const loadStart = performance.now();
    const loadEnd = loadStart + SECONDS * 1000;
    let killedAt = 0;
    const killer = setTimeout(
      () => {
        killedAt = performance.now();
        servers[1].process.kill('SIGKILL');
      },
      SECONDS * 1000 * KILL_AT,
    );
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, loop) => {
        for (let i = loop; performance.now() < loadEnd; i += CONCURRENCY) {
          outcomes.push(
            i % POST_EVERY === 0
              ? await request('POST', `${base}/api/cookie-consents`, { headers: jsonHeaders(guest), body: consent() })
              : await request('GET', gets[i % gets.length], getInit),
          );
        }
      }),
    );
    clearTimeout(killer);
    const loadSeconds = (performance.now() - loadStart) / 1000;

    const getOutcomes = outcomes.filter((o) => o.method === 'GET');
    const postOutcomes = outcomes.filter((o) => o.method === 'POST');
    const failedGets = getOutcomes.filter((o) => !ok(o));
    const inFlight = postOutcomes.filter((o) => o.startedAt <= killedAt && o.endedAt >= killedAt);
    const afterKill = postOutcomes.filter((o) => o.startedAt > killedAt);
    const access = fs.readFileSync(path.join(dir, 'access.log'), 'utf8').trim().split('\n');
    const retried = access.filter((line) => /^\S+ \d+ "[^"]*, /.test(line));
    const retriedBy = (method: string) => retried.filter((line) => line.startsWith(`${method} `)).length;

    const lines = [
      `Two processes on PostgreSQL and Redis behind nginx ${nginxVersion(nginx)} (http on 127.0.0.1:${NGINX_PORT}, ` +
        `deploy/nginx/laanetorvet-locations.conf), ${os.cpus().length} cores, ${CONCURRENCY} concurrent loops ` +
        `for ${loadSeconds.toFixed(1)} s, process B (:${appPorts[1]}) SIGKILLed at ` +
        `${((killedAt - loadStart) / 1000).toFixed(1)} s`,
      `  through nginx: /api/config names port ${clientConfig.pusher.wsPort}, the socket's upgrade got ${hello}, ` +
        `/metrics ${metrics}, X-Request-Id kept; nginx -t of the shipped TLS site: ok`,
      `  requests: ${outcomes.length} (${(outcomes.length / loadSeconds).toFixed(0)}/s), ` +
        `${getOutcomes.length} GET and ${postOutcomes.length} POST`,
      `  GET: ${tally(getOutcomes)}; ${failedGets.length} failed; ${retriedBy('GET')} retried by nginx on the other process`,
      `  POST in flight at the kill: ${inFlight.length} (${tally(inFlight)})`,
      `  POST started after the kill: ${afterKill.length} (${tally(afterKill)}); ${retriedBy('POST')} POSTs retried by nginx`,
      `  POST in all: ${tally(postOutcomes)}`,
      `  whole run ${((performance.now() - began) / 1000).toFixed(1)} s`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (failedGets.length > 0) problems.push(`${failedGets.length} GET requests failed: ${tally(failedGets)}`);
  } finally {
    if (proxy && proxy.exitCode === null) proxy.kill('SIGQUIT');
    await Promise.all(servers.map((s) => s.stop()));
    await bench.database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (problems.length > 0) {
    process.stderr.write(`clusterBehindNginx: ${problems.join('; ')}\n`);
    process.exit(1);
  }
  process.exit(0);
}

function nginxVersion(nginx: string): string {
  const run = spawnSync(nginx, ['-v'], { encoding: 'utf8' });
  return (run.stderr.match(/nginx\/(\S+)/) ?? [])[1] ?? '';
}

main().catch((error: unknown) => {
  process.stderr.write(`clusterBehindNginx: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
