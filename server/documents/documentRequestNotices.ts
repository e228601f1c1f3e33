// Tells both sides when a lead's checklist changes: the customer on their channel (a toast when something new
// is asked; the mail follows, batched), the lender on its own when the customer uploads against an item or deletes
// the file an item held (the item is asked for again). Best effort, like every realtime publish: the change is
// already saved.
import type { FastifyInstance } from 'fastify';
import type { DocumentRequestsInput } from '../../contract/documentRequests';
import { LENDER_EVENTS, USER_EVENTS } from '../../domain/realtimeEvents';
import { notifierOf } from '../leads/customerNotifier';
import { lenderNotifierOf } from '../leads/lenderNotifier';
import type { ThreadLead } from '../messages/messageStore';
import { askForDocuments, type ItemAskedAgain } from './documentRequests';

/** Asks for documents on the lead and tells the customer when something new was asked. */
export async function askAndTell(app: FastifyInstance, lead: ThreadLead, input: DocumentRequestsInput) {
  const asked = await askForDocuments(app.db, lead, input);
  if (asked.kind === 'asked' && asked.count > 0) checklistChanged(app, lead, asked.count);
  return asked;
}

/** The customer's checklist of this lead changed: `asked` new documents, or 0 for a review. */
export function checklistChanged(app: FastifyInstance, lead: ThreadLead, asked: number): void {
  notifierOf(app)(lead.userId, USER_EVENTS.documentRequestsUpdated, {
    rfqId: lead.rfqId,
    leadId: lead.id,
    asked,
    supplierName: lead.supplierName,
  });
}

export function uploadedAgainst(app: FastifyInstance, lead: ThreadLead, documentRequestId: number): void {
  lenderNotifierOf(app)(lead.supplierId, LENDER_EVENTS.documentRequestUpdated, {
    leadId: lead.id,
    documentRequestId,
    status: 'uploaded',
  });
}

/** The customer deleted the file these items held (an accepted one too): each lender learns its item is open again. */
export function askedAgain(app: FastifyInstance, items: readonly ItemAskedAgain[]): void {
  const notify = lenderNotifierOf(app);
  for (const { supplierId, leadId, documentRequestId } of items)
    notify(supplierId, LENDER_EVENTS.documentRequestUpdated, { leadId, documentRequestId, status: 'requested' });
}
