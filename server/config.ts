// Configuration from the environment, with safe defaults for a local demo, every variable parsed at start (a wrong
// value refuses to start). Every variable is listed in docs/operations.md.
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_VITALS_SAMPLE_RATE } from '../domain/webVitals';
import { ConfigError, envReader } from './envSettings';
import { mitidProductionProblems, readMitidSettings, type MitidConfig } from './mitid/mitidSettings';
import type { RenderEntry } from './http/serverRender';

export { ConfigError } from './envSettings';

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  /** PGlite in memory (tests); ignored when databaseUrl is set. */
  inMemoryDb: boolean;
  spaDir: string;
  /**
   * The built render entry that renders signed-in pages to HTML (server/http/serverRender.ts), beside the build of
   * spaDir, in the server's own thread (SERVER_RENDER=on) or a worker thread (SERVER_RENDER=worker). null: off
   * (SERVER_RENDER=off, and in tests unless set): the browser renders those pages.
   */
  serverRender: RenderEntry | null;
  logLevel: string;
  /** Signs tokens in links (unsubscribe) and session-independent secrets. */
  appKey: string;
  /** Idle lifetime of a session: each request moves its end this far ahead, up to its absolute lifetime. */
  sessionLifetimeMinutes: number;
  /** Absolute lifetime of a session without "remember me", from sign-in, however active it is. */
  sessionAbsoluteHours: number;
  /** Proxies (IPs or CIDRs) whose X-Forwarded-For is believed; empty: the socket address is the client. */
  trustedProxies: string[];
  /** scrypt cost of new password hashes; a stored hash with weaker parameters is rehashed on sign-in. */
  passwordHashCost: { N: number; r: number; p: number };
  /**
   * How long a client may take, so a silent or trickling connection cannot hold a socket (and its memory) open:
   * the whole request (headers and body, a 16 MB file from a slow line included), its headers alone, the quiet
   * between two requests on a kept-alive connection, and any silence on the socket.
   */
  http: { requestTimeoutMs: number; headersTimeoutMs: number; keepAliveTimeoutMs: number; idleTimeoutMs: number };
  /** API requests a user (or, signed out, an IP) may make a minute. */
  rateLimitPerMinute: number;
  /** Supplier-API requests one lender's system may make a minute, whatever address they come from. */
  supplierRateLimitPerMinute: number;
  /**
   * Redis, when several processes serve the app: rate limits and sign-in throttles count there, and the embedded
   * realtime broker fans out through its pub/sub. null: one process, counters in the database and in memory.
   */
  redis: {
    url: string;
    prefix: string;
    /** A command Redis has not answered in this time fails (its caller decides what that means). */
    commandTimeoutMs: number;
  } | null;
  /** Caps of the embedded realtime broker (docs/operations.md#realtime-caps). */
  realtime: {
    maxConnectionsPerAddress: number;
    maxConnectionsPerUser: number;
    /** Pusher's own limit is 100; the SPA needs two. */
    maxChannelsPerConnection: number;
    /** A client message above this closes the socket (Pusher limits client messages to 10 KB). */
    maxMessageBytes: number;
    /** Client messages a socket may send a second, after a burst of `messageBurst`. */
    messagesPerSecond: number;
    messageBurst: number;
  };
  /** Lifetime of a "remember me" session from sign-in: idle and absolute alike, never extended. */
  rememberLifetimeDays: number;
  /**
   * When the routes' schemas are compiled: in production at start, so a schema that cannot compile stops the
   * deploy; elsewhere on a schema's first use, so an app starts in a fraction of the time (server/http/schemaCompilation.ts).
   */
  schemaCompilation: 'at start' | 'on first use';
  /** Serve the browsable API reference at /api/docs: outside production by default, in production with API_DOCS=true. */
  apiDocs: boolean;
  /** Seed the demo users, lenders and request: the default outside production, SEED_DEMO=1 in production. */
  seedDemo: boolean;
  pusher: {
    appId: string;
    key: string;
    secret: string;
    cluster: string;
    /** null: the embedded broker on this server's own port. */
    host: string | null;
    port: number | null;
    scheme: 'http' | 'https';
  };
  bugsnag: { apiKey: string; useEmbeddedSink: boolean };
  mailUrl: string | null;
  mailFrom: string;
  lenderDelayMs: number;
  /**
   * How long a demo lender takes to confirm a customer's choice: the customer may undo the choice until then, so
   * it is longer than an answer's delay (server/acceptance/acceptanceJobs.ts).
   */
  lenderAcknowledgeDelayMs: number;
  /** How long a lender's answer waits for others to join it in one mail to the customer (server/mail/leadMails.ts). */
  leadMailBatchSeconds: number;
  postalCodesFile: string | null;
  addressProvider: 'embedded' | 'http';
  addressApiUrl: string | null;
  addressApiToken: string | null;
  /** Uploaded documents go to S3-compatible storage when S3_BUCKET is set; else to files under dataDir. */
  s3: {
    bucket: string;
    region: string;
    endpoint: string | null;
    accessKeyId: string | null;
    secretAccessKey: string | null;
    forcePathStyle: boolean;
  } | null;
  /**
   * The bearer token GET /metrics asks for. null: production answers 404 (nothing to scrape without a token),
   * elsewhere only this machine may scrape (server/metrics/metricsPlugin.ts).
   */
  metricsToken: string | null;
  /** This process's `process` label on every metric, so several processes scraped apart stay apart. */
  processName: string;
  /** The share of visits whose browser reports its Web Vitals (0 to 1), handed to the SPA in GET /api/config. */
  vitalsSampleRate: number;
  /** MitID sign-in through an OpenID Connect broker (issue 46); null: off. */
  mitid: MitidConfig | null;
};

type Env = Record<string, string | undefined>;

/**
 * The public defaults: anyone who has read this file knows them, so production refuses to start on them
 * (validateConfig). One place, so the defaults and the check cannot drift apart.
 */
export const DEMO_VALUES = {
  APP_KEY: 'laanetorvet-demo-app-key-not-for-production',
  PUSHER_APP_ID: 'laanetorvet',
  PUSHER_APP_KEY: 'laanetorvet-key',
  PUSHER_APP_SECRET: 'laanetorvet-demo-secret',
  BUGSNAG_API_KEY: '00000000000000000000000000000000',
} as const;

/** Laravel's APP_KEY is 32 random bytes; a secret shorter than that is guessable or a placeholder. */
export const MIN_SECRET_LENGTH = 32;
/** Hosted Pusher issues its app secrets (20 hex characters) itself, so with it only that much can be asked. */
export const MIN_HOSTED_PUSHER_SECRET_LENGTH = 20;

const ENVIRONMENTS = ['development', 'production', 'test'] as const;

/**
 * NODE_ENV compared case-insensitively (`Production` is production); an unknown value is refused rather than
 * taken for development, which would run a misspelt production with the demo secrets and development mode.
 */
export function environmentOf(value: string | undefined): Config['env'] {
  const name = (value ?? '').trim().toLowerCase();
  if (name === '') return 'development';
  const known = ENVIRONMENTS.find((env) => env === name);
  if (!known) throw new Error(`NODE_ENV must be one of ${ENVIRONMENTS.join(', ')} (any case); it is "${value}".`);
  return known;
}

/**
 * OWASP's scrypt floor, as pairs of N and p at r=8 that cost the same: a smaller N needs a larger p. 2^15 is the
 * default: one hash took 0.29 s on one idle core, where OWASP's preferred 2^17 took 0.67 s (docs/benchmarks.md,
 * `npx tsx bench/passwordHashBench.ts`), past the half second sign-up and sign-in may spend on it.
 */
export const SCRYPT_FLOOR_P: Readonly<Record<number, number>> = { 17: 1, 16: 2, 15: 3, 14: 5, 13: 10 };
const DEFAULT_SCRYPT_LOG2_N = 15;

/**
 * The scrypt cost of N=2^log2N, bounded to 2^10 (tests hash thousands of times; below is no protection) and 2^20
 * (one hash then needs 1 GB); p from OWASP's floor where it names one, else 1.
 */
export function scryptCost(log2N: number): { N: number; r: number; p: number } {
  const bounded = Math.min(20, Math.max(10, log2N));
  return { N: 2 ** bounded, r: 8, p: SCRYPT_FLOOR_P[bounded] ?? 1 };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const HTTP_URL = ['http:', 'https:'];
/** The largest TCP port; 0 (any free port) is no use to a server others must find. */
const MAX_PORT = 65535;

/**
 * The configuration from the environment, every variable parsed: a value that is not what its variable allows
 * (`PORT=abc`, `SESSION_LIFETIME_MINUTES=2h`, `PUSHER_SCHEME=htps`) throws a ConfigError naming each such variable,
 * its value and what is allowed, all at once. Unset or empty means the default. What only production refuses (the
 * demo secrets, an APP_URL without https) is configProblems' part.
 */
export function loadConfig(env: Env = process.env): Config {
  const { config, problems } = parseConfig(env);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * The configuration a start runs on: the variables' problems and production's (configProblems) in one error, so
 * a single attempt lists everything to fix.
 */
export function loadCheckedConfig(env: Env = process.env): Config {
  const { config, problems } = parseConfig(env);
  if (problems.length === 0) return validateConfig(config);
  throw new ConfigError([...problems, ...configProblems(config)]);
}

/** Every variable read, a wrong one replaced by its default and named in `problems`. */
function parseConfig(env: Env): { config: Config; problems: string[] } {
  const read = envReader(env);
  let nodeEnv: Config['env'] = 'development';
  try {
    nodeEnv = environmentOf(env.NODE_ENV);
  } catch (error) {
    read.problems.push((error as Error).message);
  }
  const inTest = nodeEnv === 'test';
  const flag = (name: string, on: string, off: string, fallback: boolean) =>
    read.oneOf(name, [on, off], fallback ? on : off) === on;
  const positive = (name: string, fallback: number) => read.integer(name, fallback, { min: 1 });
  const delay = (name: string, fallback: number) => read.integer(name, fallback, { min: 0 });

  const port = read.integer('PORT', 3000, { min: 1, max: MAX_PORT });
  const requestTimeoutMs = positive('HTTP_REQUEST_TIMEOUT_MS', 120_000);
  const spaDir = path.resolve(read.text('SPA_DIR', 'dist'));
  const serverRender = read.oneOf('SERVER_RENDER', ['on', 'worker', 'off'], inTest ? 'off' : 'on');
  const redisUrl = read.url('REDIS_URL', ['redis:', 'rediss:']);
  const pusherPort = read.integer('PUSHER_PORT', 0, { min: 1, max: MAX_PORT });
  const s3Endpoint = read.url('S3_ENDPOINT', HTTP_URL);
  const bugsnagKey = read.text('BUGSNAG_API_KEY', DEMO_VALUES.BUGSNAG_API_KEY);
  if (!/^[0-9a-f]{32}$/i.test(bugsnagKey)) read.refuse('BUGSNAG_API_KEY', bugsnagKey, '32 hexadecimal characters');
  const s3Bucket = read.text('S3_BUCKET', null);
  const appUrl = read.url('APP_URL', HTTP_URL) ?? `http://localhost:${port}`;
  const config: Config = {
    env: nodeEnv,
    host: read.text('HOST', '127.0.0.1'),
    port,
    appUrl,
    dataDir: path.resolve(read.text('DATA_DIR', 'data')),
    databaseUrl: read.url('DATABASE_URL', ['postgres:', 'postgresql:']),
    inMemoryDb: flag('DB_IN_MEMORY', '1', '0', false),
    spaDir,
    serverRender:
      serverRender === 'off'
        ? null
        : { file: path.resolve(spaDir, '..', 'build/prerender/renderWorker.js'), inWorker: serverRender === 'worker' },
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, inTest ? 'silent' : 'info'),
    schemaCompilation: nodeEnv === 'production' ? 'at start' : 'on first use',
    // The demo key is public; production must set APP_KEY (validateConfig refuses to start without it).
    appKey: read.text('APP_KEY', DEMO_VALUES.APP_KEY),
    sessionLifetimeMinutes: positive('SESSION_LIFETIME_MINUTES', 120),
    sessionAbsoluteHours: positive('SESSION_ABSOLUTE_HOURS', 12),
    trustedProxies: read.proxies('TRUSTED_PROXIES'),
    passwordHashCost: scryptCost(
      read.integer('SCRYPT_LOG2_N', inTest ? 10 : DEFAULT_SCRYPT_LOG2_N, { min: 10, max: 20 }),
    ),
    http: {
      requestTimeoutMs,
      // Node refuses a headers timeout longer than the request's.
      headersTimeoutMs: Math.min(positive('HTTP_HEADERS_TIMEOUT_MS', 20_000), requestTimeoutMs),
      // Longer than the 60 s idle timeout of common proxies and load balancers, so they close first and never
      // send a request onto a connection this server is closing.
      keepAliveTimeoutMs: positive('HTTP_KEEP_ALIVE_TIMEOUT_MS', 72_000),
      idleTimeoutMs: positive('HTTP_IDLE_TIMEOUT_MS', 120_000),
    },
    rateLimitPerMinute: positive('RATE_LIMIT_PER_MINUTE', 1200),
    supplierRateLimitPerMinute: positive('SUPPLIER_RATE_LIMIT_PER_MINUTE', 600),
    redis: redisUrl
      ? {
          url: redisUrl,
          prefix: read.text('REDIS_PREFIX', 'laanetorvet:'),
          commandTimeoutMs: positive('REDIS_COMMAND_TIMEOUT_MS', 500),
        }
      : null,
    realtime: {
      // An office or a mobile carrier's NAT puts many people behind one address: room for their tabs.
      maxConnectionsPerAddress: positive('REALTIME_MAX_CONNECTIONS_PER_ADDRESS', 100),
      maxConnectionsPerUser: positive('REALTIME_MAX_CONNECTIONS_PER_USER', 20),
      maxChannelsPerConnection: positive('REALTIME_MAX_CHANNELS_PER_CONNECTION', 100),
      maxMessageBytes: positive('REALTIME_MAX_MESSAGE_BYTES', 10 * 1024),
      // Pusher allows 10 client events a second; the burst lets a reconnect resubscribe to every channel at once.
      messagesPerSecond: positive('REALTIME_MESSAGES_PER_SECOND', 10),
      messageBurst: positive('REALTIME_MESSAGE_BURST', 120),
    },
    rememberLifetimeDays: positive('REMEMBER_LIFETIME_DAYS', 30),
    // The reference lists every route and its shapes to anyone; production shows it only on purpose.
    apiDocs: flag('API_DOCS', 'true', 'false', nodeEnv !== 'production'),
    // Demo logins with a published password must never appear in production by accident; SEED_DEMO=0 turns the
    // demo off elsewhere too.
    seedDemo: flag('SEED_DEMO', '1', '0', nodeEnv !== 'production'),
    pusher: {
      appId: read.text('PUSHER_APP_ID', DEMO_VALUES.PUSHER_APP_ID),
      key: read.text('PUSHER_APP_KEY', DEMO_VALUES.PUSHER_APP_KEY),
      // The demo secret signs private-channel subscriptions; production refuses it (validateConfig).
      secret: read.text('PUSHER_APP_SECRET', DEMO_VALUES.PUSHER_APP_SECRET),
      cluster: read.text('PUSHER_APP_CLUSTER', ''),
      host: read.text('PUSHER_HOST', null),
      port: pusherPort === 0 ? null : pusherPort,
      scheme: read.oneOf('PUSHER_SCHEME', ['http', 'https'], 'http'),
    },
    bugsnag: { apiKey: bugsnagKey, useEmbeddedSink: !flag('BUGSNAG_USE_SERVICE', '1', '0', false) },
    mailUrl: read.url('MAIL_URL', ['smtp:', 'smtps:']),
    mailFrom: read.text('MAIL_FROM', 'Lånetorvet <noreply@laanetorvet.example>'),
    lenderDelayMs: delay('LENDER_DELAY_MS', inTest ? 0 : 3000),
    lenderAcknowledgeDelayMs: delay('LENDER_ACKNOWLEDGE_DELAY_MS', inTest ? 0 : 60_000),
    leadMailBatchSeconds: delay('LEAD_MAIL_BATCH_SECONDS', inTest ? 0 : 300),
    postalCodesFile: read.text('POSTAL_CODES_FILE', null),
    addressProvider: read.oneOf('ADDRESS_PROVIDER', ['embedded', 'http'], 'embedded'),
    addressApiUrl: read.url('ADDRESS_API_URL', HTTP_URL),
    addressApiToken: read.text('ADDRESS_API_TOKEN', null),
    s3: s3Bucket
      ? {
          bucket: s3Bucket,
          region: read.text('S3_REGION', 'eu-north-1'),
          endpoint: s3Endpoint,
          accessKeyId: read.text('S3_ACCESS_KEY_ID', null),
          secretAccessKey: read.text('S3_SECRET_ACCESS_KEY', null),
          // MinIO and most self-hosted services address buckets by path, not by sub-domain.
          forcePathStyle: flag('S3_FORCE_PATH_STYLE', '1', '0', Boolean(s3Endpoint)),
        }
      : null,
    metricsToken: read.text('METRICS_TOKEN', null),
    processName: read.text('PROCESS_NAME', `${os.hostname()}:${process.pid}`),
    vitalsSampleRate: read.decimal('VITALS_SAMPLE_RATE', DEFAULT_VITALS_SAMPLE_RATE, { min: 0, max: 1 }),
    mitid: readMitidSettings(read, { nodeEnv, port, appUrl }),
  };
  return { config, problems: read.problems };
}

/**
 * What makes this configuration unfit to run, one message per variable (empty: fine). Only production is
 * checked: the demo values are the point of a local start.
 */
export function configProblems(config: Config): string[] {
  if (config.env !== 'production') return [];
  const problems: string[] = [];
  const demo = (variable: keyof typeof DEMO_VALUES, why: string) =>
    problems.push(`${variable} is the public demo value: ${why}`);
  // The message names the variable and the length it needs, never the value: start-up errors end up in logs.
  const tooShort = (variable: string, value: string | null | undefined, min = MIN_SECRET_LENGTH) => {
    if (value != null && [...value].length < min) {
      problems.push(`${variable} is shorter than ${min} characters: use e.g. \`openssl rand -base64 32\`.`);
    }
  };
  // Unset, it is http://localhost:PORT: mails would link to the server's own machine, and cookies go without Secure.
  if (!config.appUrl.startsWith('https://')) {
    problems.push(
      `APP_URL=${JSON.stringify(config.appUrl)} is not allowed in production: the public https:// address, e.g. https://laanetorvet.dk (cookies are Secure and mails link there).`,
    );
  }
  if (config.appKey === DEMO_VALUES.APP_KEY) {
    demo('APP_KEY', `anyone could forge unsubscribe links. Set ${MIN_SECRET_LENGTH}+ random characters.`);
  } else {
    tooShort('APP_KEY', config.appKey);
  }
  if (config.pusher.secret === DEMO_VALUES.PUSHER_APP_SECRET) {
    demo('PUSHER_APP_SECRET', 'anyone could sign private-channel subscriptions and read other customers’ events.');
  } else {
    const hostedPusher = config.pusher.host === null && config.pusher.cluster !== '';
    tooShort('PUSHER_APP_SECRET', config.pusher.secret, hostedPusher ? MIN_HOSTED_PUSHER_SECRET_LENGTH : undefined);
  }
  tooShort('S3_SECRET_ACCESS_KEY', config.s3?.secretAccessKey);
  tooShort('METRICS_TOKEN', config.metricsToken);
  // The id and key are not secret (the browser is given the key), but they come as one set with the secret:
  // a demo value next to it means the set was only half configured.
  if (config.pusher.appId === DEMO_VALUES.PUSHER_APP_ID) {
    demo('PUSHER_APP_ID', 'set the app id that belongs with PUSHER_APP_SECRET.');
  }
  if (config.pusher.key === DEMO_VALUES.PUSHER_APP_KEY) {
    demo('PUSHER_APP_KEY', 'set the app key that belongs with PUSHER_APP_SECRET.');
  }
  // The Bugsnag key is public too (every browser bundle carries it) and the embedded sink needs no real one, so
  // the zeros are allowed with it; Bugsnag itself would drop every report sent with them.
  if (!config.bugsnag.useEmbeddedSink && config.bugsnag.apiKey === DEMO_VALUES.BUGSNAG_API_KEY) {
    demo('BUGSNAG_API_KEY', 'BUGSNAG_USE_SERVICE=1 sends reports to Bugsnag, which drops them without a real key.');
  }
  problems.push(...mitidProductionProblems(config.mitid));
  return problems;
}

/** Throws, naming every variable to fix, when the configuration must not run (see configProblems). */
export function validateConfig(config: Config): Config {
  const problems = configProblems(config);
  if (problems.length > 0) {
    throw new Error(
      ['Refusing to start in production (NODE_ENV=production):', ...problems.map((p) => `  - ${p}`)].join('\n'),
    );
  }
  return config;
}

/** A configuration for tests: in-memory PGlite unless DATABASE_URL is set, silent logs, no lender delay. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // Redis only where a test asks for it: test apps running in parallel must not share counters.
  const base = loadConfig({ ...process.env, NODE_ENV: 'test', DB_IN_MEMORY: '1', REDIS_URL: '' });
  return { ...base, ...overrides };
}
