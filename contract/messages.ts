// Messages between a customer and the lender of one lead (spec §4 "Messages"): the customer's calls
// (/api/customer/leads/{leadId}/messages…) and the lender's (/supplier-api/v1/leads/{leadId}/messages).
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../domain/limits';
import { Id, IsoDateTime, Nullable, Text } from './primitives';

/** How many messages a page holds when the client does not say. */
export const MESSAGE_PAGE_DEFAULT = 20;
/** The most a page may hold. */
export const MESSAGE_PAGE_MAX = 100;

export const MessageSender = Type.Union([Type.Literal('customer'), Type.Literal('supplier')], {
  description: 'Who wrote it: the customer, or the lender (supplier).',
});

export const Message = Type.Object({
  id: Id(),
  lead_id: Id(),
  sender: MessageSender,
  body: Type.String(),
  read_at: Nullable(IsoDateTime({ description: 'When the recipient read it; null while unread.' })),
  created_at: IsoDateTime(),
});

export const MessagePage = Type.Object({
  data: Type.Array(Message, {
    description: 'Oldest first within the page; the first page holds the newest messages.',
  }),
  has_more: Type.Boolean({ description: 'Older messages exist: ask again with `before` = the first id here.' }),
});

export const MessagesQuery = Type.Object({
  before: Type.Optional(Id({ description: 'Only messages older than this message id (the next page back).' })),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MESSAGE_PAGE_MAX, default: MESSAGE_PAGE_DEFAULT, description: 'Page size.' }),
  ),
});

export const MessageInput = Type.Object({
  body: Text(LIMITS.messageBody, { minLength: 1, description: 'The message; blank text is refused.' }),
});

export const MessagesRead = Type.Object({
  read: Type.Integer({ minimum: 0, description: 'How many messages this call marked read.' }),
  unread_count: Type.Integer({ minimum: 0, description: "The lender's messages on the lead still unread." }),
});

export type MessageSender = Static<typeof MessageSender>;
export type Message = Static<typeof Message>;
export type MessagePage = Static<typeof MessagePage>;
export type MessagesQuery = Static<typeof MessagesQuery>;
export type MessageInput = Static<typeof MessageInput>;
export type MessagesRead = Static<typeof MessagesRead>;
