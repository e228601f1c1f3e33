// Starts the server: check the configuration, open and migrate the database, seed (the demo data only where
// config.seedDemo allows it), listen, stop gracefully.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadPasswordEstimator } from '../domain/validation/passwordStrength';
import { buildApp, type AppDeps } from './app';
import { loadCheckedConfig, validateConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { failedToStartLine } from './processLog';
import { importPostalCodes } from './postalCodes/importPostalCodes';
import { seed } from './seed/seed';
import { startTestIdentityProvider } from './mitid/testIdentityProvider';

/** `logStream`: where the app's JSON lines go instead of stdout (tests). */
export async function startServer(
  config: Config = loadCheckedConfig(),
  { logStream }: Pick<AppDeps, 'logStream'> = {},
): Promise<FastifyInstance> {
  // Before anything is opened: production with a public secret must not come up at all.
  validateConfig(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: config.inMemoryDb,
  });
  const seeded = await seed(database.db, { demo: config.seedDemo });
  const postalCodes = config.postalCodesFile
    ? { file: config.postalCodesFile, ...(await importPostalCodes(database.db, config.postalCodesFile)) }
    : null;
  // The local MitID test provider (never in production: validateConfig refused it above) names the issuer.
  const testProvider = config.mitid?.testProvider
    ? await startTestIdentityProvider({
        port: config.mitid.testProvider.port,
        host: config.host,
        clientId: config.mitid.clientId,
        clientSecret: config.mitid.clientSecret,
        redirectUris: [config.mitid.redirectUri],
        postLogoutRedirectUris: [`${config.appUrl}/`],
      })
    : null;
  if (config.mitid && testProvider) config = { ...config, mitid: { ...config.mitid, issuer: testProvider.issuer } };
  const app = await buildApp({ config, database, logStream });
  if (testProvider) app.addHook('onClose', () => testProvider.close());
  // The root's onClose hooks run in the order added: this one after the job queue's and every plugin's.
  app.addHook('onClose', () => database.close());
  if (postalCodes) app.log.info(postalCodes, 'postal codes imported');
  // The password strength estimate's dictionaries take seconds to load on a busy machine (docs/benchmarks.md):
  // loaded while the server starts, not in the first sign-in or sign-up (§5 strong_password).
  await loadPasswordEstimator();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting connections, let in-flight requests finish, then close the database (the hook above).
    await app.close();
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
  // One JSON line like every other (a log collector reads stdout). `npm start` prints the demo logins beside it
  // (scripts/start.ts): the log's redaction would mask their e-mail addresses here.
  app.log.info(
    {
      url: `http://localhost:${(app.server.address() as AddressInfo).port}`,
      database: database.driver,
      ...(config.databaseUrl ? {} : { dataDir: config.dataDir }),
      demoData: config.seedDemo ? (seeded.created ? 'seeded' : 'kept') : 'off',
    },
    'Lånetorvet is running',
  );
  return app;
}

if (require.main === module) {
  startServer().catch((error: unknown) => {
    // One JSON line among the others, on stderr as before (systemd's journal and `docker logs` keep both).
    process.stderr.write(failedToStartLine(error));
    process.exit(1);
  });
}
