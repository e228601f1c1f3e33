// The lender engine: when a request is created, leads open for every lender serving one of its subjects, and the
// demo lenders answer by themselves after `config.lenderDelayMs` (staggered, so offers arrive one by one).
// With a delay of 0 (tests) they answer at once, and the returned `answers` promise settles when all have;
// `drainLenderQueue` waits for every answer still pending in the process.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { USER_EVENTS } from '../../src/domain/realtimeEvents';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { notifierOf, type CustomerNotifier } from './customerNotifier';
import { demoHandlerName } from './handlerNames';
import { declineLead, loadLeadContext, recordOffer, type LenderDeps } from './leadActions';
import { priceRequest, type DeclineReason } from './priceRequest';
import { readPricingProfile } from './pricingProfile';
import { readRequestFacts } from './requestFacts';

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
  if (decision.kind === 'decline') {
    await declineLead(deps, context, decision.reason);
    return { ...base, kind: 'decline', reason: decision.reason };
  }
  const { offerId } = await recordOffer(deps, context, { products: decision.products });
  return { ...base, kind: 'offer', offerId };
}

type Queue = { pending: Set<Promise<unknown>>; cancels: Set<() => void> };
// Keyed by the database handle: the one object every encapsulated Fastify context of an app shares.
const queues = new WeakMap<object, Queue>();

function queueOf(db: Db): Queue {
  let queue = queues.get(db);
  if (!queue) {
    queue = { pending: new Set(), cancels: new Set() };
    queues.set(db, queue);
  }
  return queue;
}

function later<T>(queue: Queue, delayMs: number, work: () => Promise<T>, fallback: T): Promise<T> {
  if (delayMs <= 0) return work();
  return new Promise<T>((resolve) => {
    const cancel = () => {
      clearTimeout(timer);
      queue.cancels.delete(cancel);
      resolve(fallback);
    };
    const timer = setTimeout(() => {
      queue.cancels.delete(cancel);
      work().then(resolve, () => resolve(fallback));
    }, delayMs);
    // A pending demo answer must not keep a process (a script, a test run) alive.
    timer.unref();
    queue.cancels.add(cancel);
  });
}

async function safely(
  log: FastifyBaseLogger,
  leadId: number,
  work: () => Promise<LenderAnswer | null>,
): Promise<LenderAnswer | null> {
  try {
    return await work();
  } catch (error) {
    log.error(
      { err: error instanceof Error ? { message: error.message, stack: error.stack } : String(error), leadId },
      'demo lender failed to answer',
    );
    return null;
  }
}

/** Opens the request's leads; the demo lenders' answers follow (see the module comment). */
export async function openLeadsForRfq(app: FastifyInstance, rfqId: number): Promise<OpenedLeads> {
  const deps: LenderDeps = { db: app.db, notify: notifierOf(app) };
  const leads = await openLeads(app.db, rfqId, deps.notify);
  const demoIds = new Set(
    (await app.db.select({ id: t.suppliers.id }).from(t.suppliers).where(eq(t.suppliers.isDemo, true))).map(
      (s) => s.id,
    ),
  );
  const queue = queueOf(app.db);
  const delay = app.config.lenderDelayMs;
  const answering = leads
    .filter((lead) => demoIds.has(lead.supplierId))
    .map((lead, index) =>
      later(
        queue,
        Math.round(delay * (1 + index * STAGGER)),
        () => safely(app.log, lead.id, () => answerAsDemoLender(deps, lead.id)),
        null,
      ),
    );
  const answers = Promise.all(answering).then((list) => list.filter((a): a is LenderAnswer => a !== null));
  queue.pending.add(answers);
  void answers.finally(() => queue.pending.delete(answers));
  return { leads, answers };
}

/**
 * Later work of a demo lender besides its first answer (a reply to a message, …): run after `delayMs` on the same
 * queue as the answers, so drainLenderQueue waits for it and closeLenderQueue drops it; a failure is logged.
 */
export function queueDemoWork(
  app: FastifyInstance,
  delayMs: number,
  leadId: number,
  work: () => Promise<unknown>,
): Promise<void> {
  const queue = queueOf(app.db);
  const run = async () => {
    try {
      await work();
    } catch (error) {
      app.log.error(
        { err: error instanceof Error ? { message: error.message, stack: error.stack } : String(error), leadId },
        'demo lender work failed',
      );
    }
  };
  const done = later(queue, delayMs, run, undefined);
  queue.pending.add(done);
  void done.finally(() => queue.pending.delete(done));
  return done;
}

/** Waits until every demo answer pending for this app's database has been written. */
export async function drainLenderQueue(app: FastifyInstance): Promise<void> {
  const queue = queueOf(app.db);
  while (queue.pending.size > 0) await Promise.all([...queue.pending]);
}

/** On shutdown: drops the answers still waiting for their delay (their leads stay open) and lets running ones finish. */
export async function closeLenderQueue(app: FastifyInstance): Promise<void> {
  for (const cancel of [...queueOf(app.db).cancels]) cancel();
  await drainLenderQueue(app);
}
