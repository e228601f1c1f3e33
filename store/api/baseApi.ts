// The one RTK Query API. Each resource injects its endpoints from store/api/<resource>Api.ts:
//   export const rfqsApi = baseApi.injectEndpoints({ endpoints: (build) => ({ getRfqs: build.query<Rfq[], number>({
//     query: (userId) => `/api/customer/users/${userId}/rfqs`, providesTags: … }) }) });
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { httpClient, type HttpMethod } from '../http/httpClient';
import { toHttpErrorData, type HttpErrorData } from '../http/httpError';

export type HttpQueryArgs =
  | string
  | {
      url: string;
      method?: HttpMethod;
      body?: unknown;
      params?: Record<string, string | number | boolean | null | undefined | ReadonlyArray<string | number>>;
      /** The component shows this failure itself: no app-wide alert for 429/5xx. */
      quiet?: boolean;
    };

/** RTK Query over our HTTP client, so queries get the same CSRF, language and error handling as every call. */
export const httpBaseQuery: BaseQueryFn<HttpQueryArgs, unknown, HttpErrorData> = async (args, { signal }) => {
  const { url, ...options } = typeof args === 'string' ? { url: args } : args;
  try {
    return { data: await httpClient.request(url, { ...options, signal }) };
  } catch (error) {
    return { error: toHttpErrorData(error) };
  }
};

export const TAG_TYPES = [
  'User',
  'Rfq',
  'Lead',
  'Offer',
  'Meeting',
  'Message',
  'Document',
  'DocumentRequest',
  'EconomicProfile',
  'Resource',
  'MortgageSurveillance',
] as const;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  tagTypes: TAG_TYPES,
  // A page that failed while offline, or went stale in a background tab, fetches again by itself when the
  // connection returns or the tab is focused (setupListeners in store.ts feeds the browser's events). Focus asks
  // again only for the reads that hold an answer, in failedReads.ts: a failed read waits for the retry button.
  refetchOnReconnect: true,
  refetchOnFocus: false,
  endpoints: () => ({}),
});
