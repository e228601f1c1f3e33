// What the browser keeps during a MitID round trip, in cookies signed with APP_KEY (server/auth/signedToken.ts) and
// dated, so nothing is stored for a visitor who never comes back: the flow's checks until the callback, and an
// identity not yet linked to an account until the customer links it (ten minutes at most). Neither holds a CPR number.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { makeSignedToken, readSignedToken } from '../auth/signedToken';
import type { FlowChecks, MitidPerson } from './relyingParty';

export const FLOW_COOKIE = 'laanetorvet_mitid_flow';
export const PENDING_COOKIE = 'laanetorvet_mitid_pending';
const FLOW_SECONDS = 600;
const PENDING_SECONDS = 600;

export type MitidIntent = 'login' | 'link' | 'confirm';
export type Flow = FlowChecks & { intent: MitidIntent; returnTo: string; userId: number | null };

const secureFor = (appUrl: string) => !/^http:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(appUrl);

function write(reply: FastifyReply, key: string, appUrl: string, name: string, value: object, seconds: number) {
  const body = JSON.stringify({ ...value, exp: Date.now() + seconds * 1000 });
  // Lax: the broker's redirect back is a top-level GET from another site, which must carry the cookie.
  reply.setCookie(name, makeSignedToken(key, name, body), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureFor(appUrl),
    maxAge: seconds,
  });
}

function read<T>(request: FastifyRequest, key: string, name: string): T | null {
  const raw = request.cookies[name];
  if (!raw) return null;
  const body = readSignedToken(key, name, raw);
  if (!body) return null;
  try {
    const value = JSON.parse(body) as T & { exp: number };
    return value.exp > Date.now() ? value : null;
  } catch {
    return null;
  }
}

export function mitidCookies(appKey: string, appUrl: string) {
  return {
    setFlow: (reply: FastifyReply, flow: Flow) => write(reply, appKey, appUrl, FLOW_COOKIE, flow, FLOW_SECONDS),
    /** The flow, once: the cookie is cleared as it is read, so a second callback finds none. */
    takeFlow(request: FastifyRequest, reply: FastifyReply): Flow | null {
      reply.clearCookie(FLOW_COOKIE, { path: '/' });
      return read<Flow>(request, appKey, FLOW_COOKIE);
    },
    setPending: (reply: FastifyReply, person: MitidPerson) =>
      write(reply, appKey, appUrl, PENDING_COOKIE, person, PENDING_SECONDS),
    pending: (request: FastifyRequest) => read<MitidPerson>(request, appKey, PENDING_COOKIE),
    clearPending: (reply: FastifyReply) => reply.clearCookie(PENDING_COOKIE, { path: '/' }),
  };
}
