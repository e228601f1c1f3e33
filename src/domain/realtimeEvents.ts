// Realtime channel and event names, and each event's payload: the contract between the server that publishes
// and the SPA that listens (§2 App root, §7 Realtime). Both sides import this module; neither spells a name itself.

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

/** Events on a customer's own channel, published when their data changed on the server. */
export const USER_EVENTS = {
  leadUpdated: 'lead.updated',
  offerCreated: 'offer.created',
  messageCreated: 'message.created',
  meetingUpdated: 'meeting.updated',
} as const;

export type UserEventName = (typeof USER_EVENTS)[keyof typeof USER_EVENTS];

/**
 * What each event carries: ids to refetch by, never the data itself, so a stale or replayed event cannot put
 * wrong data on screen; the client refetches through its normal, authorised calls.
 */
export type UserEventPayloads = {
  'lead.updated': { rfqId: number; leadId: number };
  'offer.created': { rfqId: number; leadId: number; supplierName: string };
  'message.created': { rfqId: number; leadId: number; messageId: number };
  'meeting.updated': { rfqId: number; leadId: number; meetingId: number };
};

export const USER_EVENT_NAMES: readonly UserEventName[] = Object.values(USER_EVENTS);

export function isUserEventName(name: string): name is UserEventName {
  return (USER_EVENT_NAMES as readonly string[]).includes(name);
}
