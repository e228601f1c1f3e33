// The analyst API (server/routes/analystRoutes.ts): stored wizard recordings and figures per step. A user without
// the analyst role gets 403, which the HTTP client turns into the forbidden page.
import type { RecordingListBody, StepStatisticsBody, StoredRecordingBody } from '../../contract/analyst';
import { baseApi } from './baseApi';

export type { RecordingListBody, StepStatisticsBody, StoredRecordingBody };

export const analystApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRecordings: build.query<RecordingListBody, void>({
      query: () => ({ url: '/api/analyst/recordings', params: { limit: 50 } }),
    }),
    // The page says itself that a request has no recording (404).
    getRecording: build.query<StoredRecordingBody, number>({
      query: (rfqId) => ({ url: `/api/analyst/recordings/${rfqId}`, quiet: true }),
    }),
    getStepStatistics: build.query<StepStatisticsBody, void>({
      query: () => '/api/analyst/step-statistics',
    }),
  }),
});

export const { useGetRecordingsQuery, useLazyGetRecordingQuery, useGetStepStatisticsQuery } = analystApi;
