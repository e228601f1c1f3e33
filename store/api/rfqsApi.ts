// The customer's requests (RFQs) with their leads and offers (spec §3, §7; server/routes/API.md "Customer").
// Money is kroner and rates are percent, as the API sends them.
import type { TagDescription } from '@reduxjs/toolkit/query';
import { selectUser, userUpdated } from '../slices/authSlice';
import type { AppDispatch, RootState } from '../store';
import type { AbortRfqBody, Lead, Rfq } from '../../contract/customerRfqs';
import { baseApi, type TAG_TYPES } from './baseApi';
import { customerApiPaths } from '../../domain/signedInPage';

// The answers' types come from the API contract (contract/), the schemas the server validates and serialises with.
export type { Offer, OfferProduct } from '../../contract/offers';
export type { Lead, LeadMeetings, Meeting, MeetingRequest, Rfq } from '../../contract/customerRfqs';

export type StartRfqRequest = { userId: number; idempotencyKey: string; purpose?: string };
export type AbortRfqRequest = { rfqId: number } & AbortRfqBody;

type Tag = TagDescription<(typeof TAG_TYPES)[number]>;

/** The list of a resource, apart from its members: a new request changes the list, not any one request. */
export const LIST_ID = 'LIST';

/**
 * An RFQ's answer embeds its leads and their offers, so it provides their tags too: the realtime layer
 * invalidates `{ Lead, id }`, `{ Rfq, id }` and `Offer` on a customer's events (src/lib/realtime/userEventTags.ts).
 */
export function leadTags(lead: Lead): Tag[] {
  return [{ type: 'Lead', id: lead.id }, ...(lead.offer ? [{ type: 'Offer' as const, id: lead.offer.id }] : [])];
}

function rfqTags(rfq: Rfq): Tag[] {
  return [{ type: 'Rfq', id: rfq.id }, ...rfq.leads.flatMap(leadTags)];
}

export const rfqsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRfqs: build.query<Rfq[], number>({
      // Pages show their own failure with a retry.
      query: (userId) => ({ url: customerApiPaths.rfqs(userId), quiet: true }),
      providesTags: (rfqs) => [{ type: 'Rfq', id: LIST_ID }, ...(rfqs ?? []).flatMap(rfqTags)],
      // Each request in the list is the answer its own address gives (the contract's one Rfq), so a page of one
      // request, the comparison above all, opens from it at once instead of waiting for a second request. A request
      // already loaded on its own is left alone: its own answer is as fresh, and its tags keep it so.
      async onQueryStarted(_userId, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer === null) return;
        const state = getState() as RootState;
        const missing = answer.data.filter((rfq) => rfqsApi.endpoints.getRfq.select(rfq.id)(state).data === undefined);
        if (missing.length === 0) return;
        dispatch(
          rfqsApi.util.upsertQueryEntries(
            missing.map((rfq) => ({ endpointName: 'getRfq' as const, arg: rfq.id, value: rfq })),
          ),
        );
      },
    }),
    getRfq: build.query<Rfq, number>({
      // The page says itself that a request was not found (404).
      query: (rfqId) => ({ url: customerApiPaths.rfq(rfqId), quiet: true }),
      providesTags: (rfq, _error, rfqId) => (rfq ? rfqTags(rfq) : [{ type: 'Rfq', id: rfqId }]),
    }),
    /** "rfqs/get-offers": a new request from the saved economic profile. 409 while one is open. */
    startRfqFromProfile: build.mutation<Rfq, StartRfqRequest>({
      query: ({ userId, idempotencyKey, purpose }) => ({
        url: `/api/customer/users/${userId}/rfqs`,
        method: 'POST',
        body: { idempotency_key: idempotencyKey, ...(purpose ? { purpose } : {}) },
        quiet: true,
      }),
      // A new request joins the list; no existing request changed.
      invalidatesTags: (_rfq, error) => (error ? [] : [{ type: 'Rfq', id: LIST_ID }]),
      onQueryStarted: (_request, api) => openRfqsChanged(api, true),
    }),
    abortRfq: build.mutation<Rfq, AbortRfqRequest>({
      query: ({ rfqId, reason }) => ({
        url: `/api/customer/rfqs/${rfqId}/abort`,
        method: 'POST',
        body: { reason },
        quiet: true,
      }),
      // Closing changes the request (closed_at) and therefore the list's answer; its leads are untouched.
      invalidatesTags: (_rfq, error, { rfqId }) =>
        error
          ? []
          : [
              { type: 'Rfq', id: rfqId },
              { type: 'Rfq', id: LIST_ID },
            ],
      onQueryStarted: (_request, api) => openRfqsChanged(api, false),
    }),
  }),
});

type MutationLifecycle = {
  dispatch: AppDispatch;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: Rfq }>;
};

/**
 * A started or aborted request, as the server answered it, goes straight into the cached list, so the page the
 * customer lands on (rfqs/current) shows it at once; the invalidation above still refetches the list. The signed-in
 * user's `has_open_rfqs` (§3 User) follows too.
 */
async function openRfqsChanged(
  { dispatch, getState, queryFulfilled }: MutationLifecycle,
  open: boolean,
): Promise<void> {
  let rfq: Rfq;
  try {
    ({ data: rfq } = await queryFulfilled);
  } catch {
    // The page reads the failure from the mutation's result.
    return;
  }
  const user = selectUser(getState() as RootState);
  if (!user) return;
  dispatch(
    rfqsApi.util.updateQueryData('getRfqs', user.id, (rfqs) => {
      const at = rfqs.findIndex((cached) => cached.id === rfq.id);
      if (at === -1) rfqs.unshift(rfq);
      else rfqs[at] = rfq;
    }),
  );
  if (user.has_open_rfqs !== open) dispatch(userUpdated({ ...user, has_open_rfqs: open }));
}

export const { useGetRfqsQuery, useGetRfqQuery, useStartRfqFromProfileMutation, useAbortRfqMutation } = rfqsApi;
