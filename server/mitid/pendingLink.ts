// A guest who signed in with MitID on the form's sign-in step and is not linked yet: the account her submission
// creates (or the one whose password she typed) gets the MitID identity this browser holds (server/mitid/mitidCookies.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { mitidCookies } from './mitidCookies';

export async function linkPendingMitid(
  { db, appKey, appUrl }: { db: Db; appKey: string; appUrl: string },
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<boolean> {
  const cookies = mitidCookies(appKey, appUrl);
  const pending = cookies.pending(request);
  if (!pending) return false;
  const inserted = await db
    .insert(t.mitidIdentities)
    .values({ userId, issuer: pending.issuer, subject: pending.subject })
    .onConflictDoNothing()
    .returning();
  cookies.clearPending(reply);
  request.log.info({ mitid: inserted.length > 0 ? 'linked' : 'linkedElsewhere' }, 'MitID linked at the form');
  return inserted.length > 0;
}
