// Call requests and calls (spec §3 Lead: supportCallRequests, calls): a customer asks a lender to ring
// them on a Danish number in a preferred window; the lender logs the calls it made, which may answer a request.
// The number is the customer's own choice to share, so it does not end the lead's anonymity (§4: only a meeting
// request does); it is shown to that lender only, on the request.
import { and, asc, eq } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CallLogBody, CallRequestBody } from '../../contract/meetings';
import { isPhoneNumberOf } from '../../domain/validation/phoneNumber';
import * as t from '../db/schema';
import { isUniqueViolation } from '../http/databaseErrors';
import { loadLeadContext } from '../leads/leadActions';
import { callJson, supportCallRequestJson } from './meetingViews';
import { customerLeadContext, isReachable, publishMeetingChange, type FieldProblems } from './meetingService';
import type { MeetingDeps } from './meetingDeps';

/** Phone numbers a customer gives are Danish; the §5 phone_number rule checks them. */
const PHONE_COUNTRY = 'DK';

export type CallRequestOutcome =
  | { kind: 'created'; request: ReturnType<typeof supportCallRequestJson> }
  | { kind: 'notFound' | 'closed' | 'pendingExists' }
  | { kind: 'invalid'; problems: FieldProblems };

export async function requestCall(
  deps: MeetingDeps,
  userId: number,
  leadId: number,
  body: CallRequestBody,
): Promise<CallRequestOutcome> {
  const context = await customerLeadContext(deps.app, userId, leadId);
  if (!context) return { kind: 'notFound' };
  const phone = body.phone.trim();
  if (!(await isPhoneNumberOf(phone, PHONE_COUNTRY)))
    return { kind: 'invalid', problems: { phone: [{ id: 'validation.phone_number' }] } };
  if (!isReachable(context)) return { kind: 'closed' };
  // Stored in international form (+4520123456), as the lender's system dials it.
  const international = parsePhoneNumberFromString(phone, PHONE_COUNTRY)?.number ?? phone;
  let row: typeof t.supportCallRequests.$inferSelect;
  try {
    [row] = await deps.app.db
      .insert(t.supportCallRequests)
      .values({ leadId, phone: international, preferredTime: body.preferred_window, status: 'pending' })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'pendingExists' };
    throw error;
  }
  publishMeetingChange(deps.app, context, {});
  return { kind: 'created', request: supportCallRequestJson(row) };
}

export type LogCallOutcome =
  | { kind: 'created'; call: ReturnType<typeof callJson> }
  | { kind: 'notFound' }
  | { kind: 'invalid'; problems: FieldProblems };

/** The lender logs a call on its own lead; naming a call request of that lead marks it handled. */
export async function logCall(
  deps: MeetingDeps,
  supplierId: number,
  leadId: number,
  body: CallLogBody,
): Promise<LogCallOutcome> {
  const context = await loadLeadContext(deps.app.db, leadId);
  if (!context || context.lead.supplierId !== supplierId) return { kind: 'notFound' };
  const requestId = body.support_call_request_id ?? null;
  const call = await deps.app.db.transaction(async (tx) => {
    if (requestId !== null) {
      const [handled] = await tx
        .update(t.supportCallRequests)
        .set({ status: 'handled' })
        .where(and(eq(t.supportCallRequests.id, requestId), eq(t.supportCallRequests.leadId, leadId)))
        .returning({ id: t.supportCallRequests.id });
      if (!handled) return null;
    }
    const [row] = await tx
      .insert(t.calls)
      .values({
        leadId,
        scheduledAt: new Date(body.called_at),
        status: body.status,
        note: body.note?.trim() || null,
        supportCallRequestId: requestId,
      })
      .returning();
    return row;
  });
  // The named request is not one of this lead's: nothing was written.
  if (!call) return { kind: 'invalid', problems: { support_call_request_id: [{ id: 'validation.in' }] } };
  publishMeetingChange(deps.app, context, {});
  return { kind: 'created', call: callJson(call) };
}

/** Everything of a lead's meetings and calls, as its lender sees it (the call requests with their numbers). */
export async function supplierLeadMeetings(deps: MeetingDeps, leadId: number) {
  const { db } = deps.app;
  const [requests, meetings, callRequests, calls] = await Promise.all([
    db.select().from(t.meetingRequests).where(eq(t.meetingRequests.leadId, leadId)).orderBy(asc(t.meetingRequests.id)),
    db.select().from(t.meetings).where(eq(t.meetings.leadId, leadId)).orderBy(asc(t.meetings.startsAt)),
    db
      .select()
      .from(t.supportCallRequests)
      .where(eq(t.supportCallRequests.leadId, leadId))
      .orderBy(asc(t.supportCallRequests.id)),
    db.select().from(t.calls).where(eq(t.calls.leadId, leadId)).orderBy(asc(t.calls.scheduledAt)),
  ]);
  return { requests, meetings, callRequests, calls };
}
