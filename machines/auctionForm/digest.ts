// A digest of a recording's event list, so a copy that lost, gained or changed an event is noticed. Synchronous
// and dependency-free because the browser seals recordings as it makes them: two 32-bit multiply-xorshift lanes
// (cyrb53's mixing, kept to 64 bits). It detects damage; it is not a signature against a forger.
import { stableStringify } from './stableStringify';
import type { FormValue } from './types';

export const DIGEST_ALGORITHM = 'cyrb64';

function cyrb64(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  return `${hex(h2)}${hex(h1)}`;
}

/** `cyrb64:<16 hex digits>` of the events as stable JSON (key order does not matter, everything else does). */
export function digestOfEvents(events: unknown): string {
  // Through JSON first, as the recording will be stored: an `undefined` field in memory is no field in the file.
  const json = JSON.stringify(events);
  return `${DIGEST_ALGORITHM}:${cyrb64(json === undefined ? '' : stableStringify(JSON.parse(json) as FormValue))}`;
}
