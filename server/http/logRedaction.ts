// What a request log line may hold: method, path and client, never the query string, cookies or bodies,
// because queries carry address searches and tokens, and bodies carry passwords and CPR numbers.
import type { FastifyRequest } from 'fastify';

export function requestSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactPath(req.url),
    remoteAddress: req.ip,
  };
}

const TOKEN_SEGMENT = /\/(reset|rate|review-supplier|braze-unsubscribe)\/[^/?]+/g;
const CPR_LIKE = /\b\d{6}-?\d{4}\b/g;

export function redactPath(url: string): string {
  return url.split('?')[0].replace(TOKEN_SEGMENT, '/$1/[redacted]').replace(CPR_LIKE, '[redacted]');
}
