// Other customers' requests for the read benches: the demo customer's GET …/rfqs must stay fast however many
// requests the database holds besides theirs. Written set-wise by the database (generate_series), so
// 20,000 requests with their leads, offers and products take seconds, not a round trip per row.
//
// The shape follows a real month of traffic: one customer, one request (a copy of the demo request, so the rows
// are as wide as real ones), about 70 % of them closed; each request 3–6 leads, one per lender; about half of the
// leads with an offer of 1–3 products; some messages, meetings, meeting requests, calls, support-call requests
// and eSkat documents; a signed-in session for every fourth customer, so the session read meets a table of a
// real size. Everything is derived from ids, so every run writes the same rows.
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

export type OtherRequestCounts = {
  requests: number;
  leads: number;
  offers: number;
  offerProducts: number;
  messages: number;
  meetings: number;
};

/** Rows of other customers end in this domain, so they are easy to tell from the demo's. */
const EMAIL_DOMAIN = '@other.bench.example';
/** Leads per request are 3 to this many, one per lender. */
const MOST_LEADS = 6;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

async function one(db: Pick<Db, 'execute'>, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf(await db.execute(query));
  return Number(Object.values(row ?? {})[0] ?? 0);
}

/**
 * Adds `count` other customers, each with one request and its leads and offers, beside whatever is there (the
 * demo customer's request is the template, so run the demo seed first). Then ANALYZE, as autovacuum would
 * soon after a real bulk load, so the planner sees the tables' real sizes.
 */
export async function seedOtherRequests(db: Db, count: number): Promise<OtherRequestCounts> {
  if (count > 0) {
    const lenders = await one(db, sql`select count(*) from suppliers`);
    if (lenders < MOST_LEADS) throw new Error(`other requests need ${MOST_LEADS} lenders, the seed has ${lenders}`);
    await db.transaction(async (tx) => {
      const before = {
        user: await one(tx, sql`select coalesce(max(id), 0) from users`),
        rfq: await one(tx, sql`select coalesce(max(id), 0) from rfqs`),
        lead: await one(tx, sql`select coalesce(max(id), 0) from leads`),
        offer: await one(tx, sql`select coalesce(max(id), 0) from offers`),
      };
      const template = await one(tx, sql`select coalesce(min(id), 0) from rfqs`);
      if (!template) throw new Error('other requests copy the demo request: seed the demo first');

      // Nobody signs in as these customers: the hash is no valid scrypt string.
      await tx.execute(sql`
        insert into users (email, password_hash, name, phone)
        select 'customer' || g || ${EMAIL_DOMAIN}, '!', 'Kunde ' || g, '+4540' || lpad(g::text, 6, '0')
        from generate_series(1, ${count}::int) g`);
      await tx.execute(sql`
        insert into sessions (id_hash, user_id, csrf_token, expires_at, last_seen_at)
        select encode(sha256(convert_to('session ' || u.id, 'UTF8')), 'hex'), u.id, md5('csrf ' || u.id),
          now() + interval '2 hours', now()
        from users u where u.id > ${before.user} and u.id % 4 = 0`);
      await tx.execute(sql`
        insert into rfqs (user_id, purpose, subjects, request, created_at, closed_at, close_reason)
        select u.id, tpl.purpose, tpl.subjects, tpl.request, at.created,
          case when u.id % 10 < 7 then at.created + interval '30 days' end,
          case when u.id % 10 < 7 then 'Jeg har valgt et andet tilbud.' end
        from users u
        cross join (select purpose, subjects, request from rfqs where id = ${template}) tpl
        cross join lateral (select now() - ((u.id * 37) % 730) * interval '1 day' as created) at
        where u.id > ${before.user}
        order by u.id`);
      // Lead i of request r goes to lender (r + i) mod n: 3–6 different lenders per request.
      await tx.execute(sql`
        insert into leads (rfq_id, supplier_id, status, handler_name, is_anonymous, lost_reason, created_at, updated_at)
        select r.id, s.ids[1 + (r.id + i) % cardinality(s.ids)], st.status,
          'Rådgiver ' || (r.id + i) % 40, (r.id + i) % 3 = 0,
          case when st.status = 'lost' then 'Kunden valgte et andet tilbud.' end,
          r.created_at + interval '1 hour', r.created_at + interval '1 hour'
        from rfqs r
        cross join (select array_agg(id order by id) as ids from suppliers) s
        cross join lateral generate_series(0, 2 + r.id % ${MOST_LEADS - 2}) i
        cross join lateral (select case when r.closed_at is null then 'open'
          else (array['lost', 'lost', 'won'])[1 + (r.id + i) % 3] end as status) st
        where r.id > ${before.rfq}
        order by r.id, i`);
      await tx.execute(sql`
        insert into offers (lead_id, total_monthly_discount_ore, savings_after_tax_month_1_ore,
          savings_after_tax_year_1_ore, comment, created_at)
        select l.id, 20000 + (l.id::bigint * 7919) % 300000, 15000 + (l.id::bigint * 104729) % 250000,
          180000 + (l.id::bigint * 1299709) % 3000000, 'Vi har sendt jer et tilbud.', l.created_at + interval '2 hours'
        from leads l
        where l.id > ${before.lead} and (l.id * 31 + l.rfq_id) % 2 = 0
        order by l.id`);
      await tx.execute(sql`
        insert into offer_products (offer_id, product_type, product_sub_type, amount_ore, interest_rate,
          contribution_rate, aop, term_months, fees_ore, monthly_payment_ore, total_cost_ore)
        select o.id, 'loan', (array['fixed_mortgage', 'f1_mortgage', 'bank_home_loan', 'car_loan'])[1 + (o.id + k) % 4],
          100000000 + (o.id % 50) * 2000000, 3.5 + (o.id % 20) / 10.0, 0.75, 4.1 + (o.id % 20) / 10.0,
          360, 1500000, 600000 + (o.id % 50) * 10000, 216000000 + (o.id % 50) * 3600000
        from offers o
        cross join lateral generate_series(1, 1 + o.id % 3) k
        where o.id > ${before.offer}
        order by o.id, k`);
      // About 30 % of the leads have a conversation of 1–4 messages; the latest from the lender is unread.
      await tx.execute(sql`
        insert into messages (lead_id, sender, body, read_at, created_at)
        select l.id, case when k % 2 = 1 then 'supplier' else 'customer' end, 'Besked nummer ' || k || ' om tilbuddet.',
          case when k < 1 + l.id % 4 then l.created_at + k * interval '1 day' end, l.created_at + k * interval '1 hour'
        from leads l
        cross join lateral generate_series(1, 1 + l.id % 4) k
        where l.id > ${before.lead} and l.id % 10 < 3
        order by l.id, k`);
      await tx.execute(sql`
        insert into meetings (lead_id, starts_at, ends_at, location, status, created_at)
        select l.id, l.created_at + interval '3 days', l.created_at + interval '3 days 1 hour', 'Filialen',
          (array['pending', 'confirmed', 'cancelled'])[1 + l.id % 3], l.created_at + interval '1 day'
        from leads l where l.id > ${before.lead} and l.id % 100 < 8`);
      await tx.execute(sql`
        insert into meeting_requests (lead_id, proposed_times, comment, status, created_at)
        select l.id, jsonb_build_array(l.created_at + interval '4 days', l.created_at + interval '5 days'),
          'Gerne om formiddagen.', (array['pending', 'accepted'])[1 + l.id % 2], l.created_at + interval '1 day'
        from leads l where l.id > ${before.lead} and l.id % 100 between 10 and 14`);
      await tx.execute(sql`
        insert into calls (lead_id, scheduled_at, status, created_at)
        select l.id, l.created_at + interval '2 days', 'scheduled', l.created_at + interval '1 day'
        from leads l where l.id > ${before.lead} and l.id % 100 between 20 and 23`);
      await tx.execute(sql`
        insert into support_call_requests (lead_id, phone, preferred_time, status, created_at)
        select l.id, '+4512345678', 'morning', 'pending', l.created_at + interval '1 day'
        from leads l where l.id > ${before.lead} and l.id % 100 between 30 and 32`);
      await tx.execute(sql`
        insert into documents (user_id, lead_id, document_type_id, file_name, mime_type, size_bytes, storage_key, created_at)
        select r.user_id, l.id, 30 + l.id % 2, 'skat-' || l.id || '.pdf', 'application/pdf', 48213,
          'bench/' || l.id, l.created_at + interval '1 day'
        from leads l join rfqs r on r.id = l.rfq_id
        where l.id > ${before.lead} and l.id % 100 between 40 and 44`);
    });
    await db.execute(sql`analyze`);
  }
  const [counts] = rowsOf(
    await db.execute(sql`select
      (select count(*) from rfqs) as requests, (select count(*) from leads) as leads,
      (select count(*) from offers) as offers, (select count(*) from offer_products) as offer_products,
      (select count(*) from messages) as messages, (select count(*) from meetings) as meetings`),
  );
  return {
    requests: Number(counts.requests),
    leads: Number(counts.leads),
    offers: Number(counts.offers),
    offerProducts: Number(counts.offer_products),
    messages: Number(counts.messages),
    meetings: Number(counts.meetings),
  };
}
