// Step-up (issue 46 item 3): for a customer linked to MitID, the steps that matter (choosing an offer, eSkat
// consent, a new e-mail address, closing the account) need a MitID confirmation this session made within the last
// MITID_CONFIRMATION_MINUTES instead of the password; a customer not linked keeps the password (or nothing) as before.
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MITID_CONFIRMATION_MINUTES, MITID_CONFIRMATION_REQUIRED } from '../../domain/mitid';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { localeOf } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { mitidConfirmedAt } from './mitidSession';

/** `notLinked`: the password rules as before; `confirmed`: MitID confirmed her recently enough; else `required`. */
type StepUp = { kind: 'notLinked' } | { kind: 'confirmed'; at: Date } | { kind: 'required' };

export async function stepUp(db: Db, request: FastifyRequest, userId: number, now = new Date()): Promise<StepUp> {
  const [identity] = await db
    .select({ id: t.mitidIdentities.id })
    .from(t.mitidIdentities)
    .where(eq(t.mitidIdentities.userId, userId));
  if (!identity) return { kind: 'notLinked' };
  const at = await mitidConfirmedAt(db, request);
  const age = at ? now.getTime() - at.getTime() : Infinity;
  // A confirmation dated in the future (a clock moved back) is not trusted either.
  return at && age >= 0 && age <= MITID_CONFIRMATION_MINUTES * 60_000
    ? { kind: 'confirmed', at }
    : { kind: 'required' };
}

/** The 403 a client answers with "Confirm with MitID": `code` names it, the message says it. */
export function replyConfirmationRequired(request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ mitid: MITID_CONFIRMATION_REQUIRED }, 'MitID confirmation asked for');
  return reply.code(403).send({
    message: translate(localeOf(request), 'auth.mitid.confirmationRequired', { minutes: MITID_CONFIRMATION_MINUTES }),
    code: MITID_CONFIRMATION_REQUIRED,
  });
}
