// A lead's messages (server/routes/API.md "Messages"): the thread as an infinite query, newest page
// first, older pages fetched as the customer scrolls up; writing and read marks.
import type { Message, MessagePage, MessagesRead } from '../../contract/messages';
import { baseApi } from './baseApi';
import { customerApiPaths, THREAD_PAGE_SIZE } from '../../domain/signedInPage';

export type { Message, MessagePage, MessagesRead } from '../../contract/messages';

/** One lead's thread: the tag its pages provide, which a new message (here or by realtime) invalidates. */
export const threadTag = (leadId: number) => ({ type: 'Message' as const, id: `lead-${leadId}` });

export type SendMessageRequest = { leadId: number; body: string };

export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * pages[0] is the newest page; each "next" page is older (`before` = the oldest id so far). A refetch (after a
     * new message) reloads the pages from the newest, so a new message arrives at the end; the thread removes
     * duplicates by id.
     */
    getLeadMessages: build.infiniteQuery<MessagePage, number, number | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => (lastPage.has_more && lastPage.data.length ? lastPage.data[0].id : undefined),
      },
      query: ({ queryArg: leadId, pageParam }) => ({
        url: customerApiPaths.leadMessages(leadId),
        params: { limit: THREAD_PAGE_SIZE, before: pageParam ?? undefined },
        quiet: true,
      }),
      providesTags: (_pages, _error, leadId) => [threadTag(leadId)],
    }),
    sendMessage: build.mutation<Message, SendMessageRequest>({
      // The form shows its own failure (a 422 under the field, anything else beside the button).
      query: ({ leadId, body }) => ({
        url: `/api/customer/leads/${leadId}/messages`,
        method: 'POST',
        body: { body },
        quiet: true,
      }),
      invalidatesTags: (message, _error, { leadId }) =>
        message ? [threadTag(leadId), { type: 'Lead', id: leadId }] : [],
    }),
    markMessagesRead: build.mutation<MessagesRead, number>({
      query: (leadId) => ({ url: `/api/customer/leads/${leadId}/messages/read`, method: 'POST', quiet: true }),
      // The lead's unread count (and every list embedding the lead) changes; the thread's pages need not reload.
      invalidatesTags: (result, _error, leadId) => (result && result.read > 0 ? [{ type: 'Lead', id: leadId }] : []),
    }),
  }),
});

export const { useGetLeadMessagesInfiniteQuery, useSendMessageMutation, useMarkMessagesReadMutation } = messagesApi;
