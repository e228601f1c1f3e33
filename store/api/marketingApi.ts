// Marketing e-mail consent: unsubscribing through the tokenised link in a Braze e-mail.
import { baseApi } from './baseApi';

export const marketingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    brazeUnsubscribe: build.mutation<{ message?: string } | undefined, { token: string }>({
      query: (body) => ({ url: '/api/braze-unsubscribe', method: 'POST', body, quiet: true }),
    }),
  }),
});

export const { useBrazeUnsubscribeMutation } = marketingApi;
