// The thread as the customer reads it (spec §4): the pages of the infinite query, newest page first, turned into
// one list, oldest message first, each message once however the pages overlap after a refetch.
import type { Message, MessagePage } from '../../../store/api/messagesApi';

export function threadMessages(pages: readonly MessagePage[] | undefined): Message[] {
  const byId = new Map<number, Message>();
  // Later pages are older; a newer page's copy of a message (fresher read_at) wins.
  for (const page of [...(pages ?? [])].reverse()) for (const message of page.data) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The lender's messages not yet read. */
export function unreadFromLender(messages: readonly Message[]): Message[] {
  return messages.filter((m) => m.sender === 'supplier' && m.read_at === null);
}
