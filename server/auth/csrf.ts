// The server's half of domain/csrf.ts: every non-GET must echo the session's token, or it is refused with 419.
// A guest's token is derived from the session cookie with APP_KEY, so a guest needs no stored session.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { XSRF_HEADER } from '../../domain/csrf';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Node gives header names in lower case. */
const HEADER = XSRF_HEADER.toLowerCase();
// Machine-to-machine endpoints authenticate by signature or token, not by a browser session. /api/vitals is
// exempt on purpose: navigator.sendBeacon cannot send the XSRF header, and a forged report changes no one's state
// and stores nothing personal (a histogram count; server/metrics/vitalsRoutes.ts).
const CSRF_EXEMPT = ['/apps/', '/bugsnag/', '/supplier-api/', '/api/vitals'];

/** A guest's CSRF token: bound to the session cookie and unforgeable without APP_KEY. */
export const guestCsrfToken = (appKey: string, sessionId: string) =>
  createHmac('sha256', appKey).update(`csrf-guest:${sessionId}`).digest('base64url');

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether the request changes state without echoing its session's token (the session read before this). */
export function csrfRefused(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const path = request.url.split('?')[0];
  if (CSRF_EXEMPT.some((prefix) => path.startsWith(prefix))) return false;
  const header = request.headers[HEADER];
  const sent = typeof header === 'string' ? header : '';
  return !request.session || !sent || !sameToken(sent, request.session.csrfToken);
}
