// Starts the server: check the configuration, open and migrate the database, seed (the demo data only where
// config.seedDemo allows it), listen, stop gracefully.
import type { FastifyInstance } from 'fastify';
import { loadPasswordEstimator } from '../domain/validation/passwordStrength';
import { buildApp } from './app';
import { loadCheckedConfig, validateConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { importPostalCodes } from './postalCodes/importPostalCodes';
import { seed } from './seed/seed';
import { DEMO_PASSWORD, demoLogins } from './seed/users';

export async function startServer(config: Config = loadCheckedConfig()): Promise<FastifyInstance> {
  // Before anything is opened: production with a public secret must not come up at all.
  validateConfig(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: config.inMemoryDb,
  });
  const seeded = await seed(database.db, { demo: config.seedDemo });
  if (config.postalCodesFile) {
    const { imported } = await importPostalCodes(database.db, config.postalCodesFile);
    process.stdout.write(`  Imported ${imported} postal codes from ${config.postalCodesFile}\n`);
  }
  const app = await buildApp({ config, database });
  // The password strength estimate's dictionaries take seconds to load on a busy machine (docs/benchmarks.md):
  // loaded while the server starts, not in the first sign-in or sign-up (§5 strong_password).
  await loadPasswordEstimator();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting connections, let in-flight requests finish, then close the database.
    await app.close();
    await database.close();
    process.exit(0);
  };
  // A keep-alive connection whose request was in flight goes idle only once answered, after close() has closed the
  // idle ones: the process would then wait out the keep-alive timeout (Fastify's 72 s) before it could exit.
  app.server.on('request', (_request, response) => {
    response.once('finish', () => {
      if (closing) app.server.closeIdleConnections();
    });
  });
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Lånetorvet is running at ${url}`,
    `  Database: ${database.driver}${config.databaseUrl ? '' : ` (${config.dataDir})`}${seeded.created ? ', demo data seeded' : ''}`,
    ...(config.seedDemo
      ? [
          '  Demo logins (password ' + DEMO_PASSWORD + '):',
          ...demoLogins.map((l) => `    ${l.email.padEnd(20)} ${l.role}`),
        ]
      : []),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
  return app;
}

if (require.main === module) {
  startServer().catch((error: unknown) => {
    process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
