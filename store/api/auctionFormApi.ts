// Submitting the request form (POST /api/auction-form) and the customer's economic profile it may be prefilled from.
import { signedIn } from '../slices/authSlice';
import { httpClient } from '../http/httpClient';
import { toHttpErrorData, type HttpErrorData } from '../http/httpError';
import { baseApi } from './baseApi';

export type AuctionFormSubmission = {
  /** One per form session: a retry after a lost answer must not create a second request. */
  idempotencyKey: string;
  body: Record<string, unknown>;
};

import type { AuctionFormAnswer as AuctionFormCreated } from '../../contract/auctionForm';
import type { EconomicProfile } from '../../contract/economicProfile';

export type { AuctionFormCreated, EconomicProfile };

export const auctionFormApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitAuctionForm: build.mutation<AuctionFormCreated, AuctionFormSubmission>({
      // A plain call rather than the base query: the base query has no way to send the Idempotency-Key header.
      async queryFn({ idempotencyKey, body }) {
        try {
          const data = await httpClient.post<AuctionFormCreated>('/api/auction-form', body, {
            headers: { 'Idempotency-Key': idempotencyKey },
            // The form says itself what went wrong and offers a retry.
            quiet: true,
          });
          return { data };
        } catch (error) {
          return { error: toHttpErrorData(error) as HttpErrorData };
        }
      },
      // The new request changes the user (has_open_rfqs, or a user that did not exist before).
      invalidatesTags: (_result, error) => (error ? [] : ['User', 'Rfq', 'EconomicProfile']),
      async onQueryStarted(_submission, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(signedIn(data.user));
        } catch {
          // The form reads the failure from the mutation's result.
        }
      },
    }),
    getEconomicProfile: build.query<EconomicProfile | null, number>({
      async queryFn(userId, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: `/api/customer/users/${userId}/economic-profiles`, quiet: true });
        // 404: the customer has no profile yet, which is no error for the form.
        if (result.error)
          return (result.error as HttpErrorData).status === 404
            ? { data: null }
            : { error: result.error as HttpErrorData };
        return { data: result.data as EconomicProfile };
      },
      providesTags: (_result, _error, userId) => [{ type: 'EconomicProfile', id: userId }],
    }),
  }),
});

export const { useSubmitAuctionFormMutation, useGetEconomicProfileQuery } = auctionFormApi;
