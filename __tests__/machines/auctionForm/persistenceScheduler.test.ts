import { createInitialContext } from '../../../machines/auctionForm';
import { createSaveScheduler } from '../../../machines/auctionForm/persistenceScheduler';
import type { AuctionFormContext } from '../../../machines/auctionForm/types';

function setup() {
  const written: AuctionFormContext[] = [];
  const idle: Array<() => void> = [];
  const scheduler = createSaveScheduler(
    (context) => written.push(context),
    (task) => {
      idle.push(task);
      return () => idle.splice(idle.indexOf(task), 1);
    },
  );
  return { scheduler, written, idle };
}

const context = (step: AuctionFormContext['currentStepLabel']) => ({
  ...createInitialContext(),
  currentStepLabel: step,
});

describe('createSaveScheduler', () => {
  test('nothing is written on the call: the latest of several saves is written once, when idle', () => {
    const { scheduler, written, idle } = setup();
    scheduler.schedule(context('start'));
    scheduler.schedule(context('savings'));
    expect(written).toEqual([]);
    expect(idle).toHaveLength(1);
    idle[0]();
    expect(written.map((c) => c.currentStepLabel)).toEqual(['savings']);
  });

  test('flush writes the waiting save at once and cancels the idle one; a second flush writes nothing', () => {
    const { scheduler, written, idle } = setup();
    scheduler.schedule(context('aboutYou'));
    scheduler.flush();
    scheduler.flush();
    expect(written.map((c) => c.currentStepLabel)).toEqual(['aboutYou']);
    expect(idle).toHaveLength(0);
  });

  test('cancel drops the waiting save, so a cleared form is not written back', () => {
    const { scheduler, written, idle } = setup();
    scheduler.schedule(context('profile'));
    scheduler.cancel();
    scheduler.flush();
    expect(written).toEqual([]);
    expect(idle).toHaveLength(0);
  });
});
