// The recorder arrives after the form opened: the events before it are recorded first, in order, at their own times.
import type { InspectionEvent } from 'xstate';
import * as recordingModule from '../../../../machines/auctionForm/recording';
import { createLazyRecorder } from '../../../../src/features/form/session/lazyRecorder';

const wizardEvent = (event: object, root = 'root'): InspectionEvent =>
  ({ type: '@xstate.event', actorRef: { sessionId: root }, rootId: 'root', event }) as unknown as InspectionEvent;

function setup() {
  let time = 1000;
  let arrive: () => void = () => undefined;
  const arrived = new Promise<typeof recordingModule>((resolve) => (arrive = () => resolve(recordingModule)));
  const load = jest.fn(() => arrived);
  const recorder = createLazyRecorder({
    input: { referer: 'https://example.com/?email=a@b.dk' },
    now: () => time,
    load,
    schedule: () => undefined,
  });
  return { recorder, load, arrive, tick: (ms: number) => (time += ms) };
}

test('events before the recorder loaded are recorded first, in order, pseudonymized, at the time they arrived', async () => {
  const { recorder, arrive, tick } = setup();
  tick(10);
  recorder.inspect(wizardEvent({ type: 'SET_PURPOSE', purpose: 'vehicle_purchaser' }));
  recorder.inspect(wizardEvent({ type: 'NEXT' }, 'child'));
  recorder.inspect({ type: '@xstate.snapshot' } as unknown as InspectionEvent);
  tick(5);
  recorder.inspect(wizardEvent({ type: 'SET_STEP_DATA', step: 'aboutYou', formData: { email: 'a@b.dk' } }));
  recorder.inspect(wizardEvent({ type: 'NOT_A_WIZARD_EVENT' }));
  const recording = recorder.recording();
  tick(100);
  arrive();
  const made = await recording;
  recorder.inspect(wizardEvent({ type: 'NEXT' }));
  const later = await recorder.recording();
  expect(made.events.map(({ at, event }) => [at, event.type])).toEqual([
    [10, 'SET_PURPOSE'],
    [15, 'SET_STEP_DATA'],
  ]);
  expect(JSON.stringify(made)).not.toContain('a@b.dk');
  expect(later.events.map(({ at, event }) => [at, event.type])).toEqual([
    [10, 'SET_PURPOSE'],
    [15, 'SET_STEP_DATA'],
    [115, 'NEXT'],
  ]);
});

test('the same recording as a recorder there from the start', async () => {
  const { recorder, arrive, tick } = setup();
  let time = 1000;
  const eager = recordingModule.createRecorder({
    input: { referer: 'https://example.com/?email=a@b.dk' },
    now: () => time,
  });
  const events = [
    { type: 'SET_PURPOSE', purpose: 'property_purchaser' },
    { type: 'SET_STEP_DATA', step: 'aboutYou', formData: { full_name: 'Jens Hansen', email: 'j@h.dk' } },
    { type: 'SET_STEP_DATA', step: 'aboutYou', formData: { full_name: 'Jens Hansen', email: 'k@h.dk' } },
    { type: 'NEXT' },
  ];
  events.forEach((event, index) => {
    tick(7);
    time += 7;
    if (index === 2) arrive();
    recorder.inspect(wizardEvent(event));
    eager.inspect(wizardEvent(event));
  });
  expect(await recorder.recording()).toEqual(eager.recording());
});

test('a failed load is tried again by the next recording, the events still waiting', async () => {
  const load = jest
    .fn<Promise<typeof recordingModule>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue(recordingModule);
  const recorder = createLazyRecorder({ input: {}, now: () => 0, load, schedule: (task) => task() });
  recorder.inspect(wizardEvent({ type: 'NEXT' }));
  await Promise.resolve();
  expect((await recorder.recording()).events.map(({ event }) => event.type)).toEqual(['NEXT']);
  expect(load).toHaveBeenCalledTimes(2);
});
