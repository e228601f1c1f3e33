// Everything hanging off a lead (offer with products, messages, meetings, meeting requests, calls, support-call
// requests, eSkat documents) as ONE JSON value built inside the database: `leadPartsSql` is a column expression
// for a lead row aliased `l`, so the customer's whole request tree (customerViews.ts) is one statement. The
// dashboard reads this on every visit, and each round trip costs about as much as the work itself.
// `parseLeadParts` turns the JSON back into the drizzle row shapes, so serialisation stays in one place
// (offerView, customerViews).
import { sql, type SQL } from 'drizzle-orm';
import * as t from '../db/schema';

/** Document types of eSkat tax documents (spec §9). */
export const ESKAT_DOCUMENT_TYPES = [30, 31];

export type LeadParts = {
  offer: { offer: typeof t.offers.$inferSelect; products: (typeof t.offerProducts.$inferSelect)[] } | null;
  messages: Pick<typeof t.messages.$inferSelect, 'id' | 'leadId' | 'sender' | 'readAt' | 'createdAt'>[];
  meetings: (typeof t.meetings.$inferSelect)[];
  meetingRequests: (typeof t.meetingRequests.$inferSelect)[];
  calls: (typeof t.calls.$inferSelect)[];
  supportCallRequests: (typeof t.supportCallRequests.$inferSelect)[];
  eskatDocuments: { id: number; documentTypeId: number; createdAt: Date }[];
};

// Timestamps leave the database in the exact text of Date.prototype.toISOString().
export const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const list = (select: SQL, from: string, order: string) =>
  sql`coalesce((select json_agg(${select} order by ${sql.raw(order)}) from ${sql.raw(from)}), '[]'::json)`;

type Json = Record<string, unknown>;
/** The JSON `leadPartsSql` answers. */
export type RawLeadParts = {
  offer: (Json & { products: Json[] }) | null;
  messages: Json[];
  meetings: Json[];
  meeting_requests: Json[];
  calls: Json[];
  support: Json[];
  eskat: Json[];
};

export const date = (value: unknown) => new Date(String(value));
export const maybeDate = (value: unknown) => (value === null ? null : date(value));
export const num = (value: unknown) => Number(value);
const maybeNum = (value: unknown) => (value === null ? null : Number(value));
export const maybeText = (value: unknown) => (value === null ? null : String(value));

/** The parts of the lead aliased `l` in the enclosing query, as one JSON object (see RawLeadParts). */
export const leadPartsSql = sql<RawLeadParts>`json_build_object(
      'offer', (select json_build_object(
          'id', o.id, 'lead_id', o.lead_id, 'comment', o.comment, 'created_at', ${iso('o.created_at')},
          'version', o.version, 'valid_until', ${iso('o.valid_until')},
          'expiry_reminder_at', ${iso('o.expiry_reminder_at')},
          'total_monthly_discount_ore', o.total_monthly_discount_ore,
          'savings_after_tax_month_1_ore', o.savings_after_tax_month_1_ore,
          'savings_after_tax_year_1_ore', o.savings_after_tax_year_1_ore,
          'products', ${list(
            sql`json_build_object('id', p.id, 'offer_id', p.offer_id, 'product_type', p.product_type, 'product_sub_type', p.product_sub_type,
              'amount_ore', p.amount_ore, 'interest_rate', p.interest_rate::text, 'contribution_rate', p.contribution_rate::text,
              'aop', p.aop::text, 'term_months', p.term_months, 'fees_ore', p.fees_ore, 'monthly_payment_ore', p.monthly_payment_ore,
              'total_cost_ore', p.total_cost_ore, 'rate_type', p.rate_type, 'rate_fixed_months', p.rate_fixed_months,
              'early_repayment_fee_percent', p.early_repayment_fee_percent::text, 'replaces', p.replaces)`,
            'offer_products p where p.offer_id = o.id',
            'p.id',
          )})
        from offers o where o.lead_id = l.id),
      'messages', ${list(
        sql`json_build_object('id', m.id, 'sender', m.sender, 'read_at', ${iso('m.read_at')}, 'created_at', ${iso('m.created_at')})`,
        'messages m where m.lead_id = l.id',
        'm.id',
      )},
      'meetings', ${list(
        sql`json_build_object('id', x.id, 'starts_at', ${iso('x.starts_at')}, 'ends_at', ${iso('x.ends_at')}, 'location', x.location, 'status', x.status,
          'channel', x.channel, 'topic', x.topic, 'meeting_request_id', x.meeting_request_id, 'created_at', ${iso('x.created_at')})`,
        'meetings x where x.lead_id = l.id',
        'x.starts_at, x.id',
      )},
      'meeting_requests', ${list(
        sql`json_build_object('id', r.id, 'proposed_times', r.proposed_times, 'comment', r.comment, 'status', r.status,
          'channel', r.channel, 'topic', r.topic, 'decline_reason', r.decline_reason, 'decided_at', ${iso('r.decided_at')}, 'created_at', ${iso('r.created_at')})`,
        'meeting_requests r where r.lead_id = l.id',
        'r.id',
      )},
      'calls', ${list(
        sql`json_build_object('id', c.id, 'scheduled_at', ${iso('c.scheduled_at')}, 'status', c.status, 'note', c.note,
          'support_call_request_id', c.support_call_request_id, 'created_at', ${iso('c.created_at')})`,
        'calls c where c.lead_id = l.id',
        'c.scheduled_at, c.id',
      )},
      'support', ${list(
        sql`json_build_object('id', s.id, 'phone', s.phone, 'preferred_time', s.preferred_time, 'status', s.status, 'created_at', ${iso('s.created_at')})`,
        'support_call_requests s where s.lead_id = l.id',
        's.id',
      )},
      'eskat', ${list(
        sql`json_build_object('id', d.id, 'document_type_id', d.document_type_id, 'created_at', ${iso('d.created_at')})`,
        `documents d where d.lead_id = l.id and d.document_type_id in (${ESKAT_DOCUMENT_TYPES.join(', ')})`,
        'd.id',
      )}
    )`;

export function parseLeadParts(leadId: number, row: RawLeadParts): LeadParts {
  const o = row.offer;
  return {
    offer: o && {
      offer: {
        id: num(o.id),
        leadId,
        comment: maybeText(o.comment),
        createdAt: date(o.created_at),
        version: num(o.version),
        validUntil: date(o.valid_until),
        expiryReminderAt: o.expiry_reminder_at === null ? null : date(o.expiry_reminder_at),
        totalMonthlyDiscountOre: maybeNum(o.total_monthly_discount_ore),
        savingsAfterTaxMonth1Ore: maybeNum(o.savings_after_tax_month_1_ore),
        savingsAfterTaxYear1Ore: maybeNum(o.savings_after_tax_year_1_ore),
      },
      products: o.products.map((p) => ({
        id: num(p.id),
        offerId: num(p.offer_id),
        productType: String(p.product_type),
        productSubType: String(p.product_sub_type),
        amountOre: num(p.amount_ore),
        interestRate: String(p.interest_rate),
        contributionRate: maybeText(p.contribution_rate),
        aop: maybeText(p.aop),
        termMonths: maybeNum(p.term_months),
        feesOre: num(p.fees_ore),
        monthlyPaymentOre: maybeNum(p.monthly_payment_ore),
        totalCostOre: maybeNum(p.total_cost_ore),
        rateType: maybeText(p.rate_type),
        rateFixedMonths: maybeNum(p.rate_fixed_months ?? null),
        earlyRepaymentFeePercent: maybeText(p.early_repayment_fee_percent ?? null),
        replaces: Array.isArray(p.replaces) ? p.replaces.map(String) : null,
      })),
    },
    messages: row.messages.map((m) => ({
      id: num(m.id),
      leadId,
      sender: String(m.sender),
      readAt: maybeDate(m.read_at),
      createdAt: date(m.created_at),
    })),
    meetings: row.meetings.map((m) => ({
      id: num(m.id),
      leadId,
      startsAt: date(m.starts_at),
      endsAt: date(m.ends_at),
      location: maybeText(m.location),
      status: String(m.status),
      channel: String(m.channel),
      topic: maybeText(m.topic),
      meetingRequestId: maybeNum(m.meeting_request_id),
      createdAt: date(m.created_at),
    })),
    meetingRequests: row.meeting_requests.map((r) => ({
      id: num(r.id),
      leadId,
      proposedTimes: Array.isArray(r.proposed_times) ? r.proposed_times.map(String) : [],
      comment: maybeText(r.comment),
      status: String(r.status),
      channel: String(r.channel),
      topic: maybeText(r.topic),
      declineReason: maybeText(r.decline_reason),
      decidedAt: maybeDate(r.decided_at),
      createdAt: date(r.created_at),
    })),
    calls: row.calls.map((c) => ({
      id: num(c.id),
      leadId,
      scheduledAt: date(c.scheduled_at),
      status: String(c.status),
      note: maybeText(c.note),
      supportCallRequestId: maybeNum(c.support_call_request_id),
      createdAt: date(c.created_at),
    })),
    supportCallRequests: row.support.map((s) => ({
      id: num(s.id),
      leadId,
      phone: String(s.phone),
      preferredTime: maybeText(s.preferred_time),
      status: String(s.status),
      createdAt: date(s.created_at),
    })),
    eskatDocuments: row.eskat.map((d) => ({
      id: num(d.id),
      documentTypeId: num(d.document_type_id),
      createdAt: date(d.created_at),
    })),
  };
}
