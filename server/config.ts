// Configuration from the environment, with safe defaults for a local demo. Every variable is listed in docs/operations.md.
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_VITALS_SAMPLE_RATE } from '../domain/webVitals';

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
   * The built render worker that renders signed-in pages to HTML (server/http/serverRender.ts), beside the build of
   * spaDir. null: off (SERVER_RENDER=off, and in tests unless SERVER_RENDER=on): the browser renders those pages.
   */
  serverRenderWorker: string | null;
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

function fraction(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return n >= 0 && n <= 1 ? n : fallback;
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

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) ? n : fallback;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = environmentOf(env.NODE_ENV);
  const port = int(env.PORT, 3000);
  const host = env.HOST || '127.0.0.1';
  const requestTimeoutMs = int(env.HTTP_REQUEST_TIMEOUT_MS, 120_000);
  return {
    env: nodeEnv,
    host,
    port,
    appUrl: env.APP_URL || `http://localhost:${port}`,
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || null,
    inMemoryDb: env.DB_IN_MEMORY === '1',
    spaDir: path.resolve(env.SPA_DIR || 'dist'),
    serverRenderWorker:
      env.SERVER_RENDER === 'off' || (nodeEnv === 'test' && env.SERVER_RENDER !== 'on')
        ? null
        : path.resolve(env.SPA_DIR || 'dist', '..', 'build/prerender/renderWorker.js'),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    schemaCompilation: nodeEnv === 'production' ? 'at start' : 'on first use',
    // The demo key is public; production must set APP_KEY (validateConfig refuses to start without it).
    appKey: env.APP_KEY || DEMO_VALUES.APP_KEY,
    sessionLifetimeMinutes: int(env.SESSION_LIFETIME_MINUTES, 120),
    sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12),
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    passwordHashCost: scryptCost(int(env.SCRYPT_LOG2_N, nodeEnv === 'test' ? 10 : DEFAULT_SCRYPT_LOG2_N)),
    http: {
      requestTimeoutMs,
      // Node refuses a headers timeout longer than the request's.
      headersTimeoutMs: Math.min(int(env.HTTP_HEADERS_TIMEOUT_MS, 20_000), requestTimeoutMs),
      // Longer than the 60 s idle timeout of common proxies and load balancers, so they close first and never
      // send a request onto a connection this server is closing.
      keepAliveTimeoutMs: int(env.HTTP_KEEP_ALIVE_TIMEOUT_MS, 72_000),
      idleTimeoutMs: int(env.HTTP_IDLE_TIMEOUT_MS, 120_000),
    },
    rateLimitPerMinute: int(env.RATE_LIMIT_PER_MINUTE, 1200),
    supplierRateLimitPerMinute: int(env.SUPPLIER_RATE_LIMIT_PER_MINUTE, 600),
    redis: env.REDIS_URL
      ? {
          url: env.REDIS_URL,
          prefix: env.REDIS_PREFIX || 'laanetorvet:',
          commandTimeoutMs: int(env.REDIS_COMMAND_TIMEOUT_MS, 500),
        }
      : null,
    realtime: {
      // An office or a mobile carrier's NAT puts many people behind one address: room for their tabs.
      maxConnectionsPerAddress: int(env.REALTIME_MAX_CONNECTIONS_PER_ADDRESS, 100),
      maxConnectionsPerUser: int(env.REALTIME_MAX_CONNECTIONS_PER_USER, 20),
      maxChannelsPerConnection: int(env.REALTIME_MAX_CHANNELS_PER_CONNECTION, 100),
      maxMessageBytes: int(env.REALTIME_MAX_MESSAGE_BYTES, 10 * 1024),
      // Pusher allows 10 client events a second; the burst lets a reconnect resubscribe to every channel at once.
      messagesPerSecond: int(env.REALTIME_MESSAGES_PER_SECOND, 10),
      messageBurst: int(env.REALTIME_MESSAGE_BURST, 120),
    },
    rememberLifetimeDays: int(env.REMEMBER_LIFETIME_DAYS, 30),
    // The reference lists every route and its shapes to anyone; production shows it only on purpose.
    apiDocs: nodeEnv === 'production' ? env.API_DOCS === 'true' : env.API_DOCS !== 'false',
    // Demo logins with a published password must never appear in production by accident; SEED_DEMO=0 turns the
    // demo off elsewhere too.
    seedDemo: nodeEnv === 'production' ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    pusher: {
      appId: env.PUSHER_APP_ID || DEMO_VALUES.PUSHER_APP_ID,
      key: env.PUSHER_APP_KEY || DEMO_VALUES.PUSHER_APP_KEY,
      // The demo secret signs private-channel subscriptions; production refuses it (validateConfig).
      secret: env.PUSHER_APP_SECRET || DEMO_VALUES.PUSHER_APP_SECRET,
      cluster: env.PUSHER_APP_CLUSTER || '',
      host: env.PUSHER_HOST || null,
      port: env.PUSHER_PORT ? int(env.PUSHER_PORT, 443) : null,
      scheme: env.PUSHER_SCHEME === 'https' ? 'https' : 'http',
    },
    bugsnag: {
      apiKey: env.BUGSNAG_API_KEY || DEMO_VALUES.BUGSNAG_API_KEY,
      useEmbeddedSink: env.BUGSNAG_USE_SERVICE !== '1',
    },
    mailUrl: env.MAIL_URL || null,
    mailFrom: env.MAIL_FROM || 'Lånetorvet <noreply@laanetorvet.example>',
    lenderDelayMs: int(env.LENDER_DELAY_MS, nodeEnv === 'test' ? 0 : 3000),
    lenderAcknowledgeDelayMs: int(env.LENDER_ACKNOWLEDGE_DELAY_MS, nodeEnv === 'test' ? 0 : 60_000),
    leadMailBatchSeconds: int(env.LEAD_MAIL_BATCH_SECONDS, nodeEnv === 'test' ? 0 : 300),
    postalCodesFile: env.POSTAL_CODES_FILE || null,
    addressProvider: env.ADDRESS_PROVIDER === 'http' ? 'http' : 'embedded',
    addressApiUrl: env.ADDRESS_API_URL || null,
    addressApiToken: env.ADDRESS_API_TOKEN || null,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION || 'eu-north-1',
          endpoint: env.S3_ENDPOINT || null,
          accessKeyId: env.S3_ACCESS_KEY_ID || null,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
          // MinIO and most self-hosted services address buckets by path, not by sub-domain.
          forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === '1' : Boolean(env.S3_ENDPOINT),
        }
      : null,
    metricsToken: env.METRICS_TOKEN || null,
    processName: env.PROCESS_NAME || `${os.hostname()}:${process.pid}`,
    vitalsSampleRate: fraction(env.VITALS_SAMPLE_RATE, DEFAULT_VITALS_SAMPLE_RATE),
  };
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
