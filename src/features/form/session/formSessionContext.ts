// What every part of the form reaches: the wizard actor living for the whole form session, its recorder, the
// injected checks and the in-memory secret fields.
import { createContext, useContext } from 'react';
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector';
import type { SaveScheduler } from '../../../../machines/auctionForm/persistenceScheduler';
import type { BrowserChecks } from './browserChecks';
import type { FormRecorder } from './lazyRecorder';
import type { FormActor, FormSnapshot } from './formActor';
import type { FormSnapshots } from './formSnapshots';
import type { SecretStore } from './secretFields';

export interface FormSession {
  actor: FormActor;
  /** The snapshot the components render: published once per batch of the wizard's events. */
  snapshots: FormSnapshots;
  /** The form's saves to session storage, written when the browser is idle. */
  saves: SaveScheduler;
  recorder: FormRecorder;
  checks: BrowserChecks;
  secrets: SecretStore;
  /** `?inspect=true`: the Stately inspector is connected and the recording can be downloaded. */
  inspecting: boolean;
}

export const FormSessionContext = createContext<FormSession | null>(null);

export function useFormSession(): FormSession {
  const session = useContext(FormSessionContext);
  if (!session) throw new Error('useFormSession must be used inside <FormMachineProvider>');
  return session;
}

export function useFormActor(): FormActor {
  return useFormSession().actor;
}

/**
 * A value of the wizard's published snapshot; the component re-renders only when it changes (`compare`, default
 * Object.is). As @xstate/react's useSelector, over the published snapshot rather than the actor's latest.
 */
export function useFormSelector<T>(select: (snapshot: FormSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  const { snapshots } = useFormSession();
  return useSyncExternalStoreWithSelector(
    snapshots.subscribe,
    snapshots.getSnapshot,
    snapshots.getSnapshot,
    select,
    compare,
  );
}
