// The supplier API (/supplier-api/v1): how a real lender's system reads its leads and answers them, with the
// same effect as a demo lender (server/lenders/leadActions.ts). Bearer-token authenticated per lender; a
// lender sees only its own leads (another lender's lead answers 404, like one that does not exist).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeOf, sendFieldErrors, translateMessages } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { notifierOf } from '../lenders/customerNotifier';
import {
  declineLead,
  loadLeadContext,
  recordOffer,
  updateHandler,
  type LeadContext,
  type LenderDeps,
} from '../lenders/leadActions';
import { readOfferBody } from '../lenders/offerBody';
import { readRequestFacts } from '../lenders/requestFacts';
import { LEAD_STATUS_FILTERS, supplierLead, supplierLeads, type LeadStatusFilter } from '../lenders/supplierLeadView';
import { supplierByToken, type SupplierRow } from '../lenders/supplierTokens';
import type { ValidationMessage } from '../../src/validation/message';
import { parseId } from '../http/routeParams';

export const SUPPLIER_API_PREFIX = '/supplier-api/v1';
const MAX_REASON_LENGTH = 500;
const MAX_HANDLER_NAME_LENGTH = 200;
const MAX_NOTES_LENGTH = 5000;

const supplierOf = new WeakMap<FastifyRequest, SupplierRow>();

function theSupplier(request: FastifyRequest): SupplierRow {
  const supplier = supplierOf.get(request);
  if (!supplier) throw Object.assign(new Error('Unauthenticated'), { statusCode: 401 });
  return supplier;
}

const objectBody = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** A string field of at most `max` characters; null clears; undefined when absent. */
function optionalText(
  body: Record<string, unknown>,
  field: string,
  max: number,
  errors: Record<string, ValidationMessage[]>,
): string | null | undefined {
  if (!(field in body)) return undefined;
  const value = body[field];
  if (value === null || value === '') return null;
  if (typeof value !== 'string') errors[field] = [{ id: 'validation.string' }];
  else if (value.length > max) errors[field] = [{ id: 'validation.max.string', values: { max } }];
  else return value.trim() === '' ? null : value;
  return undefined;
}

export async function supplierApiRoutes(app: FastifyInstance) {
  const deps: LenderDeps = { db: app.db, notify: notifierOf(app) };

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const supplier = match ? await supplierByToken(app.db, match[1]) : null;
    if (!supplier) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ message: translate(localeOf(request), 'supplierApi.unauthenticated') });
    }
    supplierOf.set(request, supplier);
  });

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({ message: translate(localeOf(request), 'leads.notFound') });

  /** The lead with its request, when it is this lender's; else the 404 is already sent. */
  async function ownLead(request: FastifyRequest, reply: FastifyReply): Promise<LeadContext | null> {
    const leadId = parseId((request.params as { leadId?: string }).leadId);
    const context = leadId === null ? null : await loadLeadContext(app.db, leadId);
    if (!context || context.lead.supplierId !== theSupplier(request).id) {
      await notFound(request, reply);
      return null;
    }
    return context;
  }

  /** Offers and declines need an open lead on an active request: 409 otherwise. */
  function answerable(request: FastifyRequest, reply: FastifyReply, context: LeadContext): boolean {
    const locale = localeOf(request);
    if (context.rfq.closedAt) reply.code(409).send({ message: translate(locale, 'supplierApi.rfqClosed') });
    else if (context.lead.status !== 'open')
      reply.code(409).send({ message: translate(locale, 'supplierApi.leadNotOpen') });
    else return true;
    return false;
  }

  const leadJson = async (request: FastifyRequest, leadId: number) =>
    supplierLead(app.db, theSupplier(request).id, leadId);

  app.get('/leads', async (request, reply) => {
    const { status = 'open' } = request.query as { status?: string };
    if (!(LEAD_STATUS_FILTERS as readonly string[]).includes(status)) {
      return sendFieldErrors(
        request,
        reply,
        translateMessages(localeOf(request), { status: [{ id: 'validation.in' }] }),
      );
    }
    return { data: await supplierLeads(app.db, theSupplier(request).id, status as LeadStatusFilter) };
  });

  app.get('/leads/:leadId', async (request, reply) => {
    const context = await ownLead(request, reply);
    if (!context) return reply;
    return leadJson(request, context.lead.id);
  });

  app.post('/leads/:leadId/offer', async (request, reply) => {
    const context = await ownLead(request, reply);
    if (!context || !answerable(request, reply, context)) return reply;
    const read = readOfferBody(request.body, readRequestFacts(context.rfq.request, context.rfq.subjects));
    if (!read.ok) return sendFieldErrors(request, reply, translateMessages(localeOf(request), read.errors));
    const { revised } = await recordOffer(deps, context, read.offer);
    return reply.code(revised ? 200 : 201).send(await leadJson(request, context.lead.id));
  });

  app.post('/leads/:leadId/decline', async (request, reply) => {
    const context = await ownLead(request, reply);
    if (!context || !answerable(request, reply, context)) return reply;
    const errors: Record<string, ValidationMessage[]> = {};
    const reason = optionalText(objectBody(request.body), 'reason', MAX_REASON_LENGTH, errors);
    if (!errors.reason && !reason) errors.reason = [{ id: 'validation.required' }];
    if (Object.keys(errors).length || !reason)
      return sendFieldErrors(request, reply, translateMessages(localeOf(request), errors));
    await declineLead(deps, context, reason);
    return leadJson(request, context.lead.id);
  });

  app.patch('/leads/:leadId', async (request, reply) => {
    const context = await ownLead(request, reply);
    if (!context) return reply;
    const body = objectBody(request.body);
    const errors: Record<string, ValidationMessage[]> = {};
    const handlerName = optionalText(body, 'handler_name', MAX_HANDLER_NAME_LENGTH, errors);
    const handlerNotes = optionalText(body, 'handler_notes', MAX_NOTES_LENGTH, errors);
    if (!errors.handler_name && !errors.handler_notes && !('handler_name' in body) && !('handler_notes' in body)) {
      errors.handler_name = [{ id: 'validation.required' }];
    }
    if (Object.keys(errors).length)
      return sendFieldErrors(request, reply, translateMessages(localeOf(request), errors));
    await updateHandler(deps, context, { handlerName, handlerNotes });
    return leadJson(request, context.lead.id);
  });
}
