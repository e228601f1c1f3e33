// The lender reports the signed credit agreement: POST /supplier-api/v1/leads/{leadId}/agreement. From its day
// runs the customer's 14-day withdrawal period (domain/withdrawalPeriod.ts); the customer is told at once and by
// mail. Only the lead the customer chose, on a request still open, and not withdrawn from: 409 otherwise. Another
// lender's lead answers 404, like one that does not exist.
import { AgreementInput } from '../../contract/agreements';
import { LeadIdParams } from '../../contract/customerRfqs';
import { errorResponses } from '../../contract/errors';
import { SupplierLead } from '../../contract/supplier';
import { afterSigned } from '../agreements/agreementNotices';
import { recordAgreement } from '../agreements/agreementService';
import type { TypedApp } from '../http/contract';
import { replyConflict } from '../http/conflict';
import { localeOf, sendFieldErrors } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { supplierLead } from '../leads/supplierLeadView';
import type { Mailer } from '../mail/mailer';
import { authenticateSuppliers, lendersThreadLead, supplierIdOf } from './supplierApiRoutes';

const tags = ['supplier'];
const security = [{ supplierToken: [] }];

export async function supplierAgreementRoutes(app: TypedApp, opts: { mailer: Mailer }) {
  authenticateSuppliers(app);

  app.post(
    '/leads/:leadId/agreement',
    {
      schema: {
        tags,
        security,
        summary: 'Report the credit agreement signed with the customer of your won lead',
        description:
          '`signed_on` is the Danish calendar day the agreement was concluded: not in the future, not before the ' +
          "customer's choice (422 at `signed_on`). The same day again changes nothing; another day corrects it. " +
          "Signing also acknowledges the choice. The answer's `agreement.withdrawal_ends_on` is the last day the " +
          'customer may withdraw (kreditaftaleloven § 19: 14 days, moved past a weekend or Danish holiday). A ' +
          'withdrawal arrives on your channel as `lead.withdrawn` (`leadId`, `withdrawnAt`, `signedOn`, ' +
          '`messageId`) with a message in the thread. 409 when the lead is not won (open, lost, or the choice ' +
          'undone), when the customer has withdrawn, and `rfq_closed` once the request is closed.',
        params: LeadIdParams,
        body: AgreementInput,
        response: { 200: SupplierLead, ...errorResponses(401, 429, 404, 409) },
      },
    },
    async (request, reply) => {
      const lead = await lendersThreadLead(app, request, reply, request.params.leadId);
      if (!lead) return reply;
      const locale = localeOf(request);
      const outcome = await recordAgreement(app.db, lead.id, request.body.signed_on);
      if (outcome.kind === 'invalid')
        return sendFieldErrors(request, reply, { signed_on: [translate(locale, outcome.messageId)] });
      if (outcome.kind === 'conflict') {
        if (outcome.reason === 'rfq_closed') return replyConflict(request, reply, 'rfq_closed', 'lender');
        const messageId = outcome.reason === 'withdrawn' ? 'agreement.withdrawnAlready' : 'supplierApi.leadNotWon';
        return reply.code(409).send({ message: translate(locale, messageId) });
      }
      await afterSigned(app, opts.mailer, outcome);
      return (await supplierLead(app.db, supplierIdOf(request), lead.id)) as SupplierLead;
    },
  );
}
