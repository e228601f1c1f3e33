// The supplier API's document checklist: a lender asks the customer of one of its leads for documents from a
// fixed list, reads the checklist, and accepts or rejects what the customer uploaded against an item. Another
// lender's lead answers 404, like one that does not exist.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LeadIdParams } from '../../contract/customerRfqs';
import {
  DocumentRequest,
  DocumentRequestList,
  DocumentRequestsInput,
  DocumentReviewInput,
  LeadDocumentRequestParams,
} from '../../contract/documentRequests';
import { errorResponses } from '../../contract/errors';
import { REQUESTABLE_DOCUMENTS } from '../../domain/documentRequests';
import { USER_EVENTS } from '../../domain/realtimeEvents';
import { askAndTell, checklistChanged } from '../documents/documentRequestNotices';
import { checkAsked, listDocumentRequests, reviewDocumentRequest } from '../documents/documentRequests';
import type { TypedApp } from '../http/contract';
import { localeOf, sendFieldErrors, translateMessages } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { authenticateSuppliers, lendersThreadLead } from './supplierApiRoutes';
import { replyConflict } from '../http/conflict';
import { replyNotFound } from '../http/notFound';

const tags = ['supplier'];
const security = [{ supplierToken: [] }];

export async function supplierDocumentRequestRoutes(app: TypedApp) {
  authenticateSuppliers(app);

  const ownLead = (request: FastifyRequest, reply: FastifyReply, leadId: number) =>
    lendersThreadLead(app, request, reply, leadId);

  app.get(
    '/leads/:leadId/document-requests',
    {
      schema: {
        tags,
        security,
        summary: 'The documents you asked the customer of your lead for, with their status',
        params: LeadIdParams,
        response: { 200: DocumentRequestList, ...errorResponses(401, 429, 404) },
      },
    },
    async (request, reply) => {
      const lead = await ownLead(request, reply, request.params.leadId);
      if (!lead) return reply;
      return listDocumentRequests(app.db, lead.id);
    },
  );

  app.post(
    '/leads/:leadId/document-requests',
    {
      schema: {
        tags,
        security,
        summary: 'Ask the customer of your lead for documents',
        description:
          `Types: ${REQUESTABLE_DOCUMENTS.map((d) => `\`${d}\``).join(', ')}; \`other\` needs a \`note\` saying ` +
          'what (422 at `documents.{i}.note`). A document still open on the checklist is not asked twice. The ' +
          `customer is told at once (realtime \`${USER_EVENTS.documentRequestsUpdated}\`) and by one mail that ` +
          'gathers what several lenders ask within a few minutes. Answers the whole checklist: 201 when ' +
          'something new was asked, 200 when all of it was already there. 409 `lead_lost` on a lead the customer ' +
          'chose another lender for (or you declined), 409 `rfq_closed` once the customer closed the request. When the customer uploads against an item you get `document-request.updated` ' +
          '(`leadId`, `documentRequestId`, `status`: `uploaded`) on your realtime channel; fetch the file from ' +
          'GET /leads/{leadId}/documents. When she deletes the file an item held, reviewed or not, the item is ' +
          'asked for again and you get the same event with `status` `requested`.',
        params: LeadIdParams,
        body: DocumentRequestsInput,
        response: { 200: DocumentRequestList, 201: DocumentRequestList, ...errorResponses(401, 429, 404, 409) },
      },
    },
    async (request, reply) => {
      const lead = await ownLead(request, reply, request.params.leadId);
      if (!lead) return reply;
      const locale = localeOf(request);
      const errors = checkAsked(request.body);
      if (Object.keys(errors).length) return sendFieldErrors(request, reply, translateMessages(locale, errors));
      const asked = await askAndTell(app, lead, request.body);
      if (asked.kind === 'refused') return replyConflict(request, reply, asked.code, 'lender');
      return reply.code(asked.count > 0 ? 201 : 200).send(await listDocumentRequests(app.db, lead.id));
    },
  );

  app.patch(
    '/leads/:leadId/document-requests/:id',
    {
      schema: {
        tags,
        security,
        summary: "Accept the customer's upload, or reject it with a reason the customer reads",
        description:
          'Only an item with status `uploaded` can be reviewed (409 otherwise: the customer may have deleted the ' +
          'file, which asks for it again), and not once the customer closed the request (409 `rfq_closed`). ' +
          'Rejecting asks the customer for another file; `reason` is required then (422).',
        params: LeadDocumentRequestParams,
        body: DocumentReviewInput,
        response: { 200: DocumentRequest, ...errorResponses(401, 429, 404, 409) },
      },
    },
    async (request, reply) => {
      const lead = await ownLead(request, reply, request.params.leadId);
      if (!lead) return reply;
      const locale = localeOf(request);
      const outcome = await reviewDocumentRequest(app.db, lead.id, request.params.id, request.body);
      switch (outcome.kind) {
        case 'invalid':
          return sendFieldErrors(request, reply, translateMessages(locale, outcome.errors));
        case 'not_found':
          return replyNotFound(request, reply, 'documentRequests.notFound');
        case 'not_uploaded':
          return reply.code(409).send({ message: translate(locale, 'documentRequests.notUploaded') });
        case 'rfq_closed':
          return replyConflict(request, reply, 'rfq_closed', 'lender');
        case 'reviewed':
          checklistChanged(app, lead, 0);
          return outcome.request;
      }
    },
  );
}
