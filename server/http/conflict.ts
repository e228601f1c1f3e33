// The 409 reply of a conflict a client acts on: the message in the request's language, and its code
// (contract/errors.ts CONFLICT_CODES). The code is the same for the customer and a lender's system; the message
// says it to whichever asked.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConflictCode } from '../../contract/errors';
import { translate } from '../i18n/translate';
import { localeOf } from './fieldErrors';

export type Audience = 'customer' | 'lender';

const MESSAGES: Record<ConflictCode, Record<Audience, string>> = {
  rfq_closed: { customer: 'rfqs.closed', lender: 'supplierApi.rfqClosed' },
  lead_lost: { customer: 'documentRequests.lenderNotChosen', lender: 'documentRequests.leadLost' },
  offer_chosen: { customer: 'rfqs.offerChosen', lender: 'rfqs.offerChosen' },
};

export function replyConflict(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ConflictCode,
  audience: Audience,
  /** A more precise message than the code's own (the request was already closed, say). */
  messageId: string = MESSAGES[code][audience],
) {
  return reply.code(409).send({ message: translate(localeOf(request), messageId), code });
}
