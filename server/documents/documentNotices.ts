// Tells both sides a document arrived: the customer on their private channel, the lender on its own
// (`private-App.Models.Supplier.{supplierId}`, server/leads/lenderNotifier.ts) when the document is shared with it. Best
// effort, like every realtime publish: the document is already saved, and clients refetch on reconnect.
import type { FastifyInstance } from 'fastify';
import type { Document } from '../../contract/documents';
import { LENDER_EVENTS, USER_EVENTS } from '../../domain/realtimeEvents';
import { notifierOf } from '../leads/customerNotifier';
import { lenderNotifierOf } from '../leads/lenderNotifier';

export function documentNotices(app: FastifyInstance) {
  const notify = notifierOf(app);
  const notifyLender = lenderNotifierOf(app);
  return {
    notify,
    created(userId: number, document: Document) {
      notify(userId, USER_EVENTS.documentCreated, {
        rfqId: document.rfq_id,
        leadId: document.lead_id,
        documentId: document.id,
      });
      if (document.supplier)
        notifyLender(document.supplier.id, LENDER_EVENTS.documentCreated, {
          leadId: document.lead_id,
          documentId: document.id,
          source: document.source,
        });
    },
  };
}
