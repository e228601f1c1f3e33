// Configuration from the environment, with safe defaults for a local demo. Every variable is listed in README.md.
import path from 'node:path';

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
  logLevel: string;
  /** Signs tokens in links (unsubscribe) and session-independent secrets. */
  appKey: string;
  sessionLifetimeMinutes: number;
  /** API requests a user (or, signed out, an IP) may make a minute. */
  rateLimitPerMinute: number;
  rememberLifetimeDays: number;
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
  postalCodesFile: string | null;
  addressProvider: 'embedded' | 'http';
  addressApiUrl: string | null;
  addressApiToken: string | null;
};

type Env = Record<string, string | undefined>;

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) ? n : fallback;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = int(env.PORT, 3000);
  const host = env.HOST || '127.0.0.1';
  return {
    env: nodeEnv,
    host,
    port,
    appUrl: env.APP_URL || `http://localhost:${port}`,
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || null,
    inMemoryDb: env.DB_IN_MEMORY === '1',
    spaDir: path.resolve(env.SPA_DIR || 'dist'),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    // The demo key is public; production must set APP_KEY (main.ts refuses to start without it).
    appKey: env.APP_KEY || 'laanetorvet-demo-app-key-not-for-production',
    sessionLifetimeMinutes: int(env.SESSION_LIFETIME_MINUTES, 120),
    rateLimitPerMinute: int(env.RATE_LIMIT_PER_MINUTE, 1200),
    rememberLifetimeDays: int(env.REMEMBER_LIFETIME_DAYS, 30),
    pusher: {
      appId: env.PUSHER_APP_ID || 'laanetorvet',
      key: env.PUSHER_APP_KEY || 'laanetorvet-key',
      // The demo secret only signs traffic to the embedded broker on this machine; set a real one in production.
      secret: env.PUSHER_APP_SECRET || 'laanetorvet-demo-secret',
      cluster: env.PUSHER_APP_CLUSTER || '',
      host: env.PUSHER_HOST || null,
      port: env.PUSHER_PORT ? int(env.PUSHER_PORT, 443) : null,
      scheme: env.PUSHER_SCHEME === 'https' ? 'https' : 'http',
    },
    bugsnag: {
      apiKey: env.BUGSNAG_API_KEY || '00000000000000000000000000000000',
      useEmbeddedSink: env.BUGSNAG_USE_SERVICE !== '1',
    },
    mailUrl: env.MAIL_URL || null,
    mailFrom: env.MAIL_FROM || 'Lånetorvet <noreply@laanetorvet.example>',
    lenderDelayMs: int(env.LENDER_DELAY_MS, nodeEnv === 'test' ? 0 : 3000),
    postalCodesFile: env.POSTAL_CODES_FILE || null,
    addressProvider: env.ADDRESS_PROVIDER === 'http' ? 'http' : 'embedded',
    addressApiUrl: env.ADDRESS_API_URL || null,
    addressApiToken: env.ADDRESS_API_TOKEN || null,
  };
}

/** A configuration for tests: in-memory PGlite unless DATABASE_URL is set, silent logs, no lender delay. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ ...process.env, NODE_ENV: 'test', DB_IN_MEMORY: '1' });
  return { ...base, ...overrides };
}
