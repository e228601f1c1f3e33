// The customer shares their name and contact details with one lender (§4: the lead stops being anonymous). The
// lender's system is told on its channel (`lead.customer-shared`) and reads them through the supplier API.
import { Lead, LeadIdParams } from '../../contract/customerRfqs';
import { errorResponses } from '../../contract/errors';
import { LENDER_EVENTS, USER_EVENTS } from '../../domain/realtimeEvents';
import { customerOf, requireCustomer } from '../auth/currentUser';
import type { TypedApp } from '../http/contract';
import { notifierOf } from '../leads/customerNotifier';
import { lenderNotifierOf } from '../leads/lenderNotifier';
import { customerLead } from '../rfqs/customerViews';
import { shareDetailsWithLender } from '../rfqs/shareDetails';
import { replyNotFound } from '../http/notFound';

export async function leadSharingRoutes(app: TypedApp) {
  app.post(
    '/api/customer/leads/:leadId/share-details',
    {
      onRequest: requireCustomer,
      schema: {
        tags: ['customer'],
        security: [{ session: [], xsrf: [] }],
        summary: 'Share my name and contact details with this lead’s lender',
        description:
          'The lead stops being anonymous (§4): from now on the lender sees the customer’s name, e-mail and phone. ' +
          'It cannot be undone. Sharing a lead already shared changes nothing and answers the lead as it is. The ' +
          'lender is told on its private channel (`lead.customer-shared`).',
        params: LeadIdParams,
        response: { 200: Lead, ...errorResponses(401, 403, 404, 419) },
      },
    },
    async (request, reply) => {
      const userId = (await customerOf(request)).id;
      const { leadId } = request.params;
      const outcome = await shareDetailsWithLender(app.db, userId, leadId);
      if (outcome.kind === 'not_found') return replyNotFound(request, reply, 'leads.notFound');
      const lead = (await customerLead(app.db, userId, leadId)) as Lead;
      if (outcome.kind === 'shared') {
        notifierOf(app)(userId, USER_EVENTS.leadUpdated, { rfqId: lead.rfq_id, leadId });
        lenderNotifierOf(app)(outcome.supplierId, LENDER_EVENTS.customerShared, { leadId });
      }
      return lead;
    },
  );
}
