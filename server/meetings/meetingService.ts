// Meeting requests and meetings (spec §4, §7): a customer proposes one to three times in Danish business
// hours, which makes the lead not anonymous (§4: the lender sees the customer's name and contact details from then
// on); the lender confirms one of the times (a meeting) or declines; the customer may withdraw a request still
// pending. Every change is published to both sides; a confirmation is mailed to the customer. A demo lender
// confirms by itself after the configured delay (the lender engine's queue).
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MeetingRequest } from '../../contract/customerRfqs';
import type { MeetingRequestBody } from '../../contract/meetings';
import { meetingEnd, proposedTimeProblems, type MeetingChannel } from '../../domain/meetingTimes';
import { LENDER_EVENTS, USER_EVENTS } from '../../domain/realtimeEvents';
import type { ValidationMessage } from '../../domain/validation/message';
import * as t from '../db/schema';
import { isUniqueViolation } from '../http/databaseErrors';
import { notifierOf } from '../leads/customerNotifier';
import { loadLeadContext, type LeadContext } from '../leads/leadActions';
import { DEMO_JOBS, queueDemoWork } from '../demoLenders/lenderEngine';
import { lenderNotifierOf } from '../leads/lenderNotifier';
import type { MeetingDeps } from './meetingDeps';
import { sendMeetingConfirmation } from './meetingMails';
import { meetingRequestJson } from './meetingViews';

export type FieldProblems = Record<string, ValidationMessage[]>;

type MeetingRequestRow = typeof t.meetingRequests.$inferSelect;
type MeetingRow = typeof t.meetings.$inferSelect;

/** A change on a lead's meetings, told to the customer and to the lender. */
export function publishMeetingChange(
  app: FastifyInstance,
  context: LeadContext,
  ids: { meetingRequestId?: number | null; meetingId?: number | null; confirmed?: boolean },
) {
  const meetingRequestId = ids.meetingRequestId ?? null;
  const meetingId = ids.meetingId ?? null;
  notifierOf(app)(context.rfq.userId, USER_EVENTS.meetingUpdated, {
    rfqId: context.rfq.id,
    leadId: context.lead.id,
    meetingId,
    meetingRequestId,
    ...(ids.confirmed ? { confirmedBy: context.supplier.name } : {}),
  });
  lenderNotifierOf(app)(context.lead.supplierId, LENDER_EVENTS.meetingUpdated, {
    leadId: context.lead.id,
    meetingId,
    meetingRequestId,
  });
}

/** The lead, when its request is the customer's own. */
export async function customerLeadContext(app: FastifyInstance, userId: number, leadId: number) {
  const context = await loadLeadContext(app.db, leadId);
  return context && context.rfq.userId === userId ? context : null;
}

/** A lead a customer may still ask to meet: not declined by the lender, on a request still open. */
export const isReachable = (context: LeadContext) => context.lead.status !== 'lost' && !context.rfq.closedAt;

/** Per proposed time, what is wrong with it (keyed `proposed_times.N`); empty when all can be proposed. */
function proposedTimeFieldProblems(times: readonly string[], now: Date): FieldProblems {
  const problems: FieldProblems = {};
  proposedTimeProblems(times, now).forEach((problem, index) => {
    if (problem) problems[`proposed_times.${index}`] = [{ id: problem }];
  });
  return problems;
}

export type RequestMeetingOutcome =
  | { kind: 'created'; request: MeetingRequest; demoConfirmation: Promise<void> | null }
  | { kind: 'notFound' | 'closed' | 'pendingExists' }
  | { kind: 'invalid'; problems: FieldProblems };

export async function requestMeeting(
  deps: MeetingDeps,
  userId: number,
  leadId: number,
  body: MeetingRequestBody,
  now = new Date(),
): Promise<RequestMeetingOutcome> {
  const { app } = deps;
  const context = await customerLeadContext(app, userId, leadId);
  if (!context) return { kind: 'notFound' };
  const problems = proposedTimeFieldProblems(body.proposed_times, now);
  if (Object.keys(problems).length > 0) return { kind: 'invalid', problems };
  if (!isReachable(context)) return { kind: 'closed' };
  const topic = body.topic?.trim() || null;
  let created: MeetingRequestRow;
  try {
    created = await app.db.transaction(async (tx) => {
      // One open request per lead (a unique index): the lender answers it before the customer proposes again.
      const [row] = await tx
        .insert(t.meetingRequests)
        .values({
          leadId,
          proposedTimes: body.proposed_times.map((time) => new Date(time).toISOString()),
          channel: body.channel,
          topic,
          status: 'pending',
        })
        .returning();
      // §4: a meeting request makes the lead not anonymous; the lender sees who the customer is from now on.
      await tx.update(t.leads).set({ isAnonymous: false, updatedAt: now }).where(eq(t.leads.id, leadId));
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'pendingExists' };
    throw error;
  }
  publishMeetingChange(app, context, { meetingRequestId: created.id });
  const demoConfirmation = context.supplier.isDemo
    ? (
        await queueDemoWork(
          app,
          DEMO_JOBS.confirmMeeting,
          { leadId, meetingRequestId: created.id },
          app.config.lenderDelayMs,
        )
      ).done
    : null;
  return { kind: 'created', request: meetingRequestJson(created), demoConfirmation };
}

type RequestWithLead = { request: MeetingRequestRow; context: LeadContext };

async function loadRequest(app: FastifyInstance, requestId: number): Promise<RequestWithLead | null> {
  const [row] = await app.db.select().from(t.meetingRequests).where(eq(t.meetingRequests.id, requestId));
  if (!row) return null;
  const context = await loadLeadContext(app.db, row.leadId);
  return context ? { request: row, context } : null;
}

/** Sets a pending request's outcome; null when it was no longer pending (answered or withdrawn meanwhile). */
async function decide(
  app: FastifyInstance,
  requestId: number,
  change: Partial<typeof t.meetingRequests.$inferInsert>,
  meeting?: (request: MeetingRequestRow) => typeof t.meetings.$inferInsert,
): Promise<{ request: MeetingRequestRow; meeting: MeetingRow | null } | null> {
  return app.db.transaction(async (tx) => {
    const [request] = await tx
      .update(t.meetingRequests)
      .set({ ...change, decidedAt: new Date() })
      .where(and(eq(t.meetingRequests.id, requestId), eq(t.meetingRequests.status, 'pending')))
      .returning();
    if (!request) return null;
    const [created] = meeting ? await tx.insert(t.meetings).values(meeting(request)).returning() : [null];
    return { request, meeting: created ?? null };
  });
}

export type DecisionOutcome =
  | { kind: 'done'; request: MeetingRequestRow; meeting: MeetingRow | null }
  | { kind: 'notFound' | 'notPending' }
  | { kind: 'invalid'; problems: FieldProblems };

/** The customer takes back a request the lender has not answered yet. */
export async function withdrawMeetingRequest(
  deps: MeetingDeps,
  userId: number,
  requestId: number,
): Promise<DecisionOutcome> {
  const found = await loadRequest(deps.app, requestId);
  if (!found || found.context.rfq.userId !== userId) return { kind: 'notFound' };
  const decided = await decide(deps.app, requestId, { status: 'withdrawn' });
  if (!decided) return { kind: 'notPending' };
  publishMeetingChange(deps.app, found.context, { meetingRequestId: requestId });
  return { kind: 'done', ...decided };
}

/** The lender confirms one of the proposed times; the customer gets a mail with a link to the meeting. */
export async function confirmMeetingRequest(
  deps: MeetingDeps,
  supplierId: number,
  requestId: number,
  input: { startsAt: string; locationOrLink: string | null },
  now = new Date(),
): Promise<DecisionOutcome> {
  const found = await loadRequest(deps.app, requestId);
  if (!found || found.context.lead.supplierId !== supplierId) return { kind: 'notFound' };
  if (found.request.status !== 'pending') return { kind: 'notPending' };
  const startsAt = new Date(input.startsAt);
  const problems: FieldProblems = {};
  const proposed = found.request.proposedTimes.some((time) => new Date(time).getTime() === startsAt.getTime());
  if (!proposed) problems.starts_at = [{ id: 'validation.meetingTime.notProposed' }];
  else if (startsAt.getTime() <= now.getTime()) problems.starts_at = [{ id: 'validation.meetingTime.past' }];
  const location = input.locationOrLink?.trim() || null;
  if (!location && found.request.channel !== 'phone') problems.location_or_link = [{ id: 'validation.required' }];
  if (Object.keys(problems).length > 0) return { kind: 'invalid', problems };

  const decided = await decide(deps.app, requestId, { status: 'confirmed' }, (request) => ({
    leadId: request.leadId,
    startsAt,
    endsAt: meetingEnd(startsAt),
    location,
    status: 'confirmed',
    channel: request.channel,
    topic: request.topic,
    meetingRequestId: request.id,
  }));
  if (!decided) return { kind: 'notPending' };
  publishMeetingChange(deps.app, found.context, {
    meetingRequestId: requestId,
    meetingId: decided.meeting?.id,
    confirmed: true,
  });
  if (decided.meeting) await sendMeetingConfirmation(deps, found.context, decided.meeting);
  return { kind: 'done', ...decided };
}

/** The lender declines, with the reason the customer sees; the customer may propose other times. */
export async function declineMeetingRequest(
  deps: MeetingDeps,
  supplierId: number,
  requestId: number,
  reason: string,
): Promise<DecisionOutcome> {
  const found = await loadRequest(deps.app, requestId);
  if (!found || found.context.lead.supplierId !== supplierId) return { kind: 'notFound' };
  const text = reason.trim();
  if (!text) return { kind: 'invalid', problems: { reason: [{ id: 'validation.required' }] } };
  const decided = await decide(deps.app, requestId, { status: 'declined', declineReason: text });
  if (!decided) return { kind: 'notPending' };
  publishMeetingChange(deps.app, found.context, { meetingRequestId: requestId });
  return { kind: 'done', ...decided };
}

/** Where a demo lender meets: a video link of its own, its branch, or nothing for a phone call (it calls). */
export function demoLocation(supplier: { slug: string; name: string }, channel: MeetingChannel, requestId: number) {
  if (channel === 'video') return `https://video.${supplier.slug}.example/meeting/${requestId}`;
  if (channel === 'branch') return `${supplier.name}, Rådhuspladsen 1, 1550 København V`;
  return null;
}

/** A demo lender confirms the first proposed time still ahead; a request answered meanwhile is left alone. */
export async function confirmAsDemoLender(deps: MeetingDeps, requestId: number): Promise<void> {
  const found = await loadRequest(deps.app, requestId);
  if (!found || found.request.status !== 'pending' || !found.context.supplier.isDemo) return;
  const now = Date.now();
  const first = [...found.request.proposedTimes]
    .sort((a, b) => new Date(a).getTime() - new Date(b).getTime())
    .find((time) => new Date(time).getTime() > now);
  if (!first) return;
  const { supplier } = found.context;
  await confirmMeetingRequest(deps, supplier.id, requestId, {
    startsAt: first,
    locationOrLink: demoLocation(supplier, found.request.channel as MeetingChannel, requestId),
  });
}

/** The customer's view of one lead's meetings, oldest request first. */
export async function leadMeetingRows(app: FastifyInstance, leadId: number) {
  const [meetings, requests] = await Promise.all([
    app.db.select().from(t.meetings).where(eq(t.meetings.leadId, leadId)).orderBy(asc(t.meetings.startsAt)),
    app.db
      .select()
      .from(t.meetingRequests)
      .where(eq(t.meetingRequests.leadId, leadId))
      .orderBy(asc(t.meetingRequests.id)),
  ]);
  return { meetings, requests };
}
