// Which cached server data a customer's realtime event makes stale: the RTK Query tags to invalidate, so
// the screens showing it refetch through their normal, authorised calls. One entry per event, with its payload.
import type { TagDescription } from '@reduxjs/toolkit/query';
import { baseApi, type TAG_TYPES } from '../../../store/api/baseApi';
import type { UserEventName, UserEventPayloads } from '../../../domain/realtimeEvents';

type TagType = (typeof TAG_TYPES)[number];
export type AppTag = TagDescription<TagType>;

/** One id's tag, or the whole type when the payload lacks the id (better refetch too much than show stale). */
function byId(type: TagType, id: number | null | undefined): AppTag {
  return typeof id === 'number' && Number.isInteger(id) ? { type, id } : type;
}

/** Every event but the mortgage alert touches a lead of an RFQ, and the RFQ's answer embeds its leads. */
const owners = ({ leadId, rfqId }: { leadId: number | null; rfqId: number | null }): AppTag[] => [
  byId('Lead', leadId),
  byId('Rfq', rfqId),
];

const USER_EVENT_TAGS: { [E in UserEventName]: (payload: UserEventPayloads[E]) => AppTag[] } = {
  // A new or lost offer changes every offer list and comparison.
  'lead.updated': (payload) => [...owners(payload), 'Offer'],
  'offer.created': (payload) => [...owners(payload), 'Offer'],
  'offer.expiring': (payload) => [...owners(payload), 'Offer'],
  'message.created': (payload) => [...owners(payload), 'Message'],
  'meeting.updated': (payload) => [...owners(payload), 'Meeting'],
  // An unshared upload touches no lead: only the document lists.
  'document.created': (payload) =>
    payload.leadId === null ? ['Document'] : [...owners(payload), 'Document', 'DocumentRequest'],
  'document-requests.updated': (payload) => [...owners(payload), byId('DocumentRequest', payload.leadId)],
  // A recomputation crossed the alert threshold: the property's figures and the overview's list are new.
  'mortgage.alert': (payload) => [
    byId('MortgageSurveillance', payload.propertyId),
    { type: 'MortgageSurveillance', id: 'LIST' },
  ],
};

export function tagsForUserEvent<E extends UserEventName>(event: E, payload: UserEventPayloads[E]): AppTag[] {
  return USER_EVENT_TAGS[event](payload);
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

export function invalidateForUserEvent<E extends UserEventName>(event: E, payload: UserEventPayloads[E]) {
  return baseApi.util.invalidateTags(tagsForUserEvent(event, payload));
}

export function invalidateAfterReconnect() {
  return baseApi.util.invalidateTags(RECONNECT_TAGS);
}
