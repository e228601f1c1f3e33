// Requests and leads as the customer sees them (spec §3 RFQ and Lead; server/routes/API.md). Built from an
// explicit list of fields, so a lender's own data (handler_notes, pricing, tokens) can never leak by accident,
// and loaded in a fixed number of queries however many requests and leads there are.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Lead, LeadMeetings, RequestDebt, RequestDeposit, Rfq } from '../../contract/customerRfqs';
import { isRfqActive, isRfqOutdated } from '../../src/domain/rfqRules';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { loadLeadParts } from './leadParts';
import { offerJson } from './offerView';

type Instant = Date | null;
const iso = (at: Instant) => (at ? at.toISOString() : null);

export function supplierJson(s: Pick<typeof t.suppliers.$inferSelect, 'id' | 'name' | 'shortName' | 'logo'>) {
  return { id: s.id, name: s.name, short_name: s.shortName, smallLogo: { url: s.logo } };
}

const meetingJson = (m: typeof t.meetings.$inferSelect) => ({
  id: m.id,
  lead_id: m.leadId,
  starts_at: m.startsAt.toISOString(),
  ends_at: m.endsAt.toISOString(),
  location: m.location,
  status: m.status,
  created_at: m.createdAt.toISOString(),
});
const meetingRequestJson = (r: typeof t.meetingRequests.$inferSelect) => ({
  id: r.id,
  lead_id: r.leadId,
  proposed_times: r.proposedTimes,
  comment: r.comment,
  status: r.status,
  created_at: r.createdAt.toISOString(),
});

/** Meetings split as spec §7's meetings call answers: pending ones apart from the rest. */
export function meetingsJson(
  meetings: readonly (typeof t.meetings.$inferSelect)[],
  requests: readonly (typeof t.meetingRequests.$inferSelect)[],
): LeadMeetings {
  const pending = (status: string) => status === 'pending';
  return {
    meetings: meetings.filter((m) => !pending(m.status)).map(meetingJson),
    pendingMeetings: meetings.filter((m) => pending(m.status)).map(meetingJson),
    meetingRequests: requests.filter((r) => !pending(r.status)).map(meetingRequestJson),
    pendingMeetingRequests: requests.filter((r) => pending(r.status)).map(meetingRequestJson),
  };
}

// Only the columns the customer's view shows: a lender's pricing, token hash and notes, a request's recording and
// attribution are never even read here.
const leadColumns = {
  id: t.leads.id,
  rfqId: t.leads.rfqId,
  status: t.leads.status,
  pipeline: t.leads.pipeline,
  lostReason: t.leads.lostReason,
  createdAt: t.leads.createdAt,
  updatedAt: t.leads.updatedAt,
  handlerName: t.leads.handlerName,
  crossSellerId: t.leads.crossSellerId,
  isAnonymous: t.leads.isAnonymous,
};
const supplierColumns = {
  id: t.suppliers.id,
  name: t.suppliers.name,
  shortName: t.suppliers.shortName,
  logo: t.suppliers.logo,
};
const rfqColumns = {
  id: t.rfqs.id,
  purpose: t.rfqs.purpose,
  subjects: t.rfqs.subjects,
  request: t.rfqs.request,
  createdAt: t.rfqs.createdAt,
  closedAt: t.rfqs.closedAt,
  closeReason: t.rfqs.closeReason,
};

type LeadRow = {
  lead: Pick<typeof t.leads.$inferSelect, keyof typeof leadColumns>;
  supplier: Pick<typeof t.suppliers.$inferSelect, keyof typeof supplierColumns>;
};
type RfqRow = Pick<typeof t.rfqs.$inferSelect, keyof typeof rfqColumns>;

async function leadsJson(db: Db, rows: readonly LeadRow[]): Promise<Lead[]> {
  const parts = await loadLeadParts(
    db,
    rows.map((r) => r.lead.id),
  );
  return rows.map(({ lead, supplier }) => {
    const part = parts.get(lead.id);
    const offer = part?.offer ? offerJson(part.offer.offer, part.offer.products) : null;
    const messages = part?.messages ?? [];
    return {
      id: lead.id,
      rfq_id: lead.rfqId,
      status: lead.status,
      pipeline: lead.pipeline,
      lost_reason: lead.lostReason,
      created_at: lead.createdAt.toISOString(),
      updated_at: lead.updatedAt.toISOString(),
      supplier: supplierJson(supplier),
      handler: lead.handlerName ? { name: lead.handlerName } : null,
      cross_seller_id: lead.crossSellerId,
      is_anonymous: lead.isAnonymous,
      offer,
      total_offer_savings_after_tax_for_month_1: offer?.savings_after_tax_for_month_1 ?? null,
      total_offer_savings_after_tax_for_year_1: offer?.savings_after_tax_for_year_1 ?? null,
      messages: messages.map((m) => ({
        id: m.id,
        sender: m.sender,
        read_at: iso(m.readAt),
        created_at: m.createdAt.toISOString(),
      })),
      messagesSummary: {
        customer: { unreadCount: messages.filter((m) => m.sender === 'supplier' && m.readAt === null).length },
      },
      ...meetingsJson(part?.meetings ?? [], part?.meetingRequests ?? []),
      calls: (part?.calls ?? []).map((c) => ({
        id: c.id,
        scheduled_at: c.scheduledAt.toISOString(),
        status: c.status,
      })),
      supportCallRequests: (part?.supportCallRequests ?? []).map((s) => ({
        id: s.id,
        preferred_time: s.preferredTime,
        status: s.status,
        created_at: s.createdAt.toISOString(),
      })),
      eskat: {
        documents: (part?.eskatDocuments ?? []).map((d) => ({
          id: d.id,
          document_type_id: d.documentTypeId,
          created_at: d.createdAt.toISOString(),
        })),
      },
    };
  });
}

export type CustomerLeadJson = Lead;

function leadRows(db: Db) {
  return db
    .select({ lead: leadColumns, supplier: supplierColumns })
    .from(t.leads)
    .innerJoin(t.suppliers, eq(t.suppliers.id, t.leads.supplierId));
}

type RequestList = 'properties' | 'mortgages' | 'loans' | 'credits' | 'deposits' | 'vehicles' | 'boats';

function rfqJson(rfq: RfqRow, leads: CustomerLeadJson[], now: Date): Rfq {
  const closed = { closed_at: rfq.closedAt };
  // The request's lists as submitted; the response schema keeps the documented fields of each item.
  const list = <T>(key: RequestList) => (Array.isArray(rfq.request[key]) ? rfq.request[key] : []) as T[];
  return {
    id: rfq.id,
    purpose: rfq.purpose,
    subjects: rfq.subjects,
    created_at: rfq.createdAt.toISOString(),
    closed_at: iso(rfq.closedAt),
    close_reason: rfq.closeReason,
    is_active: isRfqActive(closed),
    is_outdated: isRfqOutdated(closed, now),
    properties: list<Record<string, unknown>>('properties'),
    mortgages: list<RequestDebt>('mortgages'),
    loans: list<RequestDebt>('loans'),
    credits: list<RequestDebt>('credits'),
    deposits: list<RequestDeposit>('deposits'),
    vehicles: list<Record<string, unknown>>('vehicles'),
    boats: list<Record<string, unknown>>('boats'),
    leads,
  };
}

export type CustomerRfqJson = Rfq;

async function rfqsJson(db: Db, rfqs: readonly RfqRow[]): Promise<CustomerRfqJson[]> {
  if (rfqs.length === 0) return [];
  const rows = await leadRows(db)
    .where(
      inArray(
        t.leads.rfqId,
        rfqs.map((r) => r.id),
      ),
    )
    .orderBy(asc(t.leads.id));
  const leads = await leadsJson(db, rows);
  const now = new Date();
  return rfqs.map((rfq) =>
    rfqJson(
      rfq,
      leads.filter((l) => l.rfq_id === rfq.id),
      now,
    ),
  );
}

/** The customer's requests, newest first. */
export async function customerRfqs(db: Db, userId: number): Promise<CustomerRfqJson[]> {
  return rfqsJson(
    db,
    await db.select(rfqColumns).from(t.rfqs).where(eq(t.rfqs.userId, userId)).orderBy(desc(t.rfqs.id)),
  );
}

/** One request, only when it is the customer's own. */
export async function customerRfq(db: Db, userId: number, rfqId: number): Promise<CustomerRfqJson | null> {
  const rfqs = await db
    .select(rfqColumns)
    .from(t.rfqs)
    .where(and(eq(t.rfqs.id, rfqId), eq(t.rfqs.userId, userId)));
  return (await rfqsJson(db, rfqs))[0] ?? null;
}

/** One lead, only when its request is the customer's own. */
export async function customerLead(db: Db, userId: number, leadId: number): Promise<CustomerLeadJson | null> {
  const rows = await leadRows(db)
    .innerJoin(t.rfqs, eq(t.rfqs.id, t.leads.rfqId))
    .where(and(eq(t.leads.id, leadId), eq(t.rfqs.userId, userId)));
  const [lead] = await leadsJson(
    db,
    rows.map(({ lead, supplier }) => ({ lead, supplier })),
  );
  return lead ?? null;
}

/** The lead's meetings (spec §7), only when its request is the customer's own. */
export async function customerLeadMeetings(db: Db, userId: number, leadId: number) {
  const [owned] = await db
    .select({ id: t.leads.id })
    .from(t.leads)
    .innerJoin(t.rfqs, eq(t.rfqs.id, t.leads.rfqId))
    .where(and(eq(t.leads.id, leadId), eq(t.rfqs.userId, userId)));
  if (!owned) return null;
  const [meetings, requests] = await Promise.all([
    db.select().from(t.meetings).where(eq(t.meetings.leadId, leadId)).orderBy(asc(t.meetings.startsAt)),
    db.select().from(t.meetingRequests).where(eq(t.meetingRequests.leadId, leadId)).orderBy(asc(t.meetingRequests.id)),
  ]);
  return meetingsJson(meetings, requests);
}
