// The customer withdraws from the credit agreement of their lead within the withdrawal period
// (kreditaftaleloven § 19). A lead that is not the customer's own answers 404 like one that does not exist; a
// refusal by the rules is a 409 with its reason. The lender receives it as a message and `lead.withdrawn`.
import { WithdrawalConflictResponse } from '../../contract/agreements';
import { Lead, LeadIdParams } from '../../contract/customerRfqs';
import { errorResponses } from '../../contract/errors';
import { afterWithdrawal } from '../agreements/agreementNotices';
import { withdrawFromAgreement } from '../agreements/agreementService';
import { customerOf, requireCustomer } from '../auth/currentUser';
import type { TypedApp } from '../http/contract';
import { localeOf } from '../http/fieldErrors';
import { replyNotFound } from '../http/notFound';
import { translate } from '../i18n/translate';
import type { Mailer } from '../mail/mailer';
import { customerLead } from '../rfqs/customerViews';

const tags = ['customer'];
const security = [{ session: [], xsrf: [] }];

export async function agreementRoutes(app: TypedApp, opts: { mailer: Mailer }) {
  app.post(
    '/api/customer/leads/:leadId/withdrawal',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Withdraw from the credit agreement of this lead, within the withdrawal period',
        description:
          'Up to and including `agreement.withdrawal_ends_on` (Danish time). The lender gets the withdrawal as a ' +
          'message in the thread and the event `lead.withdrawn`; the customer gets a receipt by mail. 409 ' +
          '`not_signed`, `already_withdrawn` or `period_over`.',
        params: LeadIdParams,
        response: { 200: Lead, ...errorResponses(401, 403, 404, 419), 409: WithdrawalConflictResponse },
      },
    },
    async (request, reply) => {
      const userId = (await customerOf(request)).id;
      const { leadId } = request.params;
      const outcome = await withdrawFromAgreement(app.db, userId, leadId);
      if (outcome.kind === 'not_found') return replyNotFound(request, reply, 'leads.notFound');
      if (outcome.kind === 'conflict')
        return reply.code(409).send({
          message: translate(localeOf(request), `agreement.conflict.${outcome.reason}`),
          reason: outcome.reason,
        });
      await afterWithdrawal(app, opts.mailer, outcome);
      return (await customerLead(app.db, userId, leadId)) as Lead;
    },
  );
}
