// Publishes changes on a lender's leads on the lender's private channel, `private-App.Models.Supplier.{id}`:
// a lender's system listening there learns of a customer's message or request without polling the supplier API.
// Like the customer's notifier: ids only (the lender fetches through the supplier API), best effort, never thrown.
import type { FastifyInstance } from 'fastify';
import { supplierChannelName } from '../../domain/realtimeEvents';

export const LENDER_EVENTS = {
  messageCreated: 'message.created',
  meetingUpdated: 'meeting.updated',
  leadWon: 'lead.won',
  leadLost: 'lead.lost',
  leadReopened: 'lead.reopened',
  documentRequestUpdated: 'document-request.updated',
  customerShared: 'lead.customer-shared',
  leadClosed: 'lead.closed',
} as const;

export type LenderEventName = (typeof LENDER_EVENTS)[keyof typeof LENDER_EVENTS];

export type LenderEventPayloads = {
  'message.created': { leadId: number; messageId: number; sender: 'customer' | 'supplier' };
  /** A meeting request, meeting, call request or call of the lead changed (server/meetings/). */
  'meeting.updated': { leadId: number; meetingRequestId: number | null; meetingId: number | null };
  /** The customer chose this lead's offer, in the version named: acknowledge it through the supplier API. */
  'lead.won': { leadId: number; offerVersion: number; wonAt: string };
  /** The customer chose another lender's offer; reason is a fixed code. */
  'lead.lost': { leadId: number; reason: string };
  /** The customer undid their choice: the lead is open again (won before, or lost to the undone choice). */
  'lead.reopened': { leadId: number };
  /**
   * The customer uploaded a file against one of your document requests (`uploaded`: review it through the supplier
   * API), or deleted the file it held, reviewed or not (`requested`: the item waits for a file again).
   */
  'document-request.updated': { leadId: number; documentRequestId: number; status: 'uploaded' | 'requested' };
  /** The customer shared their name and contact details with you: the lead is no longer anonymous. */
  'lead.customer-shared': { leadId: number };
  /** The customer closed the request: the lead keeps its status, and every write on it answers 409 `rfq_closed`. */
  'lead.closed': { leadId: number };
};

export type LenderNotifier = <E extends LenderEventName>(
  supplierId: number,
  event: E,
  payload: LenderEventPayloads[E],
) => void;

/** The lender's private channel on the wire: one name, in domain/realtimeEvents.ts. */
export const lenderChannelName = supplierChannelName;

type Publisher = { publish(channel: string, event: string, data: unknown): Promise<boolean> };

export function lenderNotifierOf(app: FastifyInstance): LenderNotifier {
  return (supplierId, event, payload) => {
    const realtime = (app as FastifyInstance & { realtime?: Publisher }).realtime;
    if (!realtime) return;
    const warn = (error: unknown) =>
      app.log.warn(
        { err: error instanceof Error ? { message: error.message } : String(error), event },
        'realtime publish to lender failed',
      );
    try {
      realtime.publish(lenderChannelName(supplierId), event, payload).catch(warn);
    } catch (error) {
      warn(error);
    }
  };
}
