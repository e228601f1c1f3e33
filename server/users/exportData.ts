// Everything we hold about one customer, as JSON (GDPR art. 15 and 20: access and portability). Read
// through the views the dashboard uses where they exist, so the export says what the customer sees, and then
// what those views leave out: the request as submitted with its tracking fields, whole messages, documents'
// metadata, and every other table about the customer as stored (customerTables.ts): the mails sent to her, her
// password resets (without the tokens) and the error reports that carry her as their user among them.
import { asc, eq, inArray } from 'drizzle-orm';
import type { ProfileExport } from '../../contract/profile';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { loadEconomicProfile } from '../economicProfile/economicProfileView';
import { customerRfqs, meetingsJson } from '../rfqs/customerViews';
import { errorReportIdsOf } from '../errorReports/customerReports';
import { customerRecords } from './customerTables';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export async function exportCustomerData(db: Db, userId: number): Promise<ProfileExport | null> {
  const [user] = await db.select().from(t.users).where(eq(t.users.id, userId));
  if (!user) return null;
  const [economicProfile, rfqs, submitted, documents] = await Promise.all([
    loadEconomicProfile(db, userId),
    customerRfqs(db, userId),
    db
      .select({ id: t.rfqs.id, createdAt: t.rfqs.createdAt, request: t.rfqs.request, attribution: t.rfqs.attribution })
      .from(t.rfqs)
      .where(eq(t.rfqs.userId, userId))
      .orderBy(asc(t.rfqs.id)),
    db.select().from(t.documents).where(eq(t.documents.userId, userId)).orderBy(asc(t.documents.id)),
  ]);
  const leadIds = rfqs.flatMap((rfq) => rfq.leads.map((lead) => lead.id));
  const records = await customerRecords(db, {
    user: [userId],
    rfq: submitted.map((r) => r.id),
    lead: leadIds,
    email: [user.email.toLowerCase()],
    errorReport: await errorReportIdsOf(db, user),
  });
  const [messages, meetings, meetingRequests] = leadIds.length
    ? await Promise.all([
        db.select().from(t.messages).where(inArray(t.messages.leadId, leadIds)).orderBy(asc(t.messages.id)),
        db.select().from(t.meetings).where(inArray(t.meetings.leadId, leadIds)).orderBy(asc(t.meetings.startsAt)),
        db
          .select()
          .from(t.meetingRequests)
          .where(inArray(t.meetingRequests.leadId, leadIds))
          .orderBy(asc(t.meetingRequests.id)),
      ])
    : [[], [], []];

  return {
    exported_at: new Date().toISOString(),
    account: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      preferences: user.preferences,
      marketing_unsubscribed_at: iso(user.marketingUnsubscribedAt),
      created_at: user.createdAt.toISOString(),
      updated_at: user.updatedAt.toISOString(),
    },
    economic_profile: economicProfile,
    rfqs,
    submitted_requests: submitted.map((r) => ({
      rfq_id: r.id,
      created_at: r.createdAt.toISOString(),
      request: r.request,
      attribution: r.attribution,
    })),
    messages: messages.map((m) => ({
      id: m.id,
      lead_id: m.leadId,
      sender: m.sender,
      body: m.body,
      read_at: iso(m.readAt),
      created_at: m.createdAt.toISOString(),
    })),
    meetings: leadIds
      .map((leadId) => ({
        lead_id: leadId,
        ...meetingsJson(
          meetings.filter((m) => m.leadId === leadId),
          meetingRequests.filter((r) => r.leadId === leadId),
        ),
      }))
      .filter(
        (m) =>
          m.meetings.length + m.pendingMeetings.length + m.meetingRequests.length + m.pendingMeetingRequests.length > 0,
      ),
    documents: documents.map((d) => ({
      id: d.id,
      lead_id: d.leadId,
      document_type_id: d.documentTypeId,
      file_name: d.fileName,
      mime_type: d.mimeType,
      size_bytes: d.sizeBytes,
      created_at: d.createdAt.toISOString(),
    })),
    records,
  };
}
