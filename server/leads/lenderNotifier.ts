// Publishes changes on a lender's leads on the lender's private channel, `private-App.Models.Supplier.{id}`:
// a lender's system listening there learns of a customer's message or request without polling the supplier API.
// Like the customer's notifier: ids only (the lender fetches through the supplier API), best effort, never thrown.
// The event names and payloads are the kernel's (domain/realtimeEvents.ts).
import type { FastifyInstance } from 'fastify';
import { supplierChannelName, type LenderEventName, type LenderEventPayloads } from '../../domain/realtimeEvents';
import { publisherOf } from '../realtime/publisher';

export type LenderNotifier = <E extends LenderEventName>(
  supplierId: number,
  event: E,
  payload: LenderEventPayloads[E],
) => void;

export function lenderNotifierOf(app: FastifyInstance): LenderNotifier {
  return (supplierId, event, payload) => {
    const realtime = publisherOf(app);
    if (!realtime) return;
    const warn = (error: unknown) =>
      app.log.warn(
        { err: error instanceof Error ? { message: error.message } : String(error), event },
        'realtime publish to lender failed',
      );
    try {
      realtime.publish(supplierChannelName(supplierId), event, payload).catch(warn);
    } catch (error) {
      warn(error);
    }
  };
}
