// Requests and leads as the customer sees them (spec §3 RFQ and Lead; server/routes/API.md). Built from an
// explicit list of fields, so a lender's own data (handler_notes, pricing, tokens) can never leak by accident,
// and loaded in a fixed number of queries however many requests and leads there are.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Lead, Rfq } from '../../contract/customerRfqs';
import { isRfqActive, isRfqOutdated } from '../../domain/rfqRules';
import { reputationOf, type Reputation } from '../../domain/supplierReputation';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { date, iso as isoSql, leadPartsSql, maybeText, num, parseLeadParts, type RawLeadParts } from './leadParts';
import { offerJson } from './offerView';
import { callJson, meetingsJson, supportCallRequestJson } from '../meetings/meetingViews';
import { agreementJson } from '../agreements/agreementView';

/** Re-exported for callers that read meetings with the rest of a lead (server/users/exportData.ts). */
export { meetingsJson };

type Instant = Date | null;
const iso = (at: Instant) => (at ? at.toISOString() : null);

export function supplierJson(
  s: Pick<typeof t.suppliers.$inferSelect, 'id' | 'name' | 'shortName' | 'logo'>,
  reputation: Reputation,
) {
  return { id: s.id, name: s.name, short_name: s.shortName, smallLogo: { url: s.logo }, reputation };
}

// Only the fields the customer's view shows: a lender's pricing, token hash and notes, a request's recording and
// attribution are never even read here.
const rfqColumns = {
  id: t.rfqs.id,
  purpose: t.rfqs.purpose,
  subjects: t.rfqs.subjects,
  request: t.rfqs.request,
  createdAt: t.rfqs.createdAt,
  closedAt: t.rfqs.closedAt,
  closeReason: t.rfqs.closeReason,
};

type LeadRow = Pick<
  typeof t.leads.$inferSelect,
  | 'id'
  | 'rfqId'
  | 'status'
  | 'pipeline'
  | 'lostReason'
  | 'wonAt'
  | 'acknowledgedAt'
  | 'createdAt'
  | 'updatedAt'
  | 'handlerName'
  | 'crossSellerId'
  | 'isAnonymous'
>;
type SupplierRow = Pick<typeof t.suppliers.$inferSelect, 'id' | 'name' | 'shortName' | 'logo'>;
type RfqRow = Pick<typeof t.rfqs.$inferSelect, keyof typeof rfqColumns>;

/** A lead aliased `l`, its lender aliased `s` and everything hanging off it, as one JSON value. */
type RawLead = Record<string, unknown> & {
  supplier: Record<string, unknown> & { ratings: { count: unknown; stars: unknown } };
  parts: RawLeadParts;
};
const leadTreeSql = sql<RawLead>`json_build_object(
  'id', l.id, 'rfq_id', l.rfq_id, 'status', l.status, 'pipeline', l.pipeline, 'lost_reason', l.lost_reason,
  'won_at', ${isoSql('l.won_at')}, 'acknowledged_at', ${isoSql('l.acknowledged_at')},
  'agreement_signed_on', l.agreement_signed_on::text, 'withdrawn_at', ${isoSql('l.withdrawn_at')},
  'created_at', ${isoSql('l.created_at')}, 'updated_at', ${isoSql('l.updated_at')}, 'handler_name', l.handler_name,
  'cross_seller_id', l.cross_seller_id, 'is_anonymous', l.is_anonymous,
  'supplier', json_build_object('id', s.id, 'name', s.name, 'short_name', s.short_name, 'logo', s.logo,
    'ratings', (select json_build_object('count', count(*), 'stars', coalesce(sum(r.stars), 0))
      from supplier_ratings r where r.supplier_id = s.id)),
  'parts', ${leadPartsSql})`;
const leadSources = sql`leads l join suppliers s on s.id = l.supplier_id`;

function leadJson(raw: RawLead): Lead {
  const lead: LeadRow = {
    id: num(raw.id),
    rfqId: num(raw.rfq_id),
    status: String(raw.status),
    pipeline: String(raw.pipeline),
    lostReason: maybeText(raw.lost_reason),
    wonAt: raw.won_at === null ? null : date(raw.won_at),
    acknowledgedAt: raw.acknowledged_at === null ? null : date(raw.acknowledged_at),
    createdAt: date(raw.created_at),
    updatedAt: date(raw.updated_at),
    handlerName: maybeText(raw.handler_name),
    crossSellerId: raw.cross_seller_id === null ? null : num(raw.cross_seller_id),
    isAnonymous: raw.is_anonymous === true,
  };
  const supplier: SupplierRow = {
    id: num(raw.supplier.id),
    name: String(raw.supplier.name),
    shortName: String(raw.supplier.short_name),
    logo: String(raw.supplier.logo),
  };
  const part = parseLeadParts(lead.id, raw.parts);
  const offer = part.offer ? offerJson(part.offer.offer, part.offer.products) : null;
  const messages = part.messages;
  return {
    id: lead.id,
    rfq_id: lead.rfqId,
    status: lead.status,
    pipeline: lead.pipeline,
    lost_reason: lead.lostReason,
    won_at: lead.wonAt?.toISOString() ?? null,
    acknowledged_at: lead.acknowledgedAt?.toISOString() ?? null,
    agreement: agreementJson(
      maybeText(raw.agreement_signed_on),
      raw.withdrawn_at === null ? null : date(raw.withdrawn_at),
    ),
    created_at: lead.createdAt.toISOString(),
    updated_at: lead.updatedAt.toISOString(),
    supplier: supplierJson(supplier, reputationOf(num(raw.supplier.ratings.count), num(raw.supplier.ratings.stars))),
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
    ...meetingsJson(part.meetings, part.meetingRequests),
    calls: part.calls.map(callJson),
    supportCallRequests: part.supportCallRequests.map(supportCallRequestJson),
    eskat: {
      documents: part.eskatDocuments.map((d) => ({
        id: d.id,
        document_type_id: d.documentTypeId,
        created_at: d.createdAt.toISOString(),
      })),
    },
  };
}

export type CustomerLeadJson = Lead;

function rfqJson(rfq: RfqRow, leads: CustomerLeadJson[], now: Date): Rfq {
  const closed = { closed_at: rfq.closedAt };
  const request = rfq.request;
  return {
    id: rfq.id,
    purpose: rfq.purpose,
    subjects: rfq.subjects,
    created_at: rfq.createdAt.toISOString(),
    closed_at: iso(rfq.closedAt),
    close_reason: rfq.closeReason,
    is_active: isRfqActive(closed),
    is_outdated: isRfqOutdated(closed, now),
    // The request's lists as submitted (a list a request made before it existed is empty).
    properties: request.properties ?? [],
    mortgages: request.mortgages ?? [],
    loans: request.loans ?? [],
    credits: request.credits ?? [],
    deposits: request.deposits ?? [],
    vehicles: request.vehicles ?? [],
    boats: request.boats ?? [],
    leads,
  };
}

export type CustomerRfqJson = Rfq;

// The customer's request tree in ONE statement, each planned once per database (a prepared statement on
// PostgreSQL): the requests, and per request its leads with their lenders and parts aggregated to JSON.
const rfqTreeColumns = {
  ...rfqColumns,
  leads: sql<RawLead[]>`coalesce((select json_agg(${leadTreeSql} order by l.id) from ${leadSources}
    where l.rfq_id = rfqs.id), '[]'::json)`,
};

function prepareStatements(db: Db) {
  return {
    rfqs: db
      .select(rfqTreeColumns)
      .from(t.rfqs)
      .where(eq(t.rfqs.userId, sql.placeholder('userId')))
      .orderBy(desc(t.rfqs.id))
      .prepare('customer_rfq_tree'),
    rfq: db
      .select(rfqTreeColumns)
      .from(t.rfqs)
      .where(and(eq(t.rfqs.id, sql.placeholder('rfqId')), eq(t.rfqs.userId, sql.placeholder('userId'))))
      .prepare('customer_rfq_one'),
    lead: db
      .select({ lead: leadTreeSql })
      .from(sql`${leadSources} join rfqs r on r.id = l.rfq_id`)
      .where(sql`l.id = ${sql.placeholder('leadId')} and r.user_id = ${sql.placeholder('userId')}`)
      .prepare('customer_lead_one'),
  };
}
const statementsByDb = new WeakMap<Db, ReturnType<typeof prepareStatements>>();
function statements(db: Db) {
  let prepared = statementsByDb.get(db);
  if (!prepared) {
    prepared = prepareStatements(db);
    statementsByDb.set(db, prepared);
  }
  return prepared;
}

function treeJson(rows: readonly (RfqRow & { leads: RawLead[] })[]): CustomerRfqJson[] {
  const now = new Date();
  return rows.map((row) => rfqJson(row, row.leads.map(leadJson), now));
}

/** The customer's requests, newest first. */
export async function customerRfqs(db: Db, userId: number): Promise<CustomerRfqJson[]> {
  return treeJson(await statements(db).rfqs.execute({ userId }));
}

/** One request, only when it is the customer's own. */
export async function customerRfq(db: Db, userId: number, rfqId: number): Promise<CustomerRfqJson | null> {
  return treeJson(await statements(db).rfq.execute({ userId, rfqId }))[0] ?? null;
}

/** One lead, only when its request is the customer's own. */
export async function customerLead(db: Db, userId: number, leadId: number): Promise<CustomerLeadJson | null> {
  const [row] = await statements(db).lead.execute({ userId, leadId });
  return row ? leadJson(row.lead) : null;
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
