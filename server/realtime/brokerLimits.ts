// The embedded broker's caps, so that one client cannot take it over: sockets per address and per signed-in user,
// and a budget of messages per socket. The numbers are config.realtime (docs/operations.md#realtime-caps).
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import type { Config } from '../config';

export type RealtimeLimits = Config['realtime'];

/**
 * Pusher protocol close codes for the sockets the broker ends, chosen by what pusher-js does on each
 * (getCloseAction in pusher-js's src/core/connection/protocol/protocol.ts): 4000–4099 and 4300 and up, give up;
 * 4100–4199, retry after a second; 4200–4299, retry at once.
 */
export const CLOSE_CODES = {
  /**
   * A socket over its address's or user's quota. Pusher's "over connection quota": pusher-js stops instead of
   * retrying every second (which 4100 would make it do) while the client's other sockets stay open.
   */
  overQuota: 4004,
  /** A socket sending faster than its budget: Pusher's "client event rejected due to rate limit"; no retry. */
  rateLimited: 4301,
  /** A restart: reconnect at once, to whichever process answers. */
  restarting: 4200,
} as const;

/** The client's address: the socket's, or what a proxy listed in TRUSTED_PROXIES says, as Fastify decides it. */
export function clientAddressOf(trustedProxies: readonly string[]): (request: IncomingMessage) => string {
  const trust = proxyAddr.compile([...trustedProxies]);
  return (request) => proxyAddr(request, trust);
}

/** How many sockets each address and each signed-in user holds, against the caps. */
export function connectionQuota(limits: Pick<RealtimeLimits, 'maxConnectionsPerAddress' | 'maxConnectionsPerUser'>) {
  const perAddress = new Map<string, number>();
  const perUser = new Map<string, number>();
  const add = (counts: Map<string, number>, key: string, by: number) => {
    const count = (counts.get(key) ?? 0) + by;
    if (count > 0) counts.set(key, count);
    else counts.delete(key);
  };
  return {
    /** Takes a place for a socket; false when its address or user already holds as many as allowed. */
    admit(address: string, userId: string | null): boolean {
      if ((perAddress.get(address) ?? 0) >= limits.maxConnectionsPerAddress) return false;
      if (userId !== null && (perUser.get(userId) ?? 0) >= limits.maxConnectionsPerUser) return false;
      add(perAddress, address, 1);
      if (userId !== null) add(perUser, userId, 1);
      return true;
    },
    release(address: string, userId: string | null): void {
      add(perAddress, address, -1);
      if (userId !== null) add(perUser, userId, -1);
    },
  };
}

/**
 * A token bucket: `burst` messages at once (a reconnect resubscribes to every channel in one go), then
 * `perSecond`. Returns whether one more message fits.
 */
export function messageBudget(perSecond: number, burst: number): () => boolean {
  let tokens = burst;
  let at = Date.now();
  return () => {
    const now = Date.now();
    tokens = Math.min(burst, tokens + ((now - at) / 1000) * perSecond);
    at = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}
