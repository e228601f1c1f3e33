// The customer's meeting requests and call requests on a lead (spec §4, §7). A lead or request that is
// not the customer's own answers 404, like one that does not exist. The list of a lead's meetings is
// GET /api/customer/leads/{leadId}/meetings (customerRfqRoutes.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LeadIdParams, LeadMeetings, MeetingRequest } from '../../contract/customerRfqs';
import { errorResponses } from '../../contract/errors';
import {
  CallRequestBody,
  MeetingRequestIdParams,
  MeetingRequestBody,
  SupportCallRequest,
} from '../../contract/meetings';
import { customerOf, requireCustomer } from '../auth/currentUser';
import type { TypedApp } from '../http/contract';
import { localeOf, sendFieldErrors, translateMessages } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import type { Mailer } from '../mail/mailer';
import { requestCall } from '../meetings/callService';
import {
  leadMeetingRows,
  requestMeeting,
  withdrawMeetingRequest,
  type FieldProblems,
} from '../meetings/meetingService';
import type { MeetingDeps } from '../meetings/meetingDeps';
import { meetingsJson } from '../meetings/meetingViews';
import { replyNotFound } from '../http/notFound';

const tags = ['customer'];
const writeSecurity = [{ session: [], xsrf: [] }];

export async function meetingRoutes(app: TypedApp, opts: { mailer: Mailer }) {
  const deps: MeetingDeps = { app, mailer: opts.mailer };

  const say = (request: FastifyRequest, id: string) => translate(localeOf(request), id);
  const invalid = (request: FastifyRequest, reply: FastifyReply, problems: FieldProblems) =>
    sendFieldErrors(request, reply, translateMessages(localeOf(request), problems));

  app.post(
    '/api/customer/leads/:leadId/meeting-requests',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security: writeSecurity,
        summary: 'Ask the lender of a lead for a meeting, proposing one to three times',
        description:
          'Times in Danish business hours (Monday–Friday 09:00–17:00 Copenhagen time, the one-hour meeting ' +
          'included), at least an hour ahead, at most 90 days. The lead stops being anonymous (§4): the lender ' +
          'sees your name and contact details from now on. One pending request per lead: 409 while one waits.',
        params: LeadIdParams,
        body: MeetingRequestBody,
        response: { 201: MeetingRequest, ...errorResponses(401, 403, 404, 409, 419) },
      },
    },
    async (request, reply) => {
      const user = await customerOf(request);
      const outcome = await requestMeeting(deps, user.id, request.params.leadId, request.body);
      switch (outcome.kind) {
        case 'notFound':
          return replyNotFound(request, reply, 'leads.notFound');
        case 'invalid':
          return invalid(request, reply, outcome.problems);
        case 'closed':
          return reply.code(409).send({ message: say(request, 'meetings.leadClosed') });
        case 'pendingExists':
          return reply.code(409).send({ message: say(request, 'meetings.pendingExists') });
        case 'created':
          return reply.code(201).send(outcome.request);
      }
    },
  );

  app.delete(
    '/api/customer/meeting-requests/:meetingRequestId',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security: writeSecurity,
        summary: 'Withdraw a meeting request the lender has not answered yet',
        description: "Answers the lead's meetings as GET …/leads/{leadId}/meetings does. 409 once answered.",
        params: MeetingRequestIdParams,
        response: { 200: LeadMeetings, ...errorResponses(401, 403, 404, 409, 419) },
      },
    },
    async (request, reply) => {
      const user = await customerOf(request);
      const outcome = await withdrawMeetingRequest(deps, user.id, request.params.meetingRequestId);
      switch (outcome.kind) {
        case 'notFound':
          return replyNotFound(request, reply, 'meetings.requestNotFound');
        case 'notPending':
          return reply.code(409).send({ message: say(request, 'meetings.notPending') });
        case 'invalid':
          return invalid(request, reply, outcome.problems);
      }
      const rows = await leadMeetingRows(app, outcome.request.leadId);
      return meetingsJson(rows.meetings, rows.requests);
    },
  );

  app.post(
    '/api/customer/leads/:leadId/call-requests',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security: writeSecurity,
        summary: 'Ask the lender of a lead to call you',
        description:
          'A Danish phone number and the window you prefer. The number goes to this lender only; listed on the ' +
          'lead as `supportCallRequests`. One pending request per lead: 409 while one waits.',
        params: LeadIdParams,
        body: CallRequestBody,
        response: { 201: SupportCallRequest, ...errorResponses(401, 403, 404, 409, 419) },
      },
    },
    async (request, reply) => {
      const user = await customerOf(request);
      const outcome = await requestCall(deps, user.id, request.params.leadId, request.body);
      switch (outcome.kind) {
        case 'notFound':
          return replyNotFound(request, reply, 'leads.notFound');
        case 'invalid':
          return invalid(request, reply, outcome.problems);
        case 'closed':
          return reply.code(409).send({ message: say(request, 'meetings.leadClosed') });
        case 'pendingExists':
          return reply.code(409).send({ message: say(request, 'calls.pendingExists') });
        case 'created':
          return reply.code(201).send(outcome.request);
      }
    },
  );
}
