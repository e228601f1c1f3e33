// Calls without a session: the SPA's runtime configuration, the cookie-consent log, marketing unsubscription, and
// the dev mail outbox.
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import proxyAddr from 'proxy-addr';
import { errorResponses, MessageResponse } from '../../contract/errors';
import { ClientConfig, CookieConsentBody, CookieConsentLogged, UnsubscribeBody } from '../../contract/public';
import { readSignedToken } from '../auth/signedToken';
import * as t from '../db/schema';
import type { TypedApp } from '../http/contract';
import { localeOf, sendFieldErrors } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { OUTBOX_CSS, outboxPage } from '../mail/devMailPages';
import { clientSocketConfig, realtimeTarget } from '../realtime/realtimeTarget';

export const UNSUBSCRIBE_PURPOSE = 'marketing-unsubscribe';

const MAX_PORT = 65535;

/**
 * The port a trusted proxy says the browser used (X-Forwarded-Port; the last entry is the nearest proxy's), or
 * null. Fastify reads only Host and X-Forwarded-Host, and a proxy's common `Host $host` carries no port, so behind
 * nginx on a non-standard port the browser would be sent to 80 or 443.
 */
function forwardedPort(request: FastifyRequest, trusted: (address: string, hop: number) => boolean): number | null {
  const header = request.headers['x-forwarded-port'];
  const address = request.socket.remoteAddress;
  if (typeof header !== 'string' || address === undefined || !trusted(address, 0)) return null;
  const port = Number(header.split(',').at(-1)?.trim());
  return Number.isInteger(port) && port >= 1 && port <= MAX_PORT ? port : null;
}

export async function publicRoutes(app: TypedApp) {
  const { config } = app;
  const trustedProxy = config.trustedProxies.length > 0 ? proxyAddr.compile(config.trustedProxies) : () => false;

  // Configuration the SPA reads at run time, so one build serves every environment.
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['public'],
        summary: 'Runtime configuration of the SPA (realtime socket, error reporting)',
        response: { 200: ClientConfig },
      },
    },
    async (request, reply) => {
      // The same for every visitor of this host: the browser may reuse it for five minutes.
      reply.header('Cache-Control', 'private, max-age=300');
      // Fastify 5's hostname has no port; request.port is Host's or a trusted X-Forwarded-Host's. A trusted
      // X-Forwarded-Port comes first: a proxy that forwards its upstream's Host would otherwise name the app's port.
      const page = {
        hostname: request.hostname,
        port: forwardedPort(request, trustedProxy) ?? request.port ?? (request.protocol === 'https' ? 443 : 80),
        protocol: request.protocol,
      };
      const socket = clientSocketConfig(realtimeTarget(config), page);
      return {
        env: config.env,
        pusher: {
          key: config.pusher.key,
          cluster: socket.cluster,
          wsHost: socket.wsHost,
          wsPort: socket.wsPort,
          wssPort: socket.wsPort,
          forceTLS: socket.forceTLS,
        },
        bugsnag: {
          apiKey: config.bugsnag.apiKey,
          endpoints: config.bugsnag.useEmbeddedSink
            ? { notify: '/bugsnag/notify', sessions: '/bugsnag/sessions' }
            : null,
        },
        vitals: { sampleRate: config.vitalsSampleRate },
      };
    },
  );

  // The banner's choice, logged as the proof the cookie order asks for. Guests too: the choice comes before any
  // account. CSRF applies as to every call; the global rate limit bounds a flood.
  app.post(
    '/api/cookie-consents',
    {
      schema: {
        tags: ['public'],
        summary: "Log a visitor's cookie choice (what was chosen, when, under which text version)",
        body: CookieConsentBody,
        response: { 201: CookieConsentLogged, ...errorResponses(419) },
      },
    },
    async (request, reply) => {
      const { consent_id: consentId, statistics, marketing, text_version: textVersion } = request.body;
      const [row] = await app.db
        .insert(t.cookieConsents)
        .values({ consentId, statistics, marketing, textVersion })
        .returning({ decidedAt: t.cookieConsents.decidedAt });
      return reply.code(201).send({ decided_at: row.decidedAt.toISOString() });
    },
  );

  app.post(
    '/api/braze-unsubscribe',
    {
      schema: {
        tags: ['public'],
        summary: 'Unsubscribe from marketing mails with the signed token of a mail link',
        body: UnsubscribeBody,
        response: { 200: MessageResponse, ...errorResponses(419) },
      },
    },
    async (request, reply) => {
      const { token } = request.body;
      const locale = localeOf(request);
      const userId = token ? readSignedToken(config.appKey, UNSUBSCRIBE_PURPOSE, token) : null;
      const updated =
        userId && /^\d+$/.test(userId)
          ? await app.db
              .update(t.users)
              .set({ marketingUnsubscribedAt: new Date() })
              .where(eq(t.users.id, Number(userId)))
              .returning({ id: t.users.id })
          : [];
      if (updated.length === 0)
        return sendFieldErrors(request, reply, { token: [translate(locale, 'unsubscribe.invalid')] });
      return { message: translate(locale, 'unsubscribe.done') };
    },
  );

  if (config.env !== 'production') {
    // JSON for tests and scripts; a browser asking for HTML gets the mails as a reader sees them.
    app.get('/dev/mail', { schema: { hide: true } }, async (request, reply) => {
      const rows = await app.db.select().from(t.mailOutbox).orderBy(desc(t.mailOutbox.id)).limit(50);
      if ((request.headers.accept ?? '').includes('text/html')) return reply.type('text/html').send(outboxPage(rows));
      return rows.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, created_at: m.createdAt }));
    });
    app.get('/dev/mail.css', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/css').send(OUTBOX_CSS),
    );
    app.get<{ Params: { id: string } }>('/dev/mail/:id/html', { schema: { hide: true } }, async (request, reply) => {
      // Digits only: 0x2, 2e0 and +2 name no mail.
      const [mail] = /^[1-9]\d{0,8}$/.test(request.params.id)
        ? await app.db
            .select()
            .from(t.mailOutbox)
            .where(eq(t.mailOutbox.id, Number(request.params.id)))
        : [];
      if (!mail?.html) return reply.code(404).type('text/plain').send('No such mail, or it has no HTML part.');
      // A mail styles itself inline, as mail clients need; this document may, unlike the app's pages.
      return reply
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:")
        .type('text/html')
        .send(mail.html);
    });
  }
}
