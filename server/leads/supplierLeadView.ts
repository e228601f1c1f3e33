// A lead as the lender's own system sees it through the supplier API. While the lead is anonymous the
// customer is hidden: no name, email or phone, and the request loses everything that identifies a person
// (street addresses, names and birth dates of both applicants, employer, contact data); postal code and town stay,
// lenders price by area.
import { and, asc, eq } from 'drizzle-orm';
import { lenderOutcome } from '../../domain/leadProgress';
import { SENSITIVE_KEY } from '../../domain/personalDataRedaction';
import type { RfqRequest } from '../../contract/rfqRequest';
import type { LeadStatusFilter, SupplierLead } from '../../contract/supplier';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { loadOffers } from '../rfqs/offerView';
import { agreementJson } from '../agreements/agreementView';

const IDENTIFYING_KEY =
  /^(co_applicant_)?(name|full_name|first_name|last_name|address[0-9]?|address_line\d?|one_?line_?address|oneLineAddress|address_lookup_id|birth_?date|employer|customer_comments|comment|companion_?person)$/i;

/** The request without personal data: identifying keys dropped at every depth. */
export function anonymousRequest(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(anonymousRequest);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (IDENTIFYING_KEY.test(key) || SENSITIVE_KEY.test(key)) continue;
    out[key] = anonymousRequest(item);
  }
  return out;
}

type Row = { lead: typeof t.leads.$inferSelect; rfq: typeof t.rfqs.$inferSelect; user: typeof t.users.$inferSelect };

export async function supplierLeadsJson(db: Db, rows: readonly Row[]): Promise<SupplierLead[]> {
  const offers = await loadOffers(
    db,
    rows.map((r) => r.lead.id),
  );
  return rows.map(({ lead, rfq, user }) => {
    const offer = offers.get(lead.id) ?? null;
    return {
      id: lead.id,
      status: lead.status,
      pipeline: lead.pipeline,
      lost_reason: lead.lostReason,
      outcome: lenderOutcome({ status: lead.status, lost_reason: lead.lostReason, offer }, rfq.closedAt === null),
      won_at: lead.wonAt?.toISOString() ?? null,
      won_offer_version: lead.wonOfferVersion,
      won_confirmed_with: lead.status !== 'won' ? null : lead.confirmedWithMitidAt ? 'mitid' : 'password',
      acknowledged_at: lead.acknowledgedAt?.toISOString() ?? null,
      agreement: agreementJson(lead.agreementSignedOn, lead.withdrawnAt),
      handler_name: lead.handlerName,
      handler_notes: lead.handlerNotes,
      is_anonymous: lead.isAnonymous,
      created_at: lead.createdAt.toISOString(),
      updated_at: lead.updatedAt.toISOString(),
      rfq: {
        id: rfq.id,
        purpose: rfq.purpose,
        subjects: rfq.subjects,
        created_at: rfq.createdAt.toISOString(),
        closed_at: rfq.closedAt ? rfq.closedAt.toISOString() : null,
        // Dropping keys leaves a request: every identifying field is optional in its schema.
        request: lead.isAnonymous ? (anonymousRequest(rfq.request) as RfqRequest) : rfq.request,
      },
      customer: lead.isAnonymous ? null : { name: user.name, email: user.email, phone: user.phone },
      offer,
    };
  });
}

export type SupplierLeadJson = SupplierLead;

function rowsQuery(db: Db) {
  return db
    .select({ lead: t.leads, rfq: t.rfqs, user: t.users })
    .from(t.leads)
    .innerJoin(t.rfqs, eq(t.rfqs.id, t.leads.rfqId))
    .innerJoin(t.users, eq(t.users.id, t.rfqs.userId));
}

export async function supplierLeads(db: Db, supplierId: number, status: LeadStatusFilter): Promise<SupplierLeadJson[]> {
  const ofStatus = status === 'all' ? undefined : eq(t.leads.status, status);
  const rows = await rowsQuery(db)
    .where(and(eq(t.leads.supplierId, supplierId), ofStatus))
    .orderBy(asc(t.leads.id));
  return supplierLeadsJson(db, rows);
}

/** One lead of this lender; another lender's lead is as absent as a lead that does not exist. */
export async function supplierLead(db: Db, supplierId: number, leadId: number): Promise<SupplierLeadJson | null> {
  const rows = await rowsQuery(db).where(and(eq(t.leads.id, leadId), eq(t.leads.supplierId, supplierId)));
  return (await supplierLeadsJson(db, rows))[0] ?? null;
}
