// The customer's requests, leads, meetings and economic profile (spec §7), and starting or aborting a request.
// Every call is scoped to the signed-in customer: /users/:userId/… answers 403 for another user's id; a request
// or lead id that is not the customer's own answers 404, exactly like one that does not exist.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { USER_EVENTS } from '../../src/domain/realtimeEvents';
import type { ValidationMessage } from '../../src/validation/message';
import { customerOf, requireCustomer, requireOwnUser } from '../auth/currentUser';
import * as t from '../db/schema';
import { localeOf, sendFieldErrors, translateMessages } from '../http/fieldErrors';
import { parseId } from '../http/routeParams';
import { translate } from '../i18n/translate';
import { notifierOf } from '../lenders/customerNotifier';
import { closeLenderQueue, openLeadsForRfq } from '../lenders/lenderEngine';
import type { Mailer } from '../mail/mailer';
import { sendRatingMails } from '../ratings/ratingMails';
import { customerLead, customerLeadMeetings, customerRfq, customerRfqs } from '../rfqs/customerViews';
import { loadEconomicProfile } from '../rfqs/economicProfileView';
import { isFormPurpose, requestFromProfile } from '../rfqs/requestFromProfile';

const MAX_REASON_LENGTH = 1000;
const MAX_IDEMPOTENCY_KEY_LENGTH = 100;

type Errors = Record<string, ValidationMessage[]>;
const objectBody = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

export async function customerRfqRoutes(app: FastifyInstance, opts: { mailer: Mailer }) {
  const notify = notifierOf(app);
  // Demo answers still waiting for their delay die with the app instead of writing to a closed database.
  app.addHook('onClose', () => closeLenderQueue(app));

  const notFound = (request: FastifyRequest, reply: FastifyReply, id: 'rfqs.notFound' | 'leads.notFound') =>
    reply.code(404).send({ message: translate(localeOf(request), id) });
  const param = (request: FastifyRequest, name: string) =>
    parseId((request.params as Record<string, string | undefined>)[name]);

  app.get('/api/customer/users/:userId/rfqs', { preHandler: requireOwnUser }, async (request) => {
    const user = await customerOf(request);
    return customerRfqs(app.db, user.id);
  });

  app.get('/api/customer/rfqs/:rfqId', { preHandler: requireCustomer }, async (request, reply) => {
    const user = await customerOf(request);
    const rfqId = param(request, 'rfqId');
    const rfq = rfqId === null ? null : await customerRfq(app.db, user.id, rfqId);
    return rfq ?? notFound(request, reply, 'rfqs.notFound');
  });

  app.get('/api/customer/leads/:leadId', { preHandler: requireCustomer }, async (request, reply) => {
    const user = await customerOf(request);
    const leadId = param(request, 'leadId');
    const lead = leadId === null ? null : await customerLead(app.db, user.id, leadId);
    return lead ?? notFound(request, reply, 'leads.notFound');
  });

  app.get('/api/customer/leads/:leadId/meetings', { preHandler: requireCustomer }, async (request, reply) => {
    const user = await customerOf(request);
    const leadId = param(request, 'leadId');
    const meetings = leadId === null ? null : await customerLeadMeetings(app.db, user.id, leadId);
    return meetings ?? notFound(request, reply, 'leads.notFound');
  });

  app.get('/api/customer/users/:userId/economic-profiles', { preHandler: requireOwnUser }, async (request, reply) => {
    const user = await customerOf(request);
    const profile = await loadEconomicProfile(app.db, user.id);
    return profile ?? reply.code(404).send({ message: translate(localeOf(request), 'economicProfile.notFound') });
  });

  // "rfqs/get-offers": a new request from the saved profile. One active request at a time (409); a repeated
  // idempotency_key answers the request it created before.
  app.post('/api/customer/users/:userId/rfqs', { preHandler: requireOwnUser }, async (request, reply) => {
    const user = await customerOf(request);
    const locale = localeOf(request);
    const body = objectBody(request.body);
    const errors: Errors = {};
    if (body.purpose !== undefined && body.purpose !== null && !isFormPurpose(body.purpose))
      errors.purpose = [{ id: 'validation.in' }];
    const key = body.idempotency_key;
    if (
      key !== undefined &&
      key !== null &&
      (typeof key !== 'string' || key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH)
    ) {
      errors.idempotency_key = [{ id: 'validation.max.string', values: { max: MAX_IDEMPOTENCY_KEY_LENGTH } }];
    }
    if (Object.keys(errors).length) return sendFieldErrors(request, reply, translateMessages(locale, errors));
    const idempotencyKey = typeof key === 'string' ? key : null;

    const profile = await loadEconomicProfile(app.db, user.id);
    if (!profile) return sendFieldErrors(request, reply, { profile: [translate(locale, 'economicProfile.notFound')] });
    const { request: rfqRequest, subjects } = requestFromProfile(
      profile,
      isFormPurpose(body.purpose) ? body.purpose : undefined,
    );
    if (subjects.length === 0)
      return sendFieldErrors(request, reply, { profile: [translate(locale, 'rfqs.nothingToAsk')] });

    const outcome = await app.db.transaction(async (tx) => {
      // The user row lock serialises concurrent starts, so two clicks cannot open two active requests.
      await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, user.id)).for('update');
      if (idempotencyKey) {
        const [replay] = await tx
          .select({ id: t.rfqs.id })
          .from(t.rfqs)
          .where(and(eq(t.rfqs.userId, user.id), eq(t.rfqs.idempotencyKey, idempotencyKey)));
        if (replay) return { kind: 'replay' as const, rfqId: replay.id };
      }
      const [open] = await tx
        .select({ id: t.rfqs.id })
        .from(t.rfqs)
        .where(and(eq(t.rfqs.userId, user.id), isNull(t.rfqs.closedAt)));
      if (open) return { kind: 'open' as const, rfqId: open.id };
      const [created] = await tx
        .insert(t.rfqs)
        .values({ userId: user.id, purpose: rfqRequest.purpose, subjects, request: rfqRequest, idempotencyKey })
        .returning({ id: t.rfqs.id });
      return { kind: 'created' as const, rfqId: created.id };
    });
    if (outcome.kind === 'open') {
      return reply.code(409).send({ message: translate(locale, 'rfqs.alreadyOpen'), rfq_id: outcome.rfqId });
    }
    if (outcome.kind === 'created') await openLeadsForRfq(app, outcome.rfqId);
    return reply.code(outcome.kind === 'created' ? 201 : 200).send(await customerRfq(app.db, user.id, outcome.rfqId));
  });

  app.post('/api/customer/rfqs/:rfqId/abort', { preHandler: requireCustomer }, async (request, reply) => {
    const user = await customerOf(request);
    const locale = localeOf(request);
    const rfqId = param(request, 'rfqId');
    const [rfq] =
      rfqId === null
        ? []
        : await app.db
            .select()
            .from(t.rfqs)
            .where(and(eq(t.rfqs.id, rfqId), eq(t.rfqs.userId, user.id)));
    if (!rfq) return notFound(request, reply, 'rfqs.notFound');

    const { reason } = objectBody(request.body);
    const errors: Errors = {};
    if (reason === undefined || reason === null || (typeof reason === 'string' && reason.trim() === ''))
      errors.reason = [{ id: 'validation.required' }];
    else if (typeof reason !== 'string') errors.reason = [{ id: 'validation.string' }];
    else if (reason.length > MAX_REASON_LENGTH)
      errors.reason = [{ id: 'validation.max.string', values: { max: MAX_REASON_LENGTH } }];
    if (Object.keys(errors).length) return sendFieldErrors(request, reply, translateMessages(locale, errors));

    const closed = await app.db
      .update(t.rfqs)
      .set({ closedAt: new Date(), closeReason: String(reason).trim() })
      .where(and(eq(t.rfqs.id, rfq.id), isNull(t.rfqs.closedAt)))
      .returning({ id: t.rfqs.id });
    if (closed.length === 0) return reply.code(409).send({ message: translate(locale, 'rfqs.alreadyClosed') });

    const leads = await app.db.select({ id: t.leads.id }).from(t.leads).where(eq(t.leads.rfqId, rfq.id));
    for (const lead of leads) notify(user.id, USER_EVENTS.leadUpdated, { rfqId: rfq.id, leadId: lead.id });
    await sendRatingMails(app.db, opts.mailer, app.config.appUrl, { rfqId: rfq.id });
    return customerRfq(app.db, user.id, rfq.id);
  });
}
