// One idempotency key per form session, kept in session storage: a submission retried after a lost answer (or a
// reload) sends the same key, so the server creates nothing new.
import { readSession, removeSession, writeSession } from '../../../../store/browser/sessionValue';

export const IDEMPOTENCY_KEY_STORAGE = 'laanetorvet.auctionForm.idempotencyKey';

/** A version 4 UUID; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function idempotencyKey(): string {
  const known = readSession(IDEMPOTENCY_KEY_STORAGE);
  if (known) return known;
  const key = newUuid();
  writeSession(IDEMPOTENCY_KEY_STORAGE, key);
  return key;
}

/** After a request was created: the next form is a new one. */
export function forgetIdempotencyKey(): void {
  removeSession(IDEMPOTENCY_KEY_STORAGE);
}
