// Every setting is parsed at start: a wrong value refuses to start, naming the variable, its value and what is
// allowed, every problem in one message; production also insists on an https:// APP_URL.
import { spawnSync } from 'node:child_process';
import { ConfigError, configProblems, loadCheckedConfig, loadConfig } from '../../server/config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

test.each([
  ['PORT', 'abc', 'a whole number from 1 to 65535'],
  ['PORT', '99999', 'a whole number from 1 to 65535'],
  ['PORT', '3000.5', 'a whole number from 1 to 65535'],
  ['SESSION_LIFETIME_MINUTES', '2h', 'a whole number 1 or more'],
  ['RATE_LIMIT_PER_MINUTE', '-5', 'a whole number 1 or more'],
  ['RATE_LIMIT_PER_MINUTE', '0', 'a whole number 1 or more'],
  ['HTTP_REQUEST_TIMEOUT_MS', '1e3', 'a whole number 1 or more'],
  ['LENDER_DELAY_MS', '-1', 'a whole number 0 or more'],
  ['SCRYPT_LOG2_N', '30', 'a whole number from 10 to 20'],
  ['PUSHER_SCHEME', 'htps', 'one of http, https'],
  ['PUSHER_PORT', '70000', 'a whole number from 1 to 65535'],
  ['LOG_LEVEL', 'verbose', 'one of fatal, error, warn, info, debug, trace, silent'],
  ['ADDRESS_PROVIDER', 'dawa', 'one of embedded, http'],
  ['SEED_DEMO', 'yes', 'one of 1, 0'],
  ['SERVER_RENDER', 'true', 'one of on, worker, off'],
  ['VITALS_SAMPLE_RATE', '10%', 'a number from 0 to 1'],
  ['DATABASE_URL', 'localhost:5432/laanetorvet', 'a URL beginning postgres:// or postgresql://'],
  ['DATABASE_URL', 'mysql://db/laanetorvet', 'a URL beginning postgres:// or postgresql://'],
  ['REDIS_URL', '127.0.0.1:6379', 'a URL beginning redis:// or rediss://'],
  ['APP_URL', 'laanetorvet.dk', 'a URL beginning http:// or https://'],
  ['MAIL_URL', 'mail.example.dk:587', 'a URL beginning smtp:// or smtps://'],
  ['TRUSTED_PROXIES', '10.0.0.0/33', 'IP addresses or CIDRs'],
  ['BUGSNAG_API_KEY', 'not-a-key', '32 hexadecimal characters'],
])('%s=%s is refused with its name, its value and what is allowed', (name, value, allowed) => {
  const problems = problemsOf({ [name]: value });
  expect(problems).toHaveLength(1);
  expect(problems[0]).toContain(`${name}=${JSON.stringify(value)} is not allowed: ${allowed}`);
});

test('NODE_ENV outside the three environments is refused among the rest', () => {
  expect(problemsOf({ NODE_ENV: 'prod', PORT: 'abc' })).toEqual([
    expect.stringMatching(/^NODE_ENV must be one of development, production, test/),
    expect.stringMatching(/^PORT="abc"/),
  ]);
});

test('every wrong value is reported at once, in one error', () => {
  const env = {
    PORT: 'abc',
    SESSION_LIFETIME_MINUTES: '2h',
    RATE_LIMIT_PER_MINUTE: '-5',
    PUSHER_SCHEME: 'htps',
    DATABASE_URL: 'db.internal',
  };
  expect(
    problemsOf(env)
      .map((problem) => problem.split('=')[0])
      .sort(),
  ).toEqual(Object.keys(env).sort());
  expect(() => loadConfig(env)).toThrow(/^The configuration is refused[\s\S]*PORT[\s\S]*PUSHER_SCHEME/);
});

test('unset or empty means the default; whole numbers and listed words are taken', () => {
  const config = loadConfig({ PORT: '', RATE_LIMIT_PER_MINUTE: ' 60 ', PUSHER_SCHEME: 'https', PUSHER_PORT: '443' });
  expect(config).toMatchObject({ port: 3000, rateLimitPerMinute: 60, appUrl: 'http://localhost:3000' });
  expect(config.pusher).toMatchObject({ scheme: 'https', port: 443 });
  expect(loadConfig({ TRUSTED_PROXIES: 'loopback, 10.0.0.0/8, ::1' }).trustedProxies).toEqual([
    'loopback',
    '10.0.0.0/8',
    '::1',
  ]);
});

test('a password in a refused URL is not printed', () => {
  const [problem] = problemsOf({ DATABASE_URL: 'mysql://app:s3cret@db/laanetorvet' });
  expect(problem).not.toContain('s3cret');
  expect(problem).toContain('mysql://app:***@db/laanetorvet');
});

describe('production', () => {
  const secrets = {
    NODE_ENV: 'production',
    APP_KEY: 'q0Jm3v7c1XJ2WnV5y8r2Lk4dP6sT9bQe',
    PUSHER_APP_ID: '1823456',
    PUSHER_APP_KEY: 'a1b2c3d4e5f6a7b8c9d0',
    PUSHER_APP_SECRET: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
  };

  test.each([
    ['unset', undefined, 'APP_URL="http://localhost:3000" is not allowed in production'],
    ['http://', 'http://laanetorvet.dk', 'APP_URL="http://laanetorvet.dk" is not allowed in production'],
  ])('an APP_URL %s is refused: the public https:// address is needed', (_case, appUrl, message) => {
    expect(configProblems(loadConfig({ ...secrets, APP_URL: appUrl }))).toEqual([expect.stringContaining(message)]);
  });

  test('a start lists the wrong values and production’s problems together', () => {
    expect(() => loadCheckedConfig({ ...secrets, APP_URL: 'http://laanetorvet.dk', PORT: 'abc' })).toThrow(
      /PORT="abc" is not allowed[\s\S]*APP_URL="http:\/\/laanetorvet.dk" is not allowed in production/,
    );
    expect(() => loadCheckedConfig({ ...secrets, APP_URL: 'http://laanetorvet.dk' })).toThrow(
      /^Refusing to start in production[\s\S]*APP_URL=/,
    );
  });

  test('an https:// APP_URL passes', () => {
    expect(configProblems(loadConfig({ ...secrets, APP_URL: 'https://laanetorvet.dk' }))).toEqual([]);
  });
});

test('the server exits non-zero at once on a wrong value, listing every problem', () => {
  const started = Date.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { PATH: process.env.PATH, NODE_ENV: 'development', PORT: '99999', PUSHER_SCHEME: 'htps', DB_IN_MEMORY: '1' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status).toBe(1);
  // One JSON line, as every other line of the log, with each problem on its own.
  const lines = run.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0]);
  expect(line).toMatchObject({ level: 60, msg: 'Failed to start', err: { type: 'ConfigError' } });
  expect(line.problems).toEqual([
    expect.stringMatching(/^PORT="99999" is not allowed/),
    expect.stringMatching(/^PUSHER_SCHEME="htps" is not allowed/),
  ]);
  expect(Date.now() - started).toBeLessThan(30_000);
}, 60_000);
