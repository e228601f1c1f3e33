// The wizard's snapshot as the form's components see it, published once per batch of events. A Next
// sends several events (SET_PURPOSE, VALIDATE_STEP, NEXT) around awaits; rendering after each would cost a React
// commit apiece. Imperative readers (actor.getSnapshot()) always see the latest; only rendering waits.
import { flushSync } from 'react-dom';
import type { FormActor, FormSnapshot } from './formActor';

/** Told of each published snapshot before the components are, so it may update the URL in the same commit. */
export type PublishListener = (next: FormSnapshot, previous: FormSnapshot) => void;

export interface FormSnapshots {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => FormSnapshot;
  onPublish: (listener: PublishListener) => () => void;
  /** Holds publishing until `work` settles, then publishes once: the events it sends render in one commit. */
  batch: <T>(work: () => Promise<T>) => Promise<T>;
}

export function createFormSnapshots(actor: FormActor): FormSnapshots {
  let published = actor.getSnapshot();
  const listeners = new Set<() => void>();
  const publishListeners = new Set<PublishListener>();
  let openBatches = 0;
  let scheduled = false;

  const publish = () => {
    scheduled = false;
    if (openBatches > 0) return;
    const next = actor.getSnapshot();
    if (next === published) return;
    const previous = published;
    published = next;
    // Synchronous, and in one flush: the components and the router (navigate with flushSync) commit together.
    flushSync(() => {
      for (const listener of listeners) listener();
      for (const listener of publishListeners) listener(next, previous);
    });
  };

  actor.subscribe(() => {
    if (openBatches > 0 || scheduled) return;
    // Events sent together in one task's synchronous code render once.
    scheduled = true;
    queueMicrotask(publish);
  });

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => published,
    onPublish: (listener) => {
      publishListeners.add(listener);
      return () => publishListeners.delete(listener);
    },
    batch: async (work) => {
      openBatches += 1;
      try {
        return await work();
      } finally {
        openBatches -= 1;
        publish();
      }
    },
  };
}
