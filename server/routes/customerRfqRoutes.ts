// The customer's requests, leads, meetings and economic profile (spec §7), and starting or aborting a request.
// Every call is scoped to the signed-in customer: /users/:userId/… answers 403 for another user's id; a request
// or lead id that is not the customer's own answers 404, exactly like one that does not exist.
import { Type } from '@sinclair/typebox';
import {
  AbortRfqBody,
  Lead,
  LeadIdParams,
  LeadMeetings,
  Rfq,
  RfqConflict,
  RfqIdParams,
  StartRfqBody,
  UserIdParams,
} from '../../contract/customerRfqs';
import { EconomicProfile } from '../../contract/economicProfile';
import { errorResponses } from '../../contract/errors';
import { customerOf, requireCustomer, requireOwnUser } from '../auth/currentUser';
import type { TypedApp } from '../http/contract';
import { localeOf, sendFieldErrors } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { closeLenderQueue } from '../demoLenders/lenderEngine';
import type { Mailer } from '../mail/mailer';
import { abortRfq } from '../rfqs/abortRfq';
import { afterRfqCreated, createRfq } from '../rfqs/createRfq';
import { customerLead, customerLeadMeetings, customerRfq, customerRfqs } from '../rfqs/customerViews';
import { loadEconomicProfile } from '../economicProfile/economicProfileView';
import { requestFromProfile } from '../rfqs/requestFromProfile';
import { replyConflict } from '../http/conflict';
import { replyNotFound } from '../http/notFound';

const tags = ['customer'];
const security = [{ session: [] }];
const writeSecurity = [{ session: [], xsrf: [] }];

export async function customerRfqRoutes(app: TypedApp, opts: { mailer: Mailer }) {
  // The job worker stops with the app: demo answers still waiting for their delay stay in the jobs table (for
  // another process or the next start) instead of writing to a closed database.
  app.addHook('onClose', () => closeLenderQueue(app));

  app.get(
    '/api/customer/users/:userId/rfqs',
    {
      onRequest: requireOwnUser,
      schema: {
        tags,
        security,
        summary: "The customer's requests, newest first, with their leads and offers",
        params: UserIdParams,
        response: { 200: Type.Array(Rfq), ...errorResponses(401, 403) },
      },
    },
    async (request) => customerRfqs(app.db, (await customerOf(request)).id),
  );

  app.get(
    '/api/customer/rfqs/:rfqId',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        summary: 'One request of the customer',
        params: RfqIdParams,
        response: { 200: Rfq, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const rfq = await customerRfq(app.db, (await customerOf(request)).id, request.params.rfqId);
      return rfq ?? replyNotFound(request, reply, 'rfqs.notFound');
    },
  );

  app.get(
    '/api/customer/leads/:leadId',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        summary: "One lead of the customer's requests, with its offer",
        params: LeadIdParams,
        response: { 200: Lead, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const lead = await customerLead(app.db, (await customerOf(request)).id, request.params.leadId);
      return lead ?? replyNotFound(request, reply, 'leads.notFound');
    },
  );

  app.get(
    '/api/customer/leads/:leadId/meetings',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        summary: "A lead's meetings and meeting requests, pending ones apart",
        params: LeadIdParams,
        response: { 200: LeadMeetings, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const meetings = await customerLeadMeetings(app.db, (await customerOf(request)).id, request.params.leadId);
      return meetings ?? replyNotFound(request, reply, 'leads.notFound');
    },
  );

  app.get(
    '/api/customer/users/:userId/economic-profiles',
    {
      onRequest: requireOwnUser,
      schema: {
        tags,
        security,
        summary: "The customer's economic profile (spec §3), amounts in kroner",
        params: UserIdParams,
        response: { 200: EconomicProfile, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const profile = await loadEconomicProfile(app.db, (await customerOf(request)).id);
      return profile ?? replyNotFound(request, reply, 'economicProfile.notFound');
    },
  );

  // "rfqs/get-offers": a new request from the saved profile, through the one request-creation service.
  app.post(
    '/api/customer/users/:userId/rfqs',
    {
      onRequest: requireOwnUser,
      schema: {
        tags,
        security: writeSecurity,
        summary: 'Start a new request from the saved economic profile',
        description:
          'One active request at a time: 409 names the open one. A repeated idempotency_key answers 200 with the ' +
          'request it created before.',
        params: UserIdParams,
        body: StartRfqBody,
        response: { 200: Rfq, 201: Rfq, 409: RfqConflict, ...errorResponses(401, 403, 419) },
      },
    },
    async (request, reply) => {
      const user = await customerOf(request);
      const locale = localeOf(request);
      const profile = await loadEconomicProfile(app.db, user.id);
      if (!profile)
        return sendFieldErrors(request, reply, { profile: [translate(locale, 'economicProfile.notFound')] });
      const { request: rfqRequest, subjects } = requestFromProfile(profile, request.body.purpose ?? undefined);
      if (subjects.length === 0)
        return sendFieldErrors(request, reply, { profile: [translate(locale, 'rfqs.nothingToAsk')] });

      const outcome = await createRfq(app.db, user.id, request.body.idempotency_key ?? null, async () => ({
        purpose: rfqRequest.purpose,
        subjects,
        request: rfqRequest,
      }));
      if (outcome.kind === 'open')
        return reply.code(409).send({ message: translate(locale, 'rfqs.alreadyOpen'), rfq_id: outcome.rfqId });
      if (outcome.kind === 'created') await afterRfqCreated(app, opts.mailer, outcome.rfqId, request.log);
      const rfq = await customerRfq(app.db, user.id, outcome.rfqId);
      return reply.code(outcome.kind === 'created' ? 201 : 200).send(rfq as Rfq);
    },
  );

  app.post(
    '/api/customer/rfqs/:rfqId/abort',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security: writeSecurity,
        summary: 'Close an active request, with the reason',
        description:
          'The leads keep their statuses; from now on every write on them (a choice, its undo, an offer, an ' +
          'acknowledgement, document requests and uploads) answers 409 `rfq_closed`, and each lender gets ' +
          '`lead.closed`. 409 `rfq_closed` when already closed, and 409 `offer_chosen` while a chosen offer waits for its ' +
          "lender's acknowledgement (undo the choice first). A choice and an abort at the same moment: exactly one " +
          'is done.',
        params: RfqIdParams,
        body: AbortRfqBody,
        response: { 200: Rfq, ...errorResponses(401, 403, 404, 409, 419) },
      },
    },
    async (request, reply) => {
      const user = await customerOf(request);
      const locale = localeOf(request);
      const reason = request.body.reason.trim();
      if (!reason) return sendFieldErrors(request, reply, { reason: [translate(locale, 'validation.required')] });
      const outcome = await abortRfq(app, opts.mailer, user.id, request.params.rfqId, reason);
      if (outcome === 'notFound') return replyNotFound(request, reply, 'rfqs.notFound');
      if (outcome === 'alreadyClosed')
        return replyConflict(request, reply, 'rfq_closed', 'customer', 'rfqs.alreadyClosed');
      if (outcome === 'offerChosen') return replyConflict(request, reply, 'offer_chosen', 'customer');
      return (await customerRfq(app.db, user.id, request.params.rfqId)) as Rfq;
    },
  );
}
