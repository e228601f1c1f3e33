// Rating a lender through the mailed link /rate/{token} (server/routes/API.md "Rating a lender"). Public calls.
import { baseApi } from './baseApi';

import type { RatedSupplier as RatingTokenValidation, RatingBody } from '../../contract/public';

export type RatedSupplier = RatingTokenValidation['supplier'];
export type { RatingTokenValidation };
export type RatingSubmission = { token: string } & RatingBody;

export const ratingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    validateRatingToken: build.query<RatingTokenValidation, string>({
      // 404/410 are the page's own "link invalid or used" answer, not an app-wide alert.
      query: (token) => ({ url: `/api/review-supplier/${encodeURIComponent(token)}/validate`, quiet: true }),
      // A token works once: never answer from an older cache entry.
      keepUnusedDataFor: 0,
    }),
    submitRating: build.mutation<{ message: string }, RatingSubmission>({
      query: ({ token, stars, comment, comment_public }) => ({
        url: `/api/review-supplier/${encodeURIComponent(token)}`,
        method: 'POST',
        body: { stars, ...(comment ? { comment, comment_public: comment_public ?? false } : {}) },
        quiet: true,
      }),
    }),
  }),
});

export const { useValidateRatingTokenQuery, useSubmitRatingMutation } = ratingsApi;
