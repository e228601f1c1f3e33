// The supplier API (/supplier-api/v1): how a real lender's system reads its leads and answers them, with the
// same effect as a demo lender (server/leads/leadActions.ts). Bearer-token authenticated per lender; a
// lender sees only its own leads (another lender's lead answers 404, like one that does not exist).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { USER_EVENTS } from '../../domain/realtimeEvents';
import { LeadIdParams } from '../../contract/customerRfqs';
import { errorResponses } from '../../contract/errors';
import {
  DeclineInput,
  HandlerInput,
  OfferInput,
  RenewalInput,
  SupplierLead,
  SupplierLeadList,
  SupplierLeadsQuery,
} from '../../contract/supplier';
import type { TypedApp } from '../http/contract';
import { localeOf, sendFieldErrors, translateMessages } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { notifierOf } from '../leads/customerNotifier';
import { acknowledgeChoice } from '../acceptance/acceptOffer';
import { eq } from 'drizzle-orm';
import * as t from '../db/schema';
import {
  declineLead,
  LeadRefused,
  loadLeadContext,
  recordOffer,
  refusalOf,
  renewOffer,
  updateHandler,
  type LeadContext,
  type LeadRefusal,
  type LenderDeps,
} from '../leads/leadActions';
import { readOfferBody } from '../leads/offerBody';
import { readRequestFacts } from '../leads/requestFacts';
import { readValidUntil } from '../leads/validUntilInput';
import { supplierLead, supplierLeads } from '../leads/supplierLeadView';
import { supplierOfRequest, type SupplierRow } from '../leads/supplierTokens';
import { lenderThreadLead, type ThreadLead } from '../messages/messageStore';
import { replyConflict } from '../http/conflict';
import { replyNotFound } from '../http/notFound';
import { closeIfBodyUnread } from '../http/refusedBeforeBody';

export { SUPPLIER_API_PREFIX } from '../../domain/apiAddresses';

declare module 'fastify' {
  interface FastifyRequest {
    /** The lender a supplier-API request authenticated as; null elsewhere. */
    supplier: SupplierRow | null;
  }
}

const tags = ['supplier'];
const security = [{ supplierToken: [] }];
/** An answer the lock found no longer allowed: its 409 is sent. */
const REFUSED = Symbol('refused');

/** Text a lender clears with null or "" (or blanks). */
const cleared = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value;

/**
 * Bearer-token authentication for a plugin of the supplier API (this one, and the feature plugins registered with
 * SUPPLIER_API_PREFIX in app.ts): every route of `app` answers 401 without a lender's token and knows
 * `request.supplier` with one. On onRequest, before the body is read: a caller without a token is refused before
 * its body costs memory, and a malformed body never tells it more than the 401 does.
 */
export function authenticateSuppliers(app: TypedApp) {
  app.decorateRequest('supplier', null);
  app.addHook('onRequest', async (request, reply) => {
    const supplier = await supplierOfRequest(app.db, request);
    if (!supplier) {
      return closeIfBodyUnread(request, reply)
        .code(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ message: translate(localeOf(request), 'supplierApi.unauthenticated') });
    }
    request.supplier = supplier;
  });
}

/** The authenticated lender's id, behind authenticateSuppliers. */
export const supplierIdOf = (request: FastifyRequest) => (request.supplier as SupplierRow).id;

/** The authenticated lender's lead as its messages and checklist need it; else the 404 is sent and null returned. */
export async function lendersThreadLead(
  app: TypedApp,
  request: FastifyRequest,
  reply: FastifyReply,
  leadId: number,
): Promise<ThreadLead | null> {
  const lead = await lenderThreadLead(app.db, supplierIdOf(request), leadId);
  if (!lead) await replyNotFound(request, reply, 'leads.notFound');
  return lead;
}

export async function supplierApiRoutes(app: TypedApp) {
  const deps: LenderDeps = { db: app.db, notify: notifierOf(app) };
  authenticateSuppliers(app);

  const supplierId = supplierIdOf;

  /** The lead with its request, when it is this lender's; else the 404 is already sent. */
  async function ownLead(request: FastifyRequest, reply: FastifyReply, leadId: number): Promise<LeadContext | null> {
    const context = await loadLeadContext(app.db, leadId);
    if (context && context.lead.supplierId === supplierId(request)) return context;
    await replyNotFound(request, reply, 'leads.notFound');
    return null;
  }

  function replyRefusal(request: FastifyRequest, reply: FastifyReply, refusal: LeadRefusal) {
    if (refusal === 'rfq_closed') return replyConflict(request, reply, 'rfq_closed', 'lender');
    return reply.code(409).send({ message: translate(localeOf(request), 'supplierApi.leadNotOpen') });
  }

  /**
   * Offers and declines need an open lead on an active request: 409 otherwise. Checked first on the rows as read,
   * so a refusal comes before the body is judged; the answer's transaction checks again under the lock (answered).
   */
  function answerable(request: FastifyRequest, reply: FastifyReply, context: LeadContext): boolean {
    const refusal = refusalOf(context.lead, context.rfq);
    if (refusal) replyRefusal(request, reply, refusal);
    return refusal === null;
  }

  /** The answer's outcome; REFUSED with the 409 sent when, under the lock, an abort or a choice had come first. */
  async function answered<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: Promise<T>,
  ): Promise<T | typeof REFUSED> {
    try {
      return await answer;
    } catch (error) {
      if (!(error instanceof LeadRefused)) throw error;
      await replyRefusal(request, reply, error.refusal);
      return REFUSED;
    }
  }

  const leadJson = async (request: FastifyRequest, leadId: number) =>
    (await supplierLead(app.db, supplierId(request), leadId)) as SupplierLead;

  app.get(
    '/leads',
    {
      schema: {
        tags,
        security,
        summary: "Your lender's leads",
        description:
          'Newest first. While a lead is anonymous the customer is hidden (see `is_anonymous`); when the customer ' +
          'shares their details with you, your channel gets `lead.customer-shared` (`leadId`). A customer’s ' +
          'choice is announced on your realtime channel `private-App.Models.Supplier.{supplierId}`: `lead.won` ' +
          '(`leadId`, `offerVersion`: the version of your offer accepted, `wonAt`: ISO time) when your offer is ' +
          'chosen (acknowledge it with POST /leads/{leadId}/acknowledgement); `lead.lost` (`leadId`, `reason`: ' +
          '`customer_chose_another_lender`) when another is; `lead.reopened` (`leadId`) when the customer undoes ' +
          'the choice before it was acknowledged.',
        querystring: SupplierLeadsQuery,
        response: { 200: SupplierLeadList, ...errorResponses(401, 429) },
      },
    },
    async (request) => ({ data: await supplierLeads(app.db, supplierId(request), request.query.status ?? 'open') }),
  );

  app.get(
    '/leads/:leadId',
    {
      schema: {
        tags,
        security,
        summary: 'One lead with its request and your offer',
        params: LeadIdParams,
        response: { 200: SupplierLead, ...errorResponses(401, 429, 404) },
      },
    },
    async (request, reply) => {
      const context = await ownLead(request, reply, request.params.leadId);
      if (!context) return reply;
      return leadJson(request, context.lead.id);
    },
  );

  app.post(
    '/leads/:leadId/offer',
    {
      schema: {
        tags,
        security,
        summary: 'Make (201) or revise (200) your offer on an open lead',
        description:
          'Products in kroner and percent per year. Monthly payment, total cost and ÅOP are computed when left ' +
          'out; a given monthly payment must fit the amount, rate and term. The customer is told at once.',
        params: LeadIdParams,
        body: OfferInput,
        response: { 200: SupplierLead, 201: SupplierLead, ...errorResponses(401, 429, 404, 409) },
      },
    },
    async (request, reply) => {
      const context = await ownLead(request, reply, request.params.leadId);
      if (!context || !answerable(request, reply, context)) return reply;
      const read = readOfferBody(request.body, readRequestFacts(context.rfq.request, context.rfq.subjects));
      if (!read.ok) return sendFieldErrors(request, reply, translateMessages(localeOf(request), read.errors));
      const [existing] = await app.db
        .select({ id: t.offers.id })
        .from(t.offers)
        .where(eq(t.offers.leadId, context.lead.id));
      const validity = readValidUntil(request.body.valid_until, !existing);
      if (!validity.ok)
        return sendFieldErrors(request, reply, { valid_until: [translate(localeOf(request), validity.messageId)] });
      const recorded = await answered(
        request,
        reply,
        recordOffer(deps, context, { ...read.offer, validUntil: validity.validUntil }),
      );
      if (recorded === REFUSED) return reply;
      return reply.code(recorded.revised ? 200 : 201).send(await leadJson(request, context.lead.id));
    },
  );

  app.post(
    '/leads/:leadId/offer/renewal',
    {
      schema: {
        tags,
        security,
        summary: 'Give your offer on an open lead a new valid_until (an expired offer becomes choosable again)',
        description:
          'The figures and the offer version stay as they are; the customer is told and gets a new reminder ' +
          'before the new date.',
        params: LeadIdParams,
        body: RenewalInput,
        response: { 200: SupplierLead, ...errorResponses(401, 429, 404, 409) },
      },
    },
    async (request, reply) => {
      const context = await ownLead(request, reply, request.params.leadId);
      if (!context || !answerable(request, reply, context)) return reply;
      const validity = readValidUntil(request.body.valid_until, true);
      if (!validity.ok || !validity.validUntil)
        return sendFieldErrors(request, reply, {
          valid_until: [translate(localeOf(request), validity.ok ? 'validation.required' : validity.messageId)],
        });
      const renewed = await answered(request, reply, renewOffer(deps, context, validity.validUntil));
      if (renewed === REFUSED) return reply;
      if (!renewed) return reply.code(409).send({ message: translate(localeOf(request), 'supplierApi.noOffer') });
      return leadJson(request, context.lead.id);
    },
  );

  app.post(
    '/leads/:leadId/acknowledgement',
    {
      schema: {
        tags,
        security,
        summary: "Acknowledge the customer's choice of your offer (a won lead)",
        description:
          'Idempotent. After it the customer can no longer undo the choice by themselves. 409 when the lead is ' +
          'not won (the customer has not chosen it, or undid the choice), and 409 `rfq_closed` once the customer ' +
          'closed the request.',
        params: LeadIdParams,
        response: { 200: SupplierLead, ...errorResponses(401, 429, 404, 409) },
      },
    },
    async (request, reply) => {
      const context = await ownLead(request, reply, request.params.leadId);
      if (!context) return reply;
      const outcome = await acknowledgeChoice(app.db, context.lead.id);
      if (outcome === 'not_won')
        return reply.code(409).send({ message: translate(localeOf(request), 'supplierApi.leadNotWon') });
      if (outcome === 'rfq_closed') return replyConflict(request, reply, 'rfq_closed', 'lender');
      if (outcome === 'acknowledged')
        deps.notify(context.rfq.userId, USER_EVENTS.leadUpdated, { rfqId: context.rfq.id, leadId: context.lead.id });
      return leadJson(request, context.lead.id);
    },
  );

  app.post(
    '/leads/:leadId/decline',
    {
      schema: {
        tags,
        security,
        summary: 'Decline an open lead, with the reason the customer sees',
        params: LeadIdParams,
        body: DeclineInput,
        response: { 200: SupplierLead, ...errorResponses(401, 429, 404, 409) },
      },
    },
    async (request, reply) => {
      const context = await ownLead(request, reply, request.params.leadId);
      if (!context || !answerable(request, reply, context)) return reply;
      const reason = request.body.reason.trim();
      if (!reason)
        return sendFieldErrors(request, reply, { reason: [translate(localeOf(request), 'validation.required')] });
      if ((await answered(request, reply, declineLead(deps, context, reason))) === REFUSED) return reply;
      return leadJson(request, context.lead.id);
    },
  );

  app.patch(
    '/leads/:leadId',
    {
      schema: {
        tags,
        security,
        summary: 'Set the caseworker the customer sees and your own notes',
        params: LeadIdParams,
        body: HandlerInput,
        response: { 200: SupplierLead, ...errorResponses(401, 429, 404) },
      },
    },
    async (request, reply) => {
      const context = await ownLead(request, reply, request.params.leadId);
      if (!context) return reply;
      await updateHandler(deps, context, {
        handlerName: cleared(request.body.handler_name),
        handlerNotes: cleared(request.body.handler_notes),
      });
      return leadJson(request, context.lead.id);
    },
  );
}
