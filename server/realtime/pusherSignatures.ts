// The HMAC checks of the Pusher protocol: a channel subscription's `auth` and a signed HTTP API request.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const SOCKET_ID = /^\d+\.\d+$/;
// Pusher's own rule for channel names (the SDK validates the same way).
export const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,200}$/;

/** A presence channel: its subscription names a member, whom the others see join and leave. */
export const isPresenceChannel = (channel: string) => channel.startsWith('presence-');
/** How far a signed API request's timestamp may be from the broker's clock (Pusher's value). */
export const API_TIMESTAMP_TOLERANCE_S = 600;

function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex');
}

function sameString(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * `key:signature` for a private channel, as an auth endpoint hands it to the client; a presence channel's signature
 * also covers the member's `channel_data` (`socket_id:channel:channel_data`), so a client cannot pose as another.
 */
export function channelAuth(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const signed = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${key}:${hmacHex(secret, signed)}`;
}

export function isValidChannelAuth(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  auth: unknown,
  channelData?: string,
): boolean {
  if (typeof auth !== 'string' || auth.length > 300) return false;
  return sameString(auth, channelAuth(key, secret, socketId, channel, channelData));
}

export type ApiRequest = {
  method: string;
  /** The path without the query, e.g. /apps/1/events. */
  path: string;
  query: Record<string, unknown>;
  rawBody: Buffer;
};

export type ApiCheck = { ok: true } | { ok: false; reason: string };

/**
 * The Pusher HTTP API signature (auth_version 1.0): auth_key, a fresh auth_timestamp, body_md5 of the exact
 * body, and auth_signature = HMAC-SHA256(secret, "METHOD\nPATH\nsorted query without the signature").
 */
export function checkApiSignature(request: ApiRequest, key: string, secret: string, nowMs = Date.now()): ApiCheck {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.query)) {
    if (typeof value !== 'string') return { ok: false, reason: `Query parameter ${name} must appear once` };
    params[name.toLowerCase()] = value;
  }
  if (params.auth_key !== key) return { ok: false, reason: 'Unknown auth_key' };
  if (params.auth_version !== '1.0') return { ok: false, reason: 'auth_version must be 1.0' };
  const timestamp = Number(params.auth_timestamp);
  if (!/^\d+$/.test(params.auth_timestamp ?? '') || Math.abs(nowMs / 1000 - timestamp) > API_TIMESTAMP_TOLERANCE_S) {
    return { ok: false, reason: 'Timestamp expired: given timestamp is not within 600 seconds of the server time' };
  }
  if (request.rawBody.length > 0) {
    const md5 = createHash('md5').update(request.rawBody).digest('hex');
    if (!sameString(params.body_md5 ?? '', md5)) return { ok: false, reason: 'body_md5 does not match the body' };
  }
  const signature = params.auth_signature ?? '';
  const signed = Object.keys(params)
    .filter((name) => name !== 'auth_signature')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  const expected = hmacHex(secret, `${request.method.toUpperCase()}\n${request.path}\n${signed}`);
  if (!sameString(signature, expected)) return { ok: false, reason: 'Invalid signature' };
  return { ok: true };
}
