// The analyst API: stored wizard recordings and the figures per step across them. Only users with the
// analyst role; recordings are pseudonymized (machines/auctionForm/redaction.ts), never a customer's own values.
import { Type, type Static } from '@sinclair/typebox';
import { STEP_LABELS } from '../domain/formRecord';
import { Id, IsoDateTime, Nullable, OpenObject } from './primitives';

export const RecordingIdParams = Type.Object({
  rfqId: Id({ description: 'The request the recording was stored with.' }),
});

export const MAX_LISTED_RECORDINGS = 200;

export const RecordingListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LISTED_RECORDINGS, default: 50 })),
});

export const RecordingSummary = Type.Object({
  rfq_id: Id(),
  created_at: IsoDateTime({ description: 'When the request was submitted.' }),
  purpose: Type.String(),
  events: Type.Integer({ minimum: 0, description: 'Entries in the recording’s event list.' }),
});

export const RecordingList = Type.Object({ recordings: Type.Array(RecordingSummary) });

export const StoredRecording = Type.Object({
  rfq_id: Id(),
  recording: Type.Union([OpenObject(), Type.Array(Type.Unknown())], {
    description: 'The recording as stored, pseudonymized: damage is kept for the replay to report.',
  }),
});

const StepLabel = Type.Union(STEP_LABELS.map((label) => Type.Literal(label)));

export const StepStatisticsRow = Type.Object({
  step: StepLabel,
  reached: Type.Integer({ minimum: 0, description: 'Sessions that were on the step at least once.' }),
  moved_on: Type.Integer({ minimum: 0, description: 'Sessions that left it for a later step.' }),
  went_back: Type.Integer({ minimum: 0, description: 'Sessions that went from it to an earlier step.' }),
  ended_here: Type.Integer({ minimum: 0, description: 'Sessions whose recording ends here, not submitted.' }),
  median_ms: Nullable(Type.Integer({ minimum: 0 }), { description: 'Median time spent on it, in milliseconds.' }),
});

export const StepStatistics = Type.Object({
  sessions: Type.Integer({ minimum: 0 }),
  unreadable: Type.Integer({ minimum: 0, description: 'Stored recordings that are not recordings at all.' }),
  steps: Type.Array(StepStatisticsRow),
});

export type RecordingListBody = Static<typeof RecordingList>;
export type StoredRecordingBody = Static<typeof StoredRecording>;
export type StepStatisticsBody = Static<typeof StepStatistics>;
