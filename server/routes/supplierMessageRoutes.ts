// The lender's side of a lead's messages: /supplier-api/v1/leads/{leadId}/messages. A lender reaches
// only its own leads; another lender's lead answers 404, like one that does not exist.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LeadIdParams } from '../../contract/customerRfqs';
import { errorResponses } from '../../contract/errors';
import { Message, MESSAGE_PAGE_DEFAULT, MessageInput, MessagePage, MessagesQuery } from '../../contract/messages';
import type { TypedApp } from '../http/contract';
import { localeOf, sendFieldErrors } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import type { Mailer } from '../mail/mailer';
import { isBlankMessage, messageDepsOf, writeLenderMessage } from '../messages/messageService';
import { messageJson, messagePage } from '../messages/messageStore';
import { authenticateSuppliers, lendersThreadLead } from './supplierApiRoutes';

const tags = ['supplier'];
const security = [{ supplierToken: [] }];

export async function supplierMessageRoutes(app: TypedApp, opts: { mailer: Mailer }) {
  authenticateSuppliers(app);
  const deps = messageDepsOf(app, opts.mailer);

  const ownLead = (request: FastifyRequest, reply: FastifyReply, leadId: number) =>
    lendersThreadLead(app, request, reply, leadId);

  app.get(
    '/leads/:leadId/messages',
    {
      schema: {
        tags,
        security,
        summary: 'A page of the messages with the customer on your lead, the newest page first',
        description:
          'Without `before`: the newest `limit` messages; with it, the ones before that message. Each page is ' +
          'oldest first; `has_more` says whether older ones remain. `sender` is `customer` or `supplier` (you). ' +
          'New messages are also announced on your realtime channel `private-App.Models.Supplier.{supplierId}` ' +
          '(`message.created` with `leadId`, `messageId`, `sender`).',
        params: LeadIdParams,
        querystring: MessagesQuery,
        response: { 200: MessagePage, ...errorResponses(401, 429, 404) },
      },
    },
    async (request, reply) => {
      const lead = await ownLead(request, reply, request.params.leadId);
      if (!lead) return reply;
      const { before, limit = MESSAGE_PAGE_DEFAULT } = request.query;
      return messagePage(app.db, lead.id, { before, limit });
    },
  );

  app.post(
    '/leads/:leadId/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Write to the customer of your lead',
        description:
          'The customer sees it at once and gets an email with a link to the conversation (one per unread batch).',
        params: LeadIdParams,
        body: MessageInput,
        response: { 201: Message, ...errorResponses(401, 429, 404) },
      },
    },
    async (request, reply) => {
      const lead = await ownLead(request, reply, request.params.leadId);
      if (!lead) return reply;
      if (isBlankMessage(request.body.body))
        return sendFieldErrors(request, reply, { body: [translate(localeOf(request), 'validation.required')] });
      const message = await writeLenderMessage(deps, lead, request.body.body);
      return reply.code(201).send(messageJson(message));
    },
  );
}
