// Production refuses the public demo secrets, seeds no demo accounts unless asked to, and
// serves no source maps or webpack stats.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import { configProblems, DEMO_VALUES, environmentOf, loadConfig, validateConfig } from '../../../server/config';
import { seed } from '../../../server/seed/seed';
import * as t from '../../../server/db/schema';
import { startServer } from '../../../server/main';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

// Building an app migrates a fresh database: slow on a shared, busy machine.
const APP_TIMEOUT_MS = 120_000;

/** Everything production needs, each set to a real-looking value. */
const productionEnv = {
  NODE_ENV: 'production',
  APP_URL: 'https://laanetorvet.dk',
  APP_KEY: 'q0Jm3v7c1XJ2WnV5y8r2Lk4dP6sT9bQe',
  PUSHER_APP_ID: '1823456',
  PUSHER_APP_KEY: 'a1b2c3d4e5f6a7b8c9d0',
  PUSHER_APP_SECRET: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
};

describe('configuration check', () => {
  test('production with every secret set passes; development and test on the demo values pass too', () => {
    expect(configProblems(loadConfig(productionEnv))).toEqual([]);
    expect(configProblems(loadConfig({}))).toEqual([]);
    expect(configProblems(loadConfig({ NODE_ENV: 'test' }))).toEqual([]);
  });

  test.each(['APP_KEY', 'PUSHER_APP_SECRET', 'PUSHER_APP_ID', 'PUSHER_APP_KEY'] as const)(
    'production refuses the demo %s, naming it',
    (variable) => {
      for (const env of [
        { ...productionEnv, [variable]: DEMO_VALUES[variable] },
        { ...productionEnv, [variable]: undefined },
      ]) {
        const config = loadConfig(env);
        const problems = configProblems(config);
        expect(problems).toHaveLength(1);
        expect(problems[0]).toMatch(new RegExp(`^${variable} `));
        expect(() => validateConfig(config)).toThrow(new RegExp(`NODE_ENV=production[\\s\\S]*${variable} is`));
      }
    },
  );

  test('production on no configuration at all names every missing secret in one message', () => {
    expect(() => validateConfig(loadConfig({ NODE_ENV: 'production' }))).toThrow(
      /APP_KEY[\s\S]*PUSHER_APP_SECRET[\s\S]*PUSHER_APP_ID[\s\S]*PUSHER_APP_KEY/,
    );
  });

  test('a short APP_KEY is refused as a placeholder', () => {
    expect(configProblems(loadConfig({ ...productionEnv, APP_KEY: 'changeme' }))).toEqual([
      expect.stringMatching(/^APP_KEY is shorter than 32 characters/),
    ]);
  });

  test('NODE_ENV is read case-insensitively, and an unknown value refuses to start instead of meaning development', () => {
    expect(environmentOf('Production')).toBe('production');
    expect(environmentOf(' PRODUCTION ')).toBe('production');
    expect(loadConfig({ ...productionEnv, NODE_ENV: 'Production' }).env).toBe('production');
    expect(configProblems(loadConfig({ NODE_ENV: 'Production' }))).not.toEqual([]);
    expect(environmentOf(undefined)).toBe('development');
    expect(() => loadConfig({ NODE_ENV: 'prod' })).toThrow(/NODE_ENV must be one of development, production, test/);
  });

  test.each([
    ['APP_KEY', 'x'],
    ['PUSHER_APP_SECRET', 'x'],
    ['PUSHER_APP_SECRET', 'f0e1d2c3b4a5968778695a4b3c2d1e0'],
    ['S3_SECRET_ACCESS_KEY', 'minio123'],
    ['METRICS_TOKEN', 'scrape-me'],
  ])('production refuses a %s under 32 characters, naming it and never printing the value', (variable, value) => {
    const env = { ...productionEnv, S3_BUCKET: 'documents', S3_SECRET_ACCESS_KEY: 'A'.repeat(40), [variable]: value };
    const problems = configProblems(loadConfig(env));
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^${variable} is shorter than 32 characters`))]);
    expect(() => validateConfig(loadConfig(env))).toThrow(new RegExp(variable));
    let message = '';
    try {
      validateConfig(loadConfig(env));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).not.toContain(`${value}.`);
    expect(message).not.toContain(`"${value}"`);
  });

  test("hosted Pusher's own 20-character secret is accepted, a shorter one is not", () => {
    const hosted = { ...productionEnv, PUSHER_APP_CLUSTER: 'eu', PUSHER_APP_SECRET: '7ad3773142a6692b25b8' };
    expect(configProblems(loadConfig(hosted))).toEqual([]);
    expect(configProblems(loadConfig({ ...hosted, PUSHER_APP_SECRET: '7ad37731' }))).toEqual([
      expect.stringMatching(/^PUSHER_APP_SECRET is shorter than 20 characters/),
    ]);
  });

  test('the zero Bugsnag key is allowed with the embedded sink and refused when reports go to Bugsnag', () => {
    expect(configProblems(loadConfig(productionEnv))).toEqual([]);
    expect(configProblems(loadConfig({ ...productionEnv, BUGSNAG_USE_SERVICE: '1' }))).toEqual([
      expect.stringMatching(/^BUGSNAG_API_KEY /),
    ]);
    const realKey = { ...productionEnv, BUGSNAG_USE_SERVICE: '1', BUGSNAG_API_KEY: '0123456789abcdef0123456789abcdef' };
    expect(configProblems(loadConfig(realKey))).toEqual([]);
  });

  test('startServer refuses the demo secrets in production before it opens anything', async () => {
    await expect(startServer(loadConfig({ NODE_ENV: 'production', DB_IN_MEMORY: '1' }))).rejects.toThrow(
      /APP_KEY is the public demo value/,
    );
  });
});

describe('demo seed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  }, APP_TIMEOUT_MS);
  afterAll(() => closeTestApp(ctx));

  test('SEED_DEMO: on by default outside production, off in production unless SEED_DEMO=1', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig(productionEnv).seedDemo).toBe(false);
    expect(() => loadConfig({ ...productionEnv, SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO="true" is not allowed: one of 1, 0/,
    );
    expect(loadConfig({ ...productionEnv, SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  test('production without SEED_DEMO creates no demo users or lenders, only the postal codes', async () => {
    const db = ctx.database.db;
    const result = await seed(db, { demo: loadConfig(productionEnv).seedDemo });
    expect(result.created).toBe(false);
    const [{ users }] = await db.select({ users: count() }).from(t.users);
    const [{ suppliers }] = await db.select({ suppliers: count() }).from(t.suppliers);
    const [{ postalCodes }] = await db.select({ postalCodes: count() }).from(t.postalCodes);
    expect({ users, suppliers }).toEqual({ users: 0, suppliers: 0 });
    expect(postalCodes).toBeGreaterThan(0);
  });
});

describe('static files in production', () => {
  let spaDir: string;
  let production: TestContext;
  let development: TestContext;

  beforeAll(async () => {
    spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-production-'));
    fs.mkdirSync(path.join(spaDir, 'assets'));
    fs.writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    const map = JSON.stringify({ version: 3, sources: ['webpack://src/secretSource.ts'], mappings: '' });
    const files: Record<string, string | Buffer> = {
      'assets/main.0123abcd.js': 'console.log("app")\n//# sourceMappingURL=main.0123abcd.js.map',
      'assets/main.0123abcd.js.map': map,
      'assets/main.0123abcd.js.map.gz': gzipSync(map),
      'assets/main.0123abcd.js.map.br': brotliCompressSync(map),
      'stats.json': '{"entrypoints":{}}',
    };
    for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(spaDir, name), content);
    // As production builds it: every route's schemas compiled at start, so one that cannot compile fails here.
    production = await createTestApp({
      seed: false,
      config: { env: 'production', spaDir, schemaCompilation: 'at start' },
    });
    development = await createTestApp({ seed: false, config: { spaDir } });
  }, 2 * APP_TIMEOUT_MS);

  afterAll(async () => {
    await closeTestApp(production);
    await closeTestApp(development);
    fs.rmSync(spaDir, { recursive: true, force: true });
  });

  test.each([
    ['/assets/main.0123abcd.js.map', 'identity'],
    ['/assets/main.0123abcd.js.map', 'gzip'],
    ['/assets/main.0123abcd.js.map', 'br'],
    ['/assets/main.0123abcd.js.map.gz', 'identity'],
    ['/assets/main.0123abcd.js.m%61p', 'identity'],
    ['/stats.json', 'identity'],
    ['/stats.json', 'gzip, br'],
  ])('production answers 404 for %s (accept-encoding %s)', async (url, encoding) => {
    const res = await production.app.inject({ url, headers: { 'accept-encoding': encoding } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secretSource');
    expect(res.body).not.toContain('entrypoints');
  });

  test('production still serves the script itself, and development serves its map', async () => {
    expect((await production.app.inject('/assets/main.0123abcd.js')).statusCode).toBe(200);
    const map = await development.app.inject('/assets/main.0123abcd.js.map');
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('secretSource');
  });
});
