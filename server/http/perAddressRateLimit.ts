// A route's own @fastify/rate-limit budget for calls anyone with the page can make without signing in (the error
// sink, Web Vitals beacons): per client address whoever is signed in, counted before the body is read, and on every
// path (the app-wide limiter only counts /api/ and keys signed-in calls by user).
import type { FastifyRequest } from 'fastify';

export function perAddressRateLimit(maxPerMinute: number) {
  return {
    rateLimit: {
      max: maxPerMinute,
      timeWindow: 60_000,
      hook: 'onRequest' as const,
      keyGenerator: (request: FastifyRequest) => `ip:${request.ip}`,
      allowList: () => false,
    },
  };
}
