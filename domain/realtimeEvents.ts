// Realtime channel and event names, and each event's payload: the contract between the server that publishes
// and the SPA that listens (§2 App root, §7 Realtime), and the lenders' systems (docs/supplier-api.md). Both sides
// import this module; neither spells a name itself.
import type { DocumentSource } from './documentTypes';

/** The public channel every page listens on. */
export const APP_CHANNEL = 'app';
/** On APP_CHANNEL: a new release is live; open pages reload. */
export const APP_UPDATED_EVENT = 'app-updated';

/** Laravel's default private channel of a user model, so a Laravel back end could publish to the same SPA. */
const USER_CHANNEL_BASE = 'App.Models.User.';
const PRIVATE_PREFIX = 'private-';

/** The name Echo's `private()` takes (Echo adds the `private-` prefix itself). */
export function userChannelEchoName(userId: number): string {
  return `${USER_CHANNEL_BASE}${userId}`;
}

/** The channel name on the wire, as the broker and the auth endpoint see it. */
export function userChannelName(userId: number): string {
  return `${PRIVATE_PREFIX}${USER_CHANNEL_BASE}${userId}`;
}

/** The user a private user channel belongs to, or null when the name is not one. */
export function userIdOfChannel(channelName: string): number | null {
  const match = /^private-App\.Models\.User\.([1-9]\d{0,15})$/.exec(channelName);
  return match ? Number(match[1]) : null;
}

/** A lender's private channel: the same user events about its own leads, for the lender's own system. */
export function supplierChannelName(supplierId: number): string {
  return `${PRIVATE_PREFIX}App.Models.Supplier.${supplierId}`;
}

/** The lender a private lender channel belongs to, or null when the name is not one. */
export function supplierIdOfChannel(channelName: string): number | null {
  const match = /^private-App\.Models\.Supplier\.([1-9]\d{0,15})$/.exec(channelName);
  return match ? Number(match[1]) : null;
}

/** Events on a customer's own channel, published when their data changed on the server. */
export const USER_EVENTS = {
  leadUpdated: 'lead.updated',
  offerCreated: 'offer.created',
  messageCreated: 'message.created',
  meetingUpdated: 'meeting.updated',
  documentCreated: 'document.created',
  mortgageAlert: 'mortgage.alert',
  offerExpiring: 'offer.expiring',
  documentRequestsUpdated: 'document-requests.updated',
} as const;

export type UserEventName = (typeof USER_EVENTS)[keyof typeof USER_EVENTS];

/**
 * What each event carries: ids to refetch by, never the data itself, so a stale or replayed event cannot put
 * wrong data on screen; the client refetches through its normal, authorised calls.
 */
export type UserEventPayloads = {
  'lead.updated': { rfqId: number; leadId: number };
  'offer.created': { rfqId: number; leadId: number; supplierName: string };
  /** sender: who wrote it, so the app toasts the lender's messages (naming the lender), not the customer's own. */
  'message.created': {
    rfqId: number;
    leadId: number;
    messageId: number;
    sender: 'customer' | 'supplier';
    supplierName: string;
  };
  /** A meeting request, meeting, call request or logged call of the lead changed; ids null when not involved. */
  'meeting.updated': {
    rfqId: number;
    leadId: number;
    meetingId: number | null;
    meetingRequestId: number | null;
    /** Set when the lender has just confirmed a meeting (meetingId names it): the app toasts it. */
    confirmedBy?: string;
  };
  /** A document for the customer (a lender's, eSkat's, or their own upload); lead and request null when unshared. */
  'document.created': { rfqId: number | null; leadId: number | null; documentId: number };
  /** Mortgage surveillance: a conversion of the property's mortgage now gains the customer's alert threshold. */
  'mortgage.alert': { propertyId: number };
  /** The lead's offer expires within a few days (sent once per offer): the app toasts it. */
  'offer.expiring': { rfqId: number; leadId: number; validUntil: string; supplierName: string };
  /** The lead's document checklist changed; asked: how many documents the lender has just asked for (0: a review). */
  'document-requests.updated': { rfqId: number; leadId: number; asked: number; supplierName: string };
};

export const USER_EVENT_NAMES: readonly UserEventName[] = Object.values(USER_EVENTS);

/**
 * Events on a lender's private channel (supplierChannelName), about its own leads, for the lender's own system:
 * ids to fetch by through the supplier API, never the data (docs/supplier-api.md#realtime).
 */
export const LENDER_EVENTS = {
  messageCreated: 'message.created',
  meetingUpdated: 'meeting.updated',
  documentCreated: 'document.created',
  leadWon: 'lead.won',
  leadLost: 'lead.lost',
  leadReopened: 'lead.reopened',
  documentRequestUpdated: 'document-request.updated',
  customerShared: 'lead.customer-shared',
  leadClosed: 'lead.closed',
  leadWithdrawn: 'lead.withdrawn',
} as const;

export type LenderEventName = (typeof LENDER_EVENTS)[keyof typeof LENDER_EVENTS];

export type LenderEventPayloads = {
  'message.created': { leadId: number; messageId: number; sender: 'customer' | 'supplier' };
  /** A meeting request, meeting, call request or call of the lead changed (server/meetings/). */
  'meeting.updated': { leadId: number; meetingRequestId: number | null; meetingId: number | null };
  /** A document shared with the lender (the customer's upload, or eSkat's tax data the customer consented to). */
  'document.created': { leadId: number | null; documentId: number; source: DocumentSource };
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
  /**
   * The customer withdrew from the credit agreement within the withdrawal period (kreditaftaleloven § 19): the
   * message `messageId` in the lead's thread says so in words; `withdrawnAt` is the receipt's time.
   */
  'lead.withdrawn': { leadId: number; withdrawnAt: string; signedOn: string; messageId: number };
};
