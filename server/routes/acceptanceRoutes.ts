// The customer chooses an offer, or undoes the choice while the lender has not acknowledged it. A lead that is not
// the customer's own answers 404 like one that does not exist; every refusal by the rules is a 409 with its reason
// (and, when the lender revised the offer, the offer as it is now).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AcceptanceConflictResponse, AcceptanceInput } from '../../contract/acceptance';
import { Lead, LeadIdParams } from '../../contract/customerRfqs';
import { errorResponses } from '../../contract/errors';
import { acceptOffer, withdrawAcceptance, type Refused } from '../acceptance/acceptOffer';
import { afterAccepted, afterWithdrawn } from '../acceptance/acceptanceJobs';
import { customerOf, requireCustomer } from '../auth/currentUser';
import type { TypedApp } from '../http/contract';
import { localeOf } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { customerLead } from '../rfqs/customerViews';
import { replyNotFound } from '../http/notFound';
import { MitidConfirmationRequired } from '../../contract/mitid';
import { replyConfirmationRequired, stepUp } from '../mitid/stepUp';

const tags = ['customer'];
const security = [{ session: [], xsrf: [] }];
const responses = { 200: Lead, ...errorResponses(401, 403, 404, 419), 409: AcceptanceConflictResponse };

export async function acceptanceRoutes(app: TypedApp) {
  async function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    leadId: number,
    refused: Refused,
  ) {
    const locale = localeOf(request);
    if (refused.kind === 'not_found') return replyNotFound(request, reply, 'leads.notFound');
    const lead = await customerLead(app.db, userId, leadId);
    return reply.code(409).send({
      message: translate(locale, `acceptance.conflict.${refused.reason}`),
      reason: refused.reason,
      offer: lead?.offer ?? null,
    });
  }

  app.post(
    '/api/customer/leads/:leadId/acceptance',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        summary: "Choose this lead's offer",
        description:
          "The lead becomes won with the offer version given; the request's other open leads become lost with " +
          'reason `customer_chose_another_lender`. The lender is told (`lead.won`, the others `lead.lost`) and the ' +
          'customer gets one mail. Two choices at once on one request: exactly one succeeds, the other answers 409. ' +
          'Choosing shares her contact details with the lender: a customer linked to MitID chooses only within ' +
          'minutes of a MitID confirmation (403 `mitid_confirmation_required`), and the lead records it.',
        params: LeadIdParams,
        body: AcceptanceInput,
        response: { ...responses, 403: MitidConfirmationRequired },
      },
    },
    async (request, reply) => {
      const userId = (await customerOf(request)).id;
      const { leadId } = request.params;
      const mitid = await stepUp(app.db, request, userId);
      if (mitid.kind === 'required') return replyConfirmationRequired(request, reply);
      const confirmedAt = mitid.kind === 'confirmed' ? mitid.at : null;
      const outcome = await acceptOffer(app.db, userId, leadId, request.body.offer_version, new Date(), confirmedAt);
      if (outcome.kind !== 'accepted') return refuse(request, reply, userId, leadId, outcome);
      await afterAccepted(app, outcome);
      return (await customerLead(app.db, userId, leadId)) as Lead;
    },
  );

  app.delete(
    '/api/customer/leads/:leadId/acceptance',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Undo the choice of this offer, until the lender has acknowledged it',
        description:
          'The lead is open again, and so are the leads lost to the choice unless their offers have expired. ' +
          'After the lender acknowledged the choice the answer is 409 `acknowledged`: write to the lender instead.',
        params: LeadIdParams,
        response: responses,
      },
    },
    async (request, reply) => {
      const userId = (await customerOf(request)).id;
      const { leadId } = request.params;
      const outcome = await withdrawAcceptance(app.db, userId, leadId);
      if (outcome.kind !== 'withdrawn') return refuse(request, reply, userId, leadId, outcome);
      afterWithdrawn(app, outcome);
      return (await customerLead(app.db, userId, leadId)) as Lead;
    },
  );
}
