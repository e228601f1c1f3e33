// The lender engine: when a request is created, leads open for every lender serving one of its subjects, and the
// demo lenders answer by themselves after `config.lenderDelayMs` (staggered, so offers arrive one by one).
// Each answer is a job in the durable queue (server/jobs/jobQueue.ts), so it is given once, whichever process
// runs it, and survives a restart. With a delay of 0 (tests) they answer at once, and the returned `answers`
// promise settles when all have (null-free: what this process answered); `drainLenderQueue` waits for every job
// still pending in the app.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { demoOfferValidUntil } from '../../domain/offerValidity';
import { USER_EVENTS } from '../../domain/realtimeEvents';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import type { JobPayload } from '../jobs/jobQueue';
import { notifierOf, type CustomerNotifier } from '../leads/customerNotifier';
import { demoHandlerName } from './handlerNames';
import { declineLead, LeadRefused, loadLeadContext, recordOffer, type LenderDeps } from '../leads/leadActions';
import { priceRequest, type DeclineReason } from './priceRequest';
import { readPricingProfile } from './pricingProfile';
import { readRequestFacts } from '../leads/requestFacts';

export type LeadRow = typeof t.leads.$inferSelect;
export type LenderAnswer = { leadId: number; supplierId: number } & (
  { kind: 'offer'; offerId: number } | { kind: 'decline'; reason: DeclineReason }
);
export type OpenedLeads = { leads: LeadRow[]; answers: Promise<LenderAnswer[]> };

/** Each further demo lender answers half a delay after the one before. */
const STAGGER = 0.5;

/**
 * Opens a lead for each lender serving a subject of the request; idempotent (one lead per request and lender).
 * Demo lenders' advisers are named at once; a real lender's lead is handled by the lender itself (its short
 * name) until its system names a person through the supplier API.
 */
export async function openLeads(db: Db, rfqId: number, notify: CustomerNotifier): Promise<LeadRow[]> {
  const [rfq] = await db.select().from(t.rfqs).where(eq(t.rfqs.id, rfqId));
  if (!rfq) throw new Error(`rfq ${rfqId} not found`);
  const lenders = (await db.select().from(t.suppliers)).filter((s) =>
    s.serves.some((subject) => rfq.subjects.includes(subject)),
  );
  if (lenders.length === 0) return [];
  await db
    .insert(t.leads)
    .values(
      lenders.map((s) => ({
        rfqId,
        supplierId: s.id,
        status: 'open',
        pipeline: 'rfq',
        handlerName: s.isDemo ? demoHandlerName(rfqId, s.id) : s.shortName,
      })),
    )
    .onConflictDoNothing({ target: [t.leads.rfqId, t.leads.supplierId] });
  const leads = await db
    .select()
    .from(t.leads)
    .where(
      and(
        eq(t.leads.rfqId, rfqId),
        inArray(
          t.leads.supplierId,
          lenders.map((s) => s.id),
        ),
      ),
    )
    .orderBy(t.leads.id);
  for (const lead of leads) notify(rfq.userId, USER_EVENTS.leadUpdated, { rfqId, leadId: lead.id });
  return leads;
}

/** A demo lender prices the request of its open lead and offers or declines; null when there is nothing to do. */
export async function answerAsDemoLender(deps: LenderDeps, leadId: number): Promise<LenderAnswer | null> {
  const context = await loadLeadContext(deps.db, leadId);
  if (!context || context.lead.status !== 'open' || context.rfq.closedAt || !context.supplier.isDemo) return null;
  const profile = readPricingProfile(context.supplier.pricing);
  if (!profile) return null;
  const [existing] = await deps.db.select({ id: t.offers.id }).from(t.offers).where(eq(t.offers.leadId, leadId));
  if (existing) return null;
  const decision = priceRequest(
    { serves: context.supplier.serves, profile },
    readRequestFacts(context.rfq.request, context.rfq.subjects),
  );
  const base = { leadId, supplierId: context.supplier.id };
  try {
    if (decision.kind === 'decline') {
      await declineLead(deps, context, decision.reason);
      return { ...base, kind: 'decline', reason: decision.reason };
    }
    const validUntil = demoOfferValidUntil(decision.products.map((p) => p.productSubType));
    const { offerId } = await recordOffer(deps, context, { products: decision.products, validUntil });
    return { ...base, kind: 'offer', offerId };
  } catch (error) {
    // The customer closed the request (or chose) while the lender priced it: nothing left to answer.
    if (error instanceof LeadRefused) return null;
    throw error;
  }
}

/** The jobs of the demo lenders (payloads of ids; handlers in demoLenderJobs.ts). */
export const DEMO_JOBS = {
  answer: 'demo-lender.answer',
  replyToMessage: 'demo-lender.reply-message',
  confirmMeeting: 'demo-lender.confirm-meeting',
  acknowledgeChoice: 'demo-lender.acknowledge-choice',
} as const;

/** Opens the request's leads; the demo lenders' answers follow (see the module comment). */
export async function openLeadsForRfq(app: FastifyInstance, rfqId: number): Promise<OpenedLeads> {
  const notify = notifierOf(app);
  const leads = await openLeads(app.db, rfqId, notify);
  const demoIds = new Set(
    (await app.db.select({ id: t.suppliers.id }).from(t.suppliers).where(eq(t.suppliers.isDemo, true))).map(
      (s) => s.id,
    ),
  );
  const delay = app.config.lenderDelayMs;
  const answering: Promise<unknown>[] = [];
  for (const [index, lead] of leads.filter((l) => demoIds.has(l.supplierId)).entries()) {
    const delayMs = Math.round(delay * (1 + index * STAGGER));
    answering.push((await app.jobs.enqueue(DEMO_JOBS.answer, { leadId: lead.id }, { delayMs })).result);
  }
  const answers = Promise.all(answering).then((list) => list.filter((a): a is LenderAnswer => a !== null));
  return { leads, answers };
}

/**
 * Later work of a demo lender besides its first answer (a reply to a message, …): a job of `kind`, due after
 * `delayMs`, on the same queue as the answers, so drainLenderQueue waits for it; a failure is logged and retried.
 * `done` settles when this process has run it (or left it to another process or the next start).
 */
export async function queueDemoWork(
  app: FastifyInstance,
  kind: (typeof DEMO_JOBS)[keyof typeof DEMO_JOBS],
  payload: JobPayload,
  delayMs: number,
): Promise<{ done: Promise<void> }> {
  const { result } = await app.jobs.enqueue(kind, payload, { delayMs });
  return { done: result.then(() => undefined) };
}

/** Waits until every demo job this app enqueued has run, and no job is due. */
export async function drainLenderQueue(app: FastifyInstance): Promise<void> {
  await app.jobs.drain();
}

/**
 * On shutdown: stops this app's job worker; jobs still waiting for their delay stay in the table (their leads stay
 * open until another process or the next start answers them) and running ones finish.
 */
export async function closeLenderQueue(app: FastifyInstance): Promise<void> {
  await app.jobs.close();
}
