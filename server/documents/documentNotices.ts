// Tells both sides a document arrived: the customer on their private channel, the lender on its own
// (`private-App.Models.Supplier.{supplierId}`, server/leads/lenderNotifier.ts) when the document is shared with it. Best
// effort, like every realtime publish: the document is already saved, and clients refetch on reconnect.
import type { FastifyInstance } from 'fastify';
import type { Document } from '../../contract/documents';
import { USER_EVENTS } from '../../domain/realtimeEvents';
import { notifierOf } from '../leads/customerNotifier';
import { lenderChannelName } from '../leads/lenderNotifier';

type Publisher = { publish(channel: string, event: string, data: unknown): Promise<boolean> };

export function documentNotices(app: FastifyInstance) {
  const notify = notifierOf(app);
  return {
    notify,
    created(userId: number, document: Document) {
      notify(userId, USER_EVENTS.documentCreated, {
        rfqId: document.rfq_id,
        leadId: document.lead_id,
        documentId: document.id,
      });
      const realtime = (app as FastifyInstance & { realtime?: Publisher }).realtime;
      if (document.supplier && realtime) {
        realtime
          .publish(lenderChannelName(document.supplier.id), USER_EVENTS.documentCreated, {
            leadId: document.lead_id,
            documentId: document.id,
            source: document.source,
          })
          .catch((error: unknown) =>
            app.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'lender publish failed'),
          );
      }
    },
  };
}
