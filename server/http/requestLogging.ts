// How a request is named and how much of it is logged. Its id is a UUID, unique across processes (a counter
// repeated `req-1` in every process), or the caller's X-Request-Id when it is a safe token, so a proxy's or a
// lender system's id follows the request through our logs; either way the answer carries it back. Health probes,
// a few a second from every balancer, log at debug rather than twice at info each.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What an incoming id may be: short, and nothing that could forge or break a log line or a header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;
const HEALTH_PROBES = new Set(['/healthz', '/readyz']);

/** Fastify's genReqId: the caller's X-Request-Id when safe, else a fresh UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** A load balancer's or supervisor's probe (its path, whatever the query); a raw or a Fastify request. */
export function isHealthProbe(request: { url?: string }): boolean {
  return HEALTH_PROBES.has((request.url ?? '').split('?')[0]);
}

/** Returns the id in every answer, and logs the probes (left out by the log controller's disableRequestLogging) at debug, once each. */
export function installRequestLogging(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (isHealthProbe(request)) {
      request.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'health probe answered');
    }
  });
}
