// A changed e-mail address takes effect only once the link mailed to the NEW address is opened. The
// link carries a signed token naming the user, the address it replaces, the new address and an expiry: it needs
// no table, dies when it expires, and dies once used, because the address it replaces is then no longer the
// account's (the same holds when the customer changes the address another way in between).
import { makeSignedToken, readSignedToken } from '../auth/signedToken';

export const EMAIL_CHANGE_PURPOSE = 'email-change';
export const EMAIL_CHANGE_HOURS = 24;

export type EmailChange = { userId: number; from: string; to: string; expiresAt: number };

export function makeEmailChangeToken(appKey: string, change: EmailChange): string {
  return makeSignedToken(appKey, EMAIL_CHANGE_PURPOSE, JSON.stringify(change));
}

/** The change the token was made for, or null when it is not ours, not for this purpose, or malformed. */
export function readEmailChangeToken(appKey: string, token: string): EmailChange | null {
  const subject = readSignedToken(appKey, EMAIL_CHANGE_PURPOSE, token);
  if (subject === null) return null;
  try {
    const parsed = JSON.parse(subject) as Partial<EmailChange>;
    if (
      typeof parsed.userId === 'number' &&
      typeof parsed.from === 'string' &&
      typeof parsed.to === 'string' &&
      typeof parsed.expiresAt === 'number'
    )
      return { userId: parsed.userId, from: parsed.from, to: parsed.to, expiresAt: parsed.expiresAt };
  } catch {
    // not JSON: not a token of ours
  }
  return null;
}
