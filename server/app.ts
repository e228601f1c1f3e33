// Builds the Fastify application. main.ts listens with it; tests use it through `inject`.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { installSecurityHeaders } from './http/securityHeaders';
import { installRequestLogging, isHealthProbe, requestIdOf } from './http/requestLogging';
import { isApiPath } from './http/apiPaths';
import { loadSpaIndex, PAGE_CACHE_CONTROL, sendSpaIndex } from './http/spaIndex';
import { isPrerenderedPath, loadPrerenderedPages } from './http/prerenderedPages';
import { sendGuestPageForQuery } from './http/guestPageForQuery';
import { sendSignedInPage, wantsSignedInPage } from './http/signedInPage';
import { createServerRenderer } from './http/serverRender';
import { contractPlugin } from './http/contract';
import { schemaControllerFor } from './http/schemaCompilation';
import { named } from './http/namedPlugin';
import { localeOf } from './http/fieldErrors';
import { isDataException } from './http/databaseErrors';
import { frameworkErrorMessage } from './http/frameworkErrors';
import { validationErrors } from './http/validationErrors';
import { refuseDeepBodies } from './http/jsonDepth';
import { translate } from './i18n/translate';
import { loggedError, redactLogArguments, requestSerializer } from './http/logRedaction';
import { installRateLimit } from './http/rateLimit';
import { decorateCurrentUser } from './auth/currentUser';
import { installSessions } from './auth/sessions';
import {
  databaseThrottle,
  redisThrottle,
  THROTTLE_UNAVAILABLE_RETRY_S,
  ThrottleUnavailableError,
} from './auth/throttle';
import { redisConnection } from './redis/redisPlugin';
import { createMailer } from './mail/mailer';
import { registerAgreementJobs } from './agreements/demoSigning';
import { withdrawalReminderJob } from './agreements/withdrawalReminders';
import { agreementRoutes } from './routes/agreementRoutes';
import { supplierAgreementRoutes } from './routes/supplierAgreementRoutes';
import { leadMailJob } from './mail/leadMailJob';
import { installJobQueue } from './jobs/jobQueue';
import { registerDemoLenderJobs } from './demoLenders/demoLenderJobs';
import { registerAcceptanceJobs } from './acceptance/acceptanceJobs';
import { StorageFull, storageFor, type DocumentStorage } from './documents/documentStorage';
import { registerFileErasure } from './documents/fileErasure';
import { expiryReminderJob } from './acceptance/expiryReminders';
import { acceptanceRoutes } from './routes/acceptanceRoutes';
import { leadSharingRoutes } from './routes/leadSharingRoutes';
import { authRoutes } from './routes/authRoutes';
import { healthRoutes } from './routes/healthRoutes';
import { passwordRoutes } from './routes/passwordRoutes';
import { auctionFormRoutes } from './routes/auctionFormRoutes';
import { addressRoutes } from './routes/addressRoutes';
import { formResourceRoutes } from './routes/formResourceRoutes';
import { partialValidationRoutes } from './routes/partialValidationRoutes';
import { postalCodeRoutes } from './routes/postalCodeRoutes';
import { publicRoutes } from './routes/publicRoutes';
import { errorReportRoutes } from './routes/errorReportRoutes';
import { customerRfqRoutes } from './routes/customerRfqRoutes';
import { offerInformationRoutes } from './routes/offerInformationRoutes';
import { economyRoutes } from './routes/economyRoutes';
import { budgetRoutes } from './routes/budgetRoutes';
import { mortgageSurveillanceRoutes } from './routes/mortgageSurveillanceRoutes';
import { adminRatesRoutes } from './routes/adminRatesRoutes';
import { adminSupplierTokenRoutes } from './routes/adminSupplierTokenRoutes';
import { ratingRoutes } from './routes/ratingRoutes';
import { reputationRoutes } from './routes/reputationRoutes';
import { profileRoutes } from './routes/profileRoutes';
import { supplierBroadcastingRoutes } from './routes/broadcastingRoutes';
import { SUPPLIER_API_PREFIX, supplierApiRoutes } from './routes/supplierApiRoutes';
import { documentRoutes } from './routes/documentRoutes';
import { documentRequestRoutes } from './routes/documentRequestRoutes';
import { supplierDocumentRoutes } from './routes/supplierDocumentRoutes';
import { supplierDocumentRequestRoutes } from './routes/supplierDocumentRequestRoutes';
import { messageRoutes } from './routes/messageRoutes';
import { supplierMessageRoutes } from './routes/supplierMessageRoutes';
import { meetingRoutes } from './routes/meetingRoutes';
import { supplierMeetingRoutes } from './routes/supplierMeetingRoutes';
import { analystRoutes } from './routes/analystRoutes';
import { mitidRoutes } from './routes/mitidRoutes';
import type { RelyingPartyOptions } from './mitid/relyingParty';
import { realtimePlugin } from './realtime/realtimePlugin';
import { metricsPlugin } from './metrics/metricsPlugin';
import { vitalsRoutes } from './metrics/vitalsRoutes';
import { replyNotFound } from './http/notFound';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Where document files live: one for the app, so the routes and the erasure job see the same files. */
    documentStorage: DocumentStorage;
  }
}

export type AppDeps = {
  config: Config;
  database: Database;
  /** Sees every route as it is added: tests enumerate the route table with it. */
  onRoute?: (route: { method: string; url: string; hidden: boolean }) => void;
  /** Where log lines go instead of stdout: tests read them back. */
  logStream?: { write(line: string): void };
  /** The document storage instead of the one the configuration names: tests make it fail. */
  documentStorage?: DocumentStorage;
  /** The MitID relying party's fetch and clock instead of the real ones: tests forge the broker's answers. */
  mitid?: RelyingPartyOptions;
};

const FAVICON = /(^|\/)favicon\.(svg|ico|png)(\.br|\.gz)?$/;
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|svg|woff2?|png|jpg)(\.map)?(\.br|\.gz)?$/;
// What the build writes for developers and the bundle budget, not for browsers: source maps give away the
// sources, stats.json the module graph. Production answers 404 for them whatever the build put in dist/.
const BUILD_ONLY_FILE = /(\.map|(^|\/)stats\.json)(\.br|\.gz)?$/;
/** @fastify/static's error code for a path it will not look up: an empty segment, `.`, `..` or a backslash. */
const STATIC_NON_CANONICAL_PATH = 'FST_STATIC_FORBIDDEN_PATH';

export async function buildApp({
  config,
  database,
  onRoute,
  logStream,
  documentStorage,
  mitid,
}: AppDeps): Promise<FastifyInstance> {
  const logger: FastifyServerOptions['logger'] =
    config.logLevel === 'silent'
      ? false
      : {
          level: config.logLevel,
          serializers: { req: requestSerializer },
          // Every line, Fastify's own too: errors lose their messages' query parameters, text its personal data.
          hooks: { logMethod: redactLogArguments },
          ...(logStream ? { stream: logStream } : {}),
          // Bodies are never logged; these paths keep secrets out even if a plugin logs headers.
          redact: [
            'req.headers.cookie',
            'req.headers.authorization',
            'req.headers["x-xsrf-token"]',
            'res.headers["set-cookie"]',
          ],
        };
  const app = Fastify({
    logger,
    genReqId: requestIdOf,
    logController: new LogController({ disableRequestLogging: isHealthProbe }),
    // Only the configured proxies may say who the client is; anyone else could forge X-Forwarded-For.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    bodyLimit: 1024 * 1024,
    schemaController: schemaControllerFor(config.schemaCompilation),
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    connectionTimeout: config.http.idleTimeoutMs,
    http: {
      requestTimeout: config.http.requestTimeoutMs,
      headersTimeout: config.http.headersTimeoutMs,
      // Node checks the two timeouts above only this often (30 s by default): a quarter of the shorter keeps a
      // 20 s headers timeout from stretching to 50.
      connectionsCheckingInterval: Math.max(50, Math.min(30_000, config.http.headersTimeoutMs / 4)),
    },
  });
  if (onRoute) {
    app.addHook('onRoute', (route) => {
      const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
      for (const method of [route.method].flat()) onRoute({ method, url: route.url, hidden });
    });
  }
  app.decorate('config', config);
  app.decorate('db', database.db);
  database.onConnectionLost?.((error) =>
    app.log.error(
      { err: { message: error.message, code: (error as { code?: string }).code } },
      'database connection lost',
    ),
  );
  app.decorate('documentStorage', documentStorage ?? (await storageFor(config)));
  // The durable job queue: on the root, so every plugin below registers its job handlers on the same one.
  installJobQueue(app);
  await app.register(named(redisConnection));
  app.decorate(
    'throttle',
    app.redis && config.redis ? redisThrottle(app.redis, config.redis.prefix) : databaseThrottle(database.db),
  );

  installRequestLogging(app);
  installSecurityHeaders(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      // A malformed id in a path names nothing: not found, never a 422 that tells a prober the route exists.
      if (error.validationContext === 'params') return replyNotFound(request, reply);
      return reply.code(422).send(validationErrors(request, error.validation));
    }
    // The static files' refusal of a path that is not canonical (`//`, a page built from an empty id) comes before
    // the history fallback: such a path names no file, so the fallback decides, and a page path gets the app's 404.
    if (error.code === STATIC_NON_CANONICAL_PATH) return reply.callNotFound();
    const framework = frameworkErrorMessage(error);
    if (framework) return reply.code(framework.status).send({ message: translate(localeOf(request), framework.id) });
    if (error instanceof ThrottleUnavailableError) {
      request.log.warn({ err: loggedError(error.cause) }, 'throttle store unavailable: refused');
      return reply
        .code(503)
        .header('Retry-After', String(THROTTLE_UNAVAILABLE_RETRY_S))
        .send({ message: translate(localeOf(request), 'auth.throttleUnavailable') });
    }
    if (error instanceof StorageFull) {
      request.log.error({ err: loggedError(error.cause) }, 'document storage full');
      return reply.code(507).send({ message: translate(localeOf(request), 'errors.unknown') });
    }
    if (isDataException(error))
      return reply.code(422).send({ message: translate(localeOf(request), 'errors.validation'), errors: {} });
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: loggedError(error) }, 'request failed');
    // Client errors keep their message; server errors never expose internals.
    const message = status >= 500 ? 'Server Error' : error.message;
    return reply.code(status).send({ message });
  });

  refuseDeepBodies(app);
  await app.register(formbody);
  await app.register(contractPlugin);
  decorateCurrentUser(app);
  await installSessions(app);
  await installRateLimit(app);
  // Before the routes: its onResponse hook times every one of them.
  await app.register(metricsPlugin, { database });
  const mailer = createMailer(config, database.db, app.log);
  await app.register(named(healthRoutes));
  await app.register(named(vitalsRoutes));
  await app.register(named(authRoutes));
  await app.register(named(passwordRoutes), { mailer });
  await app.register(named(publicRoutes));
  await app.register(named(postalCodeRoutes));
  await app.register(named(addressRoutes), {});
  await app.register(named(formResourceRoutes));
  await app.register(named(partialValidationRoutes));
  await app.register(named(auctionFormRoutes), { mailer });
  await app.register(named(realtimePlugin));
  await app.register(named(errorReportRoutes));
  await app.register(named(customerRfqRoutes), { mailer });
  await app.register(named(offerInformationRoutes));
  await app.register(named(economyRoutes));
  await app.register(named(budgetRoutes));
  await app.register(named(mortgageSurveillanceRoutes), { mailer });
  await app.register(named(adminRatesRoutes), { mailer });
  await app.register(named(adminSupplierTokenRoutes));
  await app.register(named(leadMailJob), { mailer });
  await app.register(named(expiryReminderJob), { mailer });
  await app.register(named(withdrawalReminderJob), { mailer });
  await app.register(named(acceptanceRoutes));
  await app.register(named(leadSharingRoutes));
  await app.register(named(ratingRoutes));
  await app.register(named(reputationRoutes));
  await app.register(named(profileRoutes), { mailer });
  await app.register(named(supplierApiRoutes), { prefix: SUPPLIER_API_PREFIX });
  await app.register(named(supplierBroadcastingRoutes), { prefix: SUPPLIER_API_PREFIX });
  await app.register(named(documentRoutes));
  await app.register(named(documentRequestRoutes));
  await app.register(named(supplierDocumentRoutes), { prefix: SUPPLIER_API_PREFIX });
  await app.register(named(supplierDocumentRequestRoutes), { prefix: SUPPLIER_API_PREFIX });
  await app.register(named(messageRoutes), { mailer });
  await app.register(named(supplierMessageRoutes), { prefix: SUPPLIER_API_PREFIX, mailer });
  await app.register(named(meetingRoutes), { mailer });
  await app.register(named(supplierMeetingRoutes), { prefix: SUPPLIER_API_PREFIX, mailer });
  await app.register(named(agreementRoutes), { mailer });
  await app.register(named(supplierAgreementRoutes), { prefix: SUPPLIER_API_PREFIX, mailer });
  await app.register(named(analystRoutes));
  await app.register(named(mitidRoutes), { relyingParty: mitid });
  registerDemoLenderJobs(app, mailer);
  registerAcceptanceJobs(app, mailer);
  registerAgreementJobs(app, mailer);
  registerFileErasure(app);

  await app.register(fastifyStatic, {
    root: path.resolve('public/logos'),
    prefix: '/logos/',
    decorateReply: false,
    maxAge: '7d',
  });

  const indexHtml = path.join(config.spaDir, 'index.html');
  const hasSpa = fs.existsSync(indexHtml);
  const spaIndex = hasSpa ? loadSpaIndex(indexHtml) : null;
  const prerenderedPage = loadPrerenderedPages(config.spaDir);
  const renderer = hasSpa
    ? createServerRenderer(config.serverRender, config.spaDir, app.log, app.metrics.countServerRender)
    : null;
  if (renderer) app.addHook('onClose', () => renderer.close());
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: config.spaDir,
      prefix: '/',
      wildcard: true,
      index: false,
      preCompressed: true,
      // A directory (`/` above all) is no file to serve: it falls through to the SPA below instead of a 403.
      allowedPath: (pathName) =>
        !pathName.endsWith('/') && !(config.env === 'production' && BUILD_ONLY_FILE.test(pathName)),
      setHeaders: (res, filePath) => {
        // Hashed names never change content; the favicon may be a day old; anything else is revalidated (ETag).
        const header = HASHED_ASSET.test(filePath)
          ? 'public, max-age=31536000, immutable'
          : FAVICON.test(filePath)
            ? 'public, max-age=86400'
            : PAGE_CACHE_CONTROL;
        res.header('Cache-Control', header);
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0];
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(urlPath);
    // History-mode fallback: the SPA's router decides what this path shows (its own 404 included).
    if (wantsPage && spaIndex && !path.extname(urlPath)) {
      app.metrics.labelAsPage(request, urlPath);
      if (wantsSignedInPage(request)) return sendSignedInPage(request, reply, spaIndex, renderer);
      if (await sendGuestPageForQuery(request, reply, urlPath, spaIndex, renderer)) return reply;
      const vary = isPrerenderedPath(urlPath) ? ['Cookie'] : [];
      return sendSpaIndex(request, reply, prerenderedPage(request, urlPath) ?? spaIndex, vary);
    }
    return replyNotFound(request, reply);
  });

  return app;
}
