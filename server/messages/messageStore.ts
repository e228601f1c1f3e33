// The messages of a lead (spec §4): who may reach a lead's thread, pages of it newest first, writing one,
// and read marks. Database access only; publishing, mail and demo replies are in messageService.ts.
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Message, MessagePage, MessageSender } from '../../contract/messages';
import type { Db } from '../db/client';
import * as t from '../db/schema';

export type MessageRow = typeof t.messages.$inferSelect;

/** A lead as the messages need it: whose request it is and which lender answers it. */
export type ThreadLead = {
  id: number;
  rfqId: number;
  userId: number;
  supplierId: number;
  supplierName: string;
  supplierIsDemo: boolean;
  handlerName: string | null;
  /** open, lost, won */
  status: string;
  /** The lender does not know who the customer is yet. */
  isAnonymous: boolean;
};

function leadQuery(db: Db) {
  return db
    .select({
      id: t.leads.id,
      rfqId: t.leads.rfqId,
      userId: t.rfqs.userId,
      supplierId: t.leads.supplierId,
      supplierName: t.suppliers.name,
      supplierIsDemo: t.suppliers.isDemo,
      handlerName: t.leads.handlerName,
      status: t.leads.status,
      isAnonymous: t.leads.isAnonymous,
    })
    .from(t.leads)
    .innerJoin(t.rfqs, eq(t.rfqs.id, t.leads.rfqId))
    .innerJoin(t.suppliers, eq(t.suppliers.id, t.leads.supplierId));
}

/** The lead when it belongs to a request of this customer; null otherwise (the caller answers 404). */
export async function customerThreadLead(db: Db, userId: number, leadId: number): Promise<ThreadLead | null> {
  const [row] = await leadQuery(db).where(and(eq(t.leads.id, leadId), eq(t.rfqs.userId, userId)));
  return row ?? null;
}

/** The lead, whoever's it is (a job of the lead's own lender); null when there is none. */
export async function threadLead(db: Db, leadId: number): Promise<ThreadLead | null> {
  const [row] = await leadQuery(db).where(eq(t.leads.id, leadId));
  return row ?? null;
}

/** The lead when this lender answers it; null otherwise (the caller answers 404). */
export async function lenderThreadLead(db: Db, supplierId: number, leadId: number): Promise<ThreadLead | null> {
  const [row] = await leadQuery(db).where(and(eq(t.leads.id, leadId), eq(t.leads.supplierId, supplierId)));
  return row ?? null;
}

export function messageJson(row: MessageRow): Message {
  return {
    id: row.id,
    lead_id: row.leadId,
    sender: row.sender as MessageSender,
    body: row.body,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * One page of a lead's thread: the `limit` newest messages older than `before` (all when absent), oldest first.
 * Ordered by id, which grows with every insert: two messages in the same millisecond keep their order, and a
 * page boundary never skips or repeats one.
 */
export async function messagePage(
  db: Db,
  leadId: number,
  { before, limit }: { before?: number; limit: number },
): Promise<MessagePage> {
  const rows = await db
    .select()
    .from(t.messages)
    .where(and(eq(t.messages.leadId, leadId), before === undefined ? undefined : lt(t.messages.id, before)))
    .orderBy(desc(t.messages.id))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  return { data: rows.slice(0, limit).reverse().map(messageJson), has_more: hasMore };
}

/** Writes a message; answers it and whether the sender had written on this lead before. */
export async function insertMessage(
  db: Db,
  leadId: number,
  sender: MessageSender,
  body: string,
): Promise<{ message: MessageRow; firstFromSender: boolean; unreadBefore: number }> {
  return db.transaction(async (tx) => {
    const [counts] = await tx
      .select({
        fromSender: sql<number>`count(*) filter (where ${t.messages.sender} = ${sender})`.mapWith(Number),
        unread:
          sql<number>`count(*) filter (where ${t.messages.sender} = ${sender} and ${t.messages.readAt} is null)`.mapWith(
            Number,
          ),
      })
      .from(t.messages)
      .where(eq(t.messages.leadId, leadId));
    const [message] = await tx.insert(t.messages).values({ leadId, sender, body }).returning();
    return { message, firstFromSender: counts.fromSender === 0, unreadBefore: counts.unread };
  });
}

/** Marks the lender's messages on the lead that are unread now as read; answers how many, and how many remain. */
export async function markLenderMessagesRead(db: Db, leadId: number): Promise<{ read: number; unreadCount: number }> {
  const unreadOfLender = and(
    eq(t.messages.leadId, leadId),
    eq(t.messages.sender, 'supplier'),
    isNull(t.messages.readAt),
  );
  // The database's clock, like created_at: a message is never read before it was written.
  const marked = await db
    .update(t.messages)
    .set({ readAt: sql`now()` })
    .where(unreadOfLender)
    .returning({ id: t.messages.id });
  const [{ unread }] = await db
    .select({ unread: sql<number>`count(*)`.mapWith(Number) })
    .from(t.messages)
    .where(unreadOfLender);
  return { read: marked.length, unreadCount: unread };
}

/** The customer a mail about a lead goes to. */
export async function customerOfLead(db: Db, userId: number) {
  const [user] = await db.select().from(t.users).where(eq(t.users.id, userId));
  return user ?? null;
}
