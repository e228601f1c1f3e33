// The wizard's recording (machines/auctionForm/recording.ts) with its pseudonymizer is not needed before the
// request is sent, so it is a chunk of its own, loaded when the browser is idle after the form opened. The events
// the wizard receives until then wait, with the time they arrived, and are recorded first, in order: the
// recording is the one the recorder would have made from the start. Later events wait too, for idle time: their
// pseudonymizing is no work for the click that sent them.
import type { InspectionEvent } from 'xstate';
import type { WizardRecorder, WizardRecording } from '../../../../machines/auctionForm/recording';
import type { AuctionFormInput } from '../../../../machines/auctionForm/types';
import { lazyModule } from '../../../lib/lazyModule';
import { whenIdle } from '../../../lib/browser/whenIdle';

type RecordingModule = Pick<
  typeof import('../../../../machines/auctionForm/recording'),
  'createRecorder' | 'isWizardEvent'
>;

const recordingModule = lazyModule<RecordingModule>(
  () => import(/* webpackChunkName: "form-recording" */ '../../../../machines/auctionForm/recording'),
);

export interface FormRecorder {
  /** Pass as the actor's `inspect` option; every event the wizard receives is recorded. */
  inspect: (inspectionEvent: InspectionEvent) => void;
  /** The recording so far, once the recorder has loaded (at once when it has). */
  recording: () => Promise<WizardRecording>;
}

interface Waiting {
  event: unknown;
  time: number;
}

export function createLazyRecorder(options: {
  input: AuctionFormInput;
  now?: () => number;
  load?: () => Promise<RecordingModule>;
  /** When to load it, and to record the events that wait; defaults to the browser's next idle time. */
  schedule?: (task: () => void) => void;
}): FormRecorder {
  const now = options.now ?? Date.now;
  const load = options.load ?? recordingModule.load;
  const schedule = options.schedule ?? ((task) => void whenIdle(task));
  const startedAt = now();
  let waiting: Waiting[] = [];
  let recorder: WizardRecorder | null = null;
  let isWizardEvent: RecordingModule['isWizardEvent'] | null = null;
  let recordingScheduled = false;

  const recordWaiting = () => {
    if (!recorder || !isWizardEvent) return;
    for (const { event, time } of waiting) if (isWizardEvent(event)) recorder.record(event, time);
    waiting = [];
  };

  const ready = (): Promise<WizardRecorder> =>
    load().then((arrived) => {
      if (!recorder) {
        recorder = arrived.createRecorder({ input: options.input, now, startedAt });
        isWizardEvent = arrived.isWizardEvent;
      }
      recordWaiting();
      return recorder;
    });

  // A failed load is tried again by recording(); the events keep waiting meanwhile.
  schedule(() => void ready().catch(() => undefined));

  return {
    inspect: (inspectionEvent) => {
      // As the recorder's own filter: only what reaches the wizard itself, not xstate's own events (init, done).
      if (inspectionEvent.type !== '@xstate.event') return;
      if (inspectionEvent.actorRef.sessionId !== inspectionEvent.rootId) return;
      waiting.push({ event: inspectionEvent.event, time: now() });
      // Recorded later too once the recorder is there: pseudonymizing a Next's VALIDATE_STEP (the step's answers)
      // took a tenth of the click's script at 4× CPU. The events are the wizard's, never changed after sending.
      if (!recorder || recordingScheduled) return;
      recordingScheduled = true;
      schedule(() => {
        recordingScheduled = false;
        recordWaiting();
      });
    },
    recording: () => ready().then((arrived) => arrived.recording()),
  };
}
