// What every part of the form reaches: the wizard actor living for the whole form session, its recorder, the
// injected checks and the in-memory secret fields.
import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AuctionFormMachine } from '../../../../machines/auctionForm';
import type { WizardRecorder } from '../../../../machines/auctionForm/recording';
import type { BrowserChecks } from './browserChecks';
import type { SecretStore } from './secretFields';

export type FormActor = ActorRefFrom<AuctionFormMachine>;
export type FormSnapshot = SnapshotFrom<AuctionFormMachine>;

export interface FormSession {
  actor: FormActor;
  recorder: WizardRecorder;
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

/** A value of the wizard's snapshot; the component re-renders only when it changes (`compare`, default ===). */
export function useFormSelector<T>(select: (snapshot: FormSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useFormActor(), select, compare);
}
