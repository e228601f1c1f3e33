// The customer's side of a lead's messages (spec §4): read the thread a page at a time, newest page
// first; write to the lender; mark the lender's messages read. A lead of another customer answers 404.
import {
  Message,
  MESSAGE_PAGE_DEFAULT,
  MessageInput,
  MessagePage,
  MessagesQuery,
  MessagesRead,
} from '../../contract/messages';
import { LeadIdParams } from '../../contract/customerRfqs';
import { errorResponses } from '../../contract/errors';
import { customerOf, requireCustomer } from '../auth/currentUser';
import type { TypedApp } from '../http/contract';
import { localeOf, sendFieldErrors } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import type { Mailer } from '../mail/mailer';
import { isBlankMessage, messageDepsOf, writeCustomerMessage } from '../messages/messageService';
import { customerThreadLead, markLenderMessagesRead, messageJson, messagePage } from '../messages/messageStore';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { replyNotFound } from '../http/notFound';

const tags = ['customer'];
const security = [{ session: [] }];
const writeSecurity = [{ session: [], xsrf: [] }];

export async function messageRoutes(app: TypedApp, opts: { mailer: Mailer }) {
  const deps = messageDepsOf(app, opts.mailer);

  /** The customer's own lead; else the 404 is sent and null answered. */
  async function ownLead(request: FastifyRequest, reply: FastifyReply, leadId: number) {
    const lead = await customerThreadLead(app.db, (await customerOf(request)).id, leadId);
    if (!lead) await replyNotFound(request, reply, 'leads.notFound');
    return lead;
  }

  app.get(
    '/api/customer/leads/:leadId/messages',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        summary: "A page of the lead's messages, the newest page first",
        description:
          'Without `before`: the newest `limit` messages. With `before`: the `limit` messages before that one. ' +
          'Each page is oldest first; `has_more` says whether older messages remain.',
        params: LeadIdParams,
        querystring: MessagesQuery,
        response: { 200: MessagePage, ...errorResponses(401, 403, 404) },
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
    '/api/customer/leads/:leadId/messages',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security: writeSecurity,
        summary: 'Write to the lender of the lead',
        description: 'The lender is told at once; a demo lender answers a first message by itself after a while.',
        params: LeadIdParams,
        body: MessageInput,
        response: { 201: Message, ...errorResponses(401, 403, 404, 419) },
      },
    },
    async (request, reply) => {
      const lead = await ownLead(request, reply, request.params.leadId);
      if (!lead) return reply;
      const { body } = request.body;
      if (isBlankMessage(body))
        return sendFieldErrors(request, reply, { body: [translate(localeOf(request), 'validation.required')] });
      const { message } = await writeCustomerMessage(deps, lead, body);
      return reply.code(201).send(messageJson(message));
    },
  );

  app.post(
    '/api/customer/leads/:leadId/messages/read',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security: writeSecurity,
        summary: "Mark the lender's messages on the lead read, up to now",
        params: LeadIdParams,
        response: { 200: MessagesRead, ...errorResponses(401, 403, 404, 419) },
      },
    },
    async (request, reply) => {
      const lead = await ownLead(request, reply, request.params.leadId);
      if (!lead) return reply;
      const { read, unreadCount } = await markLenderMessagesRead(app.db, lead.id);
      return { read, unread_count: unreadCount };
    },
  );
}
