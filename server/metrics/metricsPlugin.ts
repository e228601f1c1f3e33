// What this process reports about itself at GET /metrics, in Prometheus's text format: request durations per route
// pattern, Node's own figures (event-loop delay among them), the database pool, realtime sockets, the job queue,
// the mail backlog, sign-in throttling and the visitors' Web Vitals. Every metric is listed in docs/operations.md.
import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { errorResponses } from '../../contract/errors';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rowsOf';
import { localeOf } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { routePatternOf, UNKNOWN_ROUTE, type VitalName } from '../../domain/webVitals';
import { replyNotFound } from '../http/notFound';

export const METRICS_PATH = '/metrics';
/** What prom-client's registry answers (its contentType adds the charset): the document declares the same. */
const EXPOSITION_MEDIA_TYPE = 'text/plain; version=0.0.4';
const PREFIX = 'laanetorvet_';
/**
 * The route label of a request no route matched, API path or page alike (the 404 handler, the SPA's own 404): the
 * raw URL would be a label per probe, so every unknown path shares this one.
 */
export const UNMATCHED_ROUTE = '(unmatched)';
const SIGN_IN = { method: 'POST', url: '/login' };

export type AppMetrics = {
  registry: Registry;
  /** Files one browser measurement (web-vitals' unit: milliseconds, CLS unitless) under its route pattern. */
  observeVital(name: VitalName, route: string, value: number): void;
  /**
   * Files a request the SPA fallback answers (a server-rendered, prerendered or browser-rendered page) under its
   * page's route pattern (`/rfqs/:rfqId/leads/:leadId`) instead of the 404 handler's `(unmatched)`.
   */
  labelAsPage(request: FastifyRequest, urlPath: string): void;
  /** Files one run of a scheduled job this process made (server/jobs/schedule.ts), its outcome and duration. */
  observeScheduledJob(job: string, outcome: 'succeeded' | 'failed', seconds: number): void;
  /** Counts one signed-in page by how it went out (server/http/serverRender.ts). */
  countServerRender(outcome: ServerRenderOutcome): void;
};

/** `rendered`: HTML from the worker; otherwise why the browser renders it: the page needed the network or failed
 * (`declined`), the worker was late (`timeout`), too many waited (`busy`), the worker died (`failed`). */
export type ServerRenderOutcome = 'rendered' | 'declined' | 'timeout' | 'busy' | 'failed';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

// The Web Vitals in Prometheus's base units, with buckets around web.dev's "good" and "poor" thresholds
// (LCP 2.5 s / 4 s, INP 200 ms / 500 ms, CLS 0.1 / 0.25), so the share of good visits is a bucket ratio.
const VITALS: Record<VitalName, { name: string; help: string; scale: number; buckets: number[] }> = {
  LCP: {
    name: 'web_vitals_lcp_seconds',
    help: 'Largest Contentful Paint reported by visitors’ browsers, per SPA route pattern.',
    scale: 1 / 1000,
    buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 20],
  },
  INP: {
    name: 'web_vitals_inp_seconds',
    help: 'Interaction to Next Paint reported by visitors’ browsers, per SPA route pattern.',
    scale: 1 / 1000,
    buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2, 5],
  },
  CLS: {
    name: 'web_vitals_cls',
    help: 'Cumulative Layout Shift score reported by visitors’ browsers, per SPA route pattern.',
    scale: 1,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2],
  },
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as digests: equal lengths for timingSafeEqual, and no timing that tells the token's length. */
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Who may scrape: with METRICS_TOKEN, whoever sends it as a bearer token (401 otherwise); without one, production
 * answers 404 (the endpoint does not exist until a token is set), and development only this machine.
 */
function access(app: FastifyInstance, request: FastifyRequest): 'allowed' | 401 | 404 {
  const { metricsToken, env } = app.config;
  if (metricsToken) {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    return scheme === 'Bearer' && token && sameSecret(token, metricsToken) ? 'allowed' : 401;
  }
  if (env === 'production') return 404;
  // request.ip, not the socket: behind a proxy on this machine listed in TRUSTED_PROXIES, its clients are not local.
  return LOOPBACK.test(request.ip) ? 'allowed' : 404;
}

/** A page's label: the SPA's route patterns are a fixed list, so the series stay bounded. */
const pageLabel = (urlPath: string) => {
  const pattern = routePatternOf(urlPath);
  return pattern === UNKNOWN_ROUTE ? UNMATCHED_ROUTE : pattern;
};

function httpMetrics(app: FastifyInstance, registry: Registry): AppMetrics['labelAsPage'] {
  const duration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from a request’s arrival to its answer, per route pattern, method and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const throttled = new Counter({
    name: `${PREFIX}login_throttled_total`,
    help: 'Sign-in attempts answered 429 by the sign-in throttles.',
    registers: [registry],
  });
  const pages = new WeakMap<FastifyRequest, string>();
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = pages.get(request) ?? request.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = String(reply.statusCode);
    duration.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429 && request.method === SIGN_IN.method && route === SIGN_IN.url) throttled.inc();
  });
  return (request, urlPath) => pages.set(request, pageLabel(urlPath));
}

/** Gauges read from this process's objects when scraped. */
function processGauges(app: FastifyInstance, registry: Registry, database: Database) {
  const gauge = (name: string, help: string, labelNames: string[], collect: (this: Gauge) => void) =>
    new Gauge({ name: `${PREFIX}${name}`, help, labelNames, registers: [registry], collect });
  // PGlite is one connection inside the process: no pool, so no pool metrics rather than zeros that mislead.
  const { poolStats } = database;
  if (poolStats) {
    gauge('db_pool_connections', 'PostgreSQL pool connections, open (total) and of them idle.', ['state'], function () {
      const stats = poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
    });
    gauge('db_pool_waiting', 'Queries waiting for a free PostgreSQL pool connection.', [], function () {
      this.set(poolStats().waiting);
    });
  }
  // Not reported without Redis, as the pool above on PGlite. Its outage keeps /readyz at 200 (every process shares
  // the one Redis), so this is where an alert on it looks.
  if (app.redis) {
    const { redis } = app;
    gauge(
      'redis_up',
      '1 while this process’s connection to Redis is ready, else 0 (features degraded).',
      [],
      function () {
        this.set(redis.status === 'ready' ? 1 : 0);
      },
    );
  }
  gauge('realtime_connections', 'Sockets connected to this process’s embedded broker.', [], function () {
    this.set(app.realtimeBroker?.stats().connections ?? 0);
  });
  gauge('realtime_subscriptions', 'Channel subscriptions of those sockets.', [], function () {
    this.set(app.realtimeBroker?.stats().subscriptions ?? 0);
  });
}

type Backlog = { count: number; oldest_seconds: number | null };

/**
 * Gauges read from the database, one query each per scrape. They describe the shared tables, so every process
 * reports the same figures: aggregate them with max(), not sum().
 */
function backlogGauges(app: FastifyInstance, registry: Registry) {
  const backlog = async (query: ReturnType<typeof sql>): Promise<Backlog> => {
    const [row] = rowsOf<Backlog>(await app.db.execute(query));
    return { count: Number(row?.count ?? 0), oldest_seconds: row?.oldest_seconds ?? null };
  };
  const pair = (name: string, what: string, read: () => Promise<Backlog>) => {
    const age = new Gauge({
      name: `${PREFIX}${name}_oldest_age_seconds`,
      help: `Age of the oldest of the ${what} (0 when there are none).`,
      registers: [registry],
    });
    return new Gauge({
      name: `${PREFIX}${name}`,
      help: `The ${what}.`,
      registers: [registry],
      async collect() {
        const { count, oldest_seconds } = await read();
        this.set(count);
        age.set(Number(oldest_seconds ?? 0));
      },
    });
  };
  pair('jobs_due', 'jobs due and not yet finished (the queue depth)', () =>
    backlog(sql`
      select count(*)::int as count, extract(epoch from now() - min(run_at))::float8 as oldest_seconds
      from jobs where done_at is null and run_at <= now()`),
  );
  pair('lead_mail_notices_waiting', 'lenders’ answers waiting to be mailed to their customers (the mail backlog)', () =>
    backlog(sql`
      select count(*)::int as count, extract(epoch from now() - min(created_at))::float8 as oldest_seconds
      from lead_mail_notices where mailed_at is null`),
  );
}

/** Per job name (a fixed list, server/jobs/schedule.ts's callers): the runs this process made. */
function scheduledJobMetrics(registry: Registry): AppMetrics['observeScheduledJob'] {
  const runs = new Counter({
    name: `${PREFIX}scheduled_job_runs_total`,
    help: 'Runs of a scheduled job this process made, by job and outcome (succeeded or failed).',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: `${PREFIX}scheduled_job_duration_seconds`,
    help: 'How long a scheduled job’s run took in this process, failed runs included.',
    labelNames: ['job'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 900],
    registers: [registry],
  });
  const lastSuccess = new Gauge({
    name: `${PREFIX}scheduled_job_last_success_timestamp_seconds`,
    help: 'When this process last finished a run of the job (Unix time); absent until it has.',
    labelNames: ['job'],
    registers: [registry],
  });
  return (job, outcome, seconds) => {
    runs.inc({ job, outcome });
    duration.observe({ job }, seconds);
    if (outcome === 'succeeded') lastSuccess.set({ job }, Date.now() / 1000);
  };
}

function vitalsHistograms(registry: Registry): AppMetrics['observeVital'] {
  const histograms = Object.fromEntries(
    Object.entries(VITALS).map(([vital, { name, help, buckets }]) => [
      vital,
      new Histogram({ name: `${PREFIX}${name}`, help, labelNames: ['route'], buckets, registers: [registry] }),
    ]),
  ) as Record<VitalName, Histogram>;
  return (name, route, value) => histograms[name].observe({ route }, value * VITALS[name].scale);
}

async function metrics(app: FastifyInstance, { database }: { database: Database }) {
  // A registry per app, not prom-client's global one: tests build several apps in one process.
  const registry = new Registry();
  registry.setDefaultLabels({ process: app.config.processName });
  collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const labelAsPage = httpMetrics(app, registry);
  processGauges(app, registry, database);
  backlogGauges(app, registry);
  const serverRenders = new Counter({
    name: `${PREFIX}server_rendered_pages_total`,
    help: 'Signed-in pages the server rendered to HTML, and those it left to the browser, by outcome.',
    labelNames: ['outcome'],
    registers: [registry],
  });
  app.decorate('metrics', {
    registry,
    labelAsPage,
    observeScheduledJob: scheduledJobMetrics(registry),
    observeVital: vitalsHistograms(registry),
    countServerRender: (outcome: ServerRenderOutcome) => serverRenders.inc({ outcome }),
  });

  app.get(
    METRICS_PATH,
    {
      schema: {
        tags: ['public'],
        summary: 'This process’s metrics in the Prometheus text format (for a Prometheus scraper)',
        description:
          'With METRICS_TOKEN set, the token as a bearer token (else 401). Without one: 404 in production, and ' +
          'only this machine in development. Every metric is listed in docs/operations.md.',
        security: [{ metricsToken: [] }],
        response: {
          200: {
            description: 'Prometheus text exposition format 0.0.4.',
            content: { [EXPOSITION_MEDIA_TYPE]: { schema: Type.String() } },
          },
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const verdict = access(app, request);
      const locale = localeOf(request);
      if (verdict === 404) return replyNotFound(request, reply);
      if (verdict === 401)
        return reply
          .code(401)
          .header('WWW-Authenticate', 'Bearer')
          .send({ message: translate(locale, 'auth.unauthenticated') });
      const text = await registry.metrics();
      return reply.type(registry.contentType).send(text);
    },
  );
}

export const metricsPlugin = fp(metrics, { name: 'metrics' });
