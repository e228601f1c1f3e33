// The lender's side of meetings and calls: read a lead's meeting and call requests, confirm or decline a
// meeting request, log a call. A lender reaches only its own leads and their requests; anything else answers 404,
// like one that does not exist. Changes are announced on the lender's realtime channel as `meeting.updated`.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LeadIdParams } from '../../contract/customerRfqs';
import { errorResponses } from '../../contract/errors';
import {
  Call,
  CallLogBody,
  ConfirmMeetingBody,
  DeclineMeetingBody,
  MeetingRequestIdParams,
  SupplierLeadMeetings,
  SupplierMeetingRequest,
} from '../../contract/meetings';
import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../http/contract';
import { localeOf, sendFieldErrors, translateMessages } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { loadLeadContext } from '../leads/leadActions';
import type { Mailer } from '../mail/mailer';
import { logCall, supplierLeadMeetings } from '../meetings/callService';
import {
  confirmMeetingRequest,
  declineMeetingRequest,
  type DecisionOutcome,
  type FieldProblems,
} from '../meetings/meetingService';
import type { MeetingDeps } from '../meetings/meetingDeps';
import { callJson, meetingJson, meetingRequestJson, supportCallRequestJson } from '../meetings/meetingViews';
import { authenticateSuppliers, supplierIdOf } from './supplierApiRoutes';
import { replyNotFound } from '../http/notFound';

const tags = ['supplier'];
const security = [{ supplierToken: [] }];

const Decision = Type.Object({ meeting_request: SupplierMeetingRequest });

export async function supplierMeetingRoutes(app: TypedApp, opts: { mailer: Mailer }) {
  authenticateSuppliers(app);
  const deps: MeetingDeps = { app, mailer: opts.mailer };

  const say = (request: FastifyRequest, id: string) => translate(localeOf(request), id);
  const invalid = (request: FastifyRequest, reply: FastifyReply, problems: FieldProblems) =>
    sendFieldErrors(request, reply, translateMessages(localeOf(request), problems));

  function answerDecision(request: FastifyRequest, reply: FastifyReply, outcome: DecisionOutcome) {
    switch (outcome.kind) {
      case 'notFound':
        return replyNotFound(request, reply, 'meetings.requestNotFound');
      case 'notPending':
        return reply.code(409).send({ message: say(request, 'meetings.notPending') });
      case 'invalid':
        return invalid(request, reply, outcome.problems);
      case 'done':
        return reply.send({
          meeting_request: {
            ...meetingRequestJson(outcome.request),
            meeting: outcome.meeting ? meetingJson(outcome.meeting) : null,
          },
        });
    }
  }

  app.get(
    '/leads/:leadId/meetings',
    {
      schema: {
        tags,
        security,
        summary: "Your lead's meeting requests, meetings, call requests (with the number) and logged calls",
        params: LeadIdParams,
        response: { 200: SupplierLeadMeetings, ...errorResponses(401, 429, 404) },
      },
    },
    async (request, reply) => {
      const context = await loadLeadContext(app.db, request.params.leadId);
      if (!context || context.lead.supplierId !== supplierIdOf(request))
        return replyNotFound(request, reply, 'leads.notFound');
      const rows = await supplierLeadMeetings(deps, context.lead.id);
      const meetingOf = (requestId: number) => rows.meetings.find((m) => m.meetingRequestId === requestId);
      return {
        meetingRequests: rows.requests.map((r) => {
          const meeting = meetingOf(r.id);
          return { ...meetingRequestJson(r), meeting: meeting ? meetingJson(meeting) : null };
        }),
        meetings: rows.meetings.map(meetingJson),
        supportCallRequests: rows.callRequests.map((c) => ({ ...supportCallRequestJson(c), phone: c.phone })),
        calls: rows.calls.map(callJson),
      };
    },
  );

  app.post(
    '/meeting-requests/:meetingRequestId/confirm',
    {
      schema: {
        tags,
        security,
        summary: "Confirm one of the customer's proposed times",
        description:
          '`starts_at` must be one of the proposed times, still ahead. `location_or_link`: the branch address or ' +
          'the video link (not needed for a phone meeting: you call the customer). The customer is told at once ' +
          'and mailed a link to the meeting. 409 once the request is answered or withdrawn.',
        params: MeetingRequestIdParams,
        body: ConfirmMeetingBody,
        response: { 200: Decision, ...errorResponses(401, 429, 404, 409) },
      },
    },
    async (request, reply) => {
      const outcome = await confirmMeetingRequest(deps, supplierIdOf(request), request.params.meetingRequestId, {
        startsAt: request.body.starts_at,
        locationOrLink: request.body.location_or_link ?? null,
      });
      return answerDecision(request, reply, outcome);
    },
  );

  app.post(
    '/meeting-requests/:meetingRequestId/decline',
    {
      schema: {
        tags,
        security,
        summary: 'Decline a meeting request, with the reason the customer sees',
        params: MeetingRequestIdParams,
        body: DeclineMeetingBody,
        response: { 200: Decision, ...errorResponses(401, 429, 404, 409) },
      },
    },
    async (request, reply) => {
      const outcome = await declineMeetingRequest(
        deps,
        supplierIdOf(request),
        request.params.meetingRequestId,
        request.body.reason,
      );
      return answerDecision(request, reply, outcome);
    },
  );

  app.post(
    '/leads/:leadId/calls',
    {
      schema: {
        tags,
        security,
        summary: 'Log a call with the customer of your lead',
        description:
          "Shown to the customer among the lead's `calls`. With `support_call_request_id`, the customer's call " +
          "request it answers is marked handled (it must be one of this lead's, else 422).",
        params: LeadIdParams,
        body: CallLogBody,
        response: { 201: Call, ...errorResponses(401, 429, 404) },
      },
    },
    async (request, reply) => {
      const outcome = await logCall(deps, supplierIdOf(request), request.params.leadId, request.body);
      if (outcome.kind === 'notFound') return replyNotFound(request, reply, 'leads.notFound');
      if (outcome.kind === 'invalid') return invalid(request, reply, outcome.problems);
      return reply.code(201).send(outcome.call);
    },
  );
}
