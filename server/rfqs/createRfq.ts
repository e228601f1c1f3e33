// The one way a request (RFQ) is created, from the request form and from the saved profile alike: one active
// request per customer, one idempotency lookup by customer and key, one lock (the customer's row).
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db, Tx } from '../db/client';
import * as t from '../db/schema';
import { openLeadsForRfq } from '../demoLenders/lenderEngine';
import type { Mailer } from '../mail/mailer';
import { sendRequestReceipt } from './requestMails';

export type RfqDraft = Pick<typeof t.rfqs.$inferInsert, 'purpose' | 'subjects' | 'request'> &
  Partial<Pick<typeof t.rfqs.$inferInsert, 'wizardRecording' | 'attribution'>>;

export type CreateRfqOutcome =
  /** A new request. */
  | { kind: 'created'; rfqId: number }
  /** The same idempotency key made this request before: answer it again, create nothing. */
  | { kind: 'replay'; rfqId: number }
  /** The customer already has an active request (one at a time): nothing was created. */
  | { kind: 'open'; rfqId: number };

/**
 * Inside the caller's transaction: `draft` runs only when a request will be created (the form saves the economic
 * profile there), so a refused or repeated request changes nothing.
 */
export async function createRfqIn(
  tx: Tx,
  userId: number,
  idempotencyKey: string | null,
  draft: (tx: Tx) => Promise<RfqDraft>,
): Promise<CreateRfqOutcome> {
  // The user row lock serialises concurrent starts: two clicks or two tabs cannot open two active requests.
  await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, userId)).for('update');
  if (idempotencyKey) {
    const [replay] = await tx
      .select({ id: t.rfqs.id })
      .from(t.rfqs)
      .where(and(eq(t.rfqs.userId, userId), eq(t.rfqs.idempotencyKey, idempotencyKey)));
    if (replay) return { kind: 'replay', rfqId: replay.id };
  }
  const [open] = await tx
    .select({ id: t.rfqs.id })
    .from(t.rfqs)
    .where(and(eq(t.rfqs.userId, userId), isNull(t.rfqs.closedAt)))
    .limit(1);
  if (open) return { kind: 'open', rfqId: open.id };
  const values = await draft(tx);
  const [created] = await tx
    .insert(t.rfqs)
    .values({ ...values, userId, idempotencyKey })
    .returning({ id: t.rfqs.id });
  return { kind: 'created', rfqId: created.id };
}

export function createRfq(
  db: Db,
  userId: number,
  idempotencyKey: string | null,
  draft: (tx: Tx) => Promise<RfqDraft>,
): Promise<CreateRfqOutcome> {
  return db.transaction((tx) => createRfqIn(tx, userId, idempotencyKey, draft));
}

/**
 * What follows a new request, whichever way it came: leads open for the lenders that serve it, and the customer
 * gets a receipt naming them.
 */
export async function afterRfqCreated(
  app: FastifyInstance,
  mailer: Mailer,
  rfqId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  await openLeadsForRfq(app, rfqId);
  await sendRequestReceipt(app.db, mailer, app.config.appUrl, rfqId, log);
}
