// The analyst API: stored wizard recordings, pseudonymized, and figures per step across them.
// Only users with the analyst role (users.is_analyst); everyone else signed in gets 403, a guest 401.
import {
  RecordingIdParams,
  RecordingList,
  RecordingListQuery,
  StepStatistics,
  StoredRecording,
} from '../../contract/analyst';
import { errorResponses } from '../../contract/errors';
import { listRecordings, requireAnalyst, stepStatistics, storedRecording } from '../analyst/analystService';
import type { TypedApp } from '../http/contract';
import { replyNotFound } from '../http/notFound';

const tags = ['analyst'];
const security = [{ session: [] }];

export async function analystRoutes(app: TypedApp) {
  app.get(
    '/api/analyst/recordings',
    {
      onRequest: requireAnalyst,
      schema: {
        tags,
        security,
        summary: 'The latest requests that carry a wizard recording, newest first',
        querystring: RecordingListQuery,
        response: { 200: RecordingList, ...errorResponses(401, 403) },
      },
    },
    async (request) => listRecordings(app.db, request.query.limit ?? 50),
  );

  app.get(
    '/api/analyst/recordings/:rfqId',
    {
      onRequest: requireAnalyst,
      schema: {
        tags,
        security,
        summary: 'The wizard recording stored with a request, pseudonymized, damage kept for the replay to report',
        params: RecordingIdParams,
        response: { 200: StoredRecording, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const recording = await storedRecording(app.db, request.params.rfqId);
      if (recording === null) {
        return replyNotFound(request, reply, 'analyst.noRecording');
      }
      return { rfq_id: request.params.rfqId, recording: recording as Record<string, unknown> };
    },
  );

  app.get(
    '/api/analyst/step-statistics',
    {
      onRequest: requireAnalyst,
      schema: {
        tags,
        security,
        summary: 'Per wizard step across the stored recordings: reached, moved on, went back, ended here, median time',
        response: { 200: StepStatistics, ...errorResponses(401, 403) },
      },
    },
    async () => stepStatistics(app.db),
  );
}
