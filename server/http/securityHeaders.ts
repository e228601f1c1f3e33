// The security headers every response carries: helmet's set (the CSP of contentSecurityPolicy.ts; no
// X-Frame-Options, since the CSP's frame-ancestors decides; HSTS in production only) and the Permissions-Policy.
// They depend on the configuration alone, so helmet runs once, when the app is built, against a recorder, and each
// request copies the recorded headers: @fastify/helmet built helmet's middleware again for every request, parsing
// every CSP directive each time.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';
import { contentSecurityPolicy } from './contentSecurityPolicy';
import { PERMISSIONS_POLICY } from './permissionsPolicy';

export function securityHeaders(config: Config): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    frameguard: false,
    hsts: config.env === 'production',
  });
  // Static directives: helmet reads nothing of the request.
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze({ ...headers, 'permissions-policy': PERMISSIONS_POLICY });
}

export function installSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders(app.config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
