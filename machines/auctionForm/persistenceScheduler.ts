// The form's saves off the customer's click: each save asked for replaces the one waiting, and the
// latest is written when the browser is idle, or at once when the page goes away (flush), so a reload loses
// nothing. Pure: the idle callback and the writing are provided by the caller.
import type { AuctionFormContext } from './types';

export interface SaveScheduler {
  /** Asks for `context` to be saved; a save still waiting is replaced, not written. */
  schedule: (context: AuctionFormContext) => void;
  /** Writes the waiting save now, if any (the page is being hidden or left). */
  flush: () => void;
  /** Drops the waiting save (the saved form is being cleared). */
  cancel: () => void;
}

/** `whenIdle` runs its task later and returns a cancel. */
export function createSaveScheduler(
  write: (context: AuctionFormContext) => void,
  whenIdle: (task: () => void) => () => void,
): SaveScheduler {
  let waiting: AuctionFormContext | null = null;
  let cancelIdle: (() => void) | null = null;

  const flush = () => {
    cancelIdle?.();
    cancelIdle = null;
    const context = waiting;
    waiting = null;
    if (context !== null) write(context);
  };

  return {
    schedule: (context) => {
      waiting = context;
      cancelIdle ??= whenIdle(flush);
    },
    flush,
    cancel: () => {
      cancelIdle?.();
      cancelIdle = null;
      waiting = null;
    },
  };
}
