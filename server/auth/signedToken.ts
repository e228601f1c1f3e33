// Stateless signed tokens for links in mails (unsubscribe): `payload.signature`, HMAC-SHA256 with APP_KEY.
import { createHmac, timingSafeEqual } from 'node:crypto';

function sign(key: string, purpose: string, payload: string): string {
  return createHmac('sha256', key).update(`${purpose}:${payload}`).digest('base64url');
}

export function makeSignedToken(key: string, purpose: string, subject: string | number): string {
  const payload = Buffer.from(String(subject)).toString('base64url');
  return `${payload}.${sign(key, purpose, payload)}`;
}

/** The subject the token was made for, or null when it was not signed by us for this purpose. */
export function readSignedToken(key: string, purpose: string, token: string): string | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(key, purpose, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Buffer.from(payload, 'base64url').toString();
}
