// Which cached server data a customer's realtime event makes stale: the RTK Query tags to invalidate, so
// the screens showing it refetch through their normal, authorised calls.
import type { TagDescription } from '@reduxjs/toolkit/query';
import { baseApi, type TAG_TYPES } from '../../../store/api/baseApi';
import type { UserEventName } from '../../../domain/realtimeEvents';

type TagType = (typeof TAG_TYPES)[number];
export type AppTag = TagDescription<TagType>;

function idOf(payload: unknown, field: string): number | null {
  const value =
    typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[field] : undefined;
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** One id's tag, or the whole type when the payload lacks the id (better refetch too much than show stale). */
function byId(type: TagType, id: number | null): AppTag {
  return id === null ? type : { type, id };
}

export function tagsForUserEvent(event: UserEventName, payload: unknown): AppTag[] {
  // A recomputation crossed the alert threshold: the property's figures and the overview's list are new.
  if (event === 'mortgage.alert')
    return [byId('MortgageSurveillance', idOf(payload, 'propertyId')), { type: 'MortgageSurveillance', id: 'LIST' }];
  // Every other event touches a lead of an RFQ, and the RFQ's answer embeds its leads.
  const owners = [byId('Lead', idOf(payload, 'leadId')), byId('Rfq', idOf(payload, 'rfqId'))];
  switch (event) {
    case 'lead.updated':
    case 'offer.created':
    case 'offer.expiring':
      // A new or lost offer changes every offer list and comparison.
      return [...owners, 'Offer'];
    case 'message.created':
      return [...owners, 'Message'];
    case 'meeting.updated':
      return [...owners, 'Meeting'];
    case 'document.created':
      // An unshared upload touches no lead: only the document lists.
      return idOf(payload, 'leadId') === null ? ['Document'] : [...owners, 'Document', 'DocumentRequest'];
    case 'document-requests.updated':
      return [...owners, byId('DocumentRequest', idOf(payload, 'leadId'))];
  }
}

/** After a reconnect: whatever happened meanwhile, the customer's lead data may be stale. */
export const RECONNECT_TAGS: AppTag[] = [
  'Rfq',
  'Lead',
  'Offer',
  'Message',
  'Meeting',
  'Document',
  'DocumentRequest',
  'MortgageSurveillance',
];

export function invalidateForUserEvent(event: UserEventName, payload: unknown) {
  return baseApi.util.invalidateTags(tagsForUserEvent(event, payload));
}

export function invalidateAfterReconnect() {
  return baseApi.util.invalidateTags(RECONNECT_TAGS);
}
