// Starts the wizard once per form session, above the step routes: restored from session storage, recorded,
// and connected to the Stately inspector with `?inspect=true`.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createActor, type InspectionEvent } from 'xstate';
import { auctionFormMachine } from '../../../../machines/auctionForm';
import {
  clearSavedForm,
  restoreForm,
  saveForm,
  sessionStorageOrNull,
} from '../../../../machines/auctionForm/persistence';
import { loadFormCodec } from '../../../../machines/auctionForm/formCodec';
import { createSaveScheduler } from '../../../../machines/auctionForm/persistenceScheduler';
import { connectInspector } from '../../../../machines/inspector';
import { useAppSelector } from '../../../../store/hooks';
import { selectUser } from '../../../../store/slices/authSlice';
import { consentChoices } from '../../../../store/browser/cookieConsent';
import { currentAffiliate } from '../../../lib/analytics/landingAffiliate';
import { whenIdle } from '../../../lib/browser/whenIdle';
import { cookieNames, readCookie, writeCookie } from '../../../../store/http/cookies';
import { withRememberedCampaign } from './campaignMemory';
import { createBrowserChecks } from './browserChecks';
import { formInputFrom } from './formInput';
import { takeHandedEvents } from '../../../lib/formHandoff/formHandoff';
import { FormSessionContext, type FormSession } from './formSessionContext';
import { createFormSnapshots } from './formSnapshots';
import { isProfileComplete } from './profileCompleteness';
import { createSecretStore } from './secretFields';
import { createLazyRecorder } from './lazyRecorder';

/**
 * Runs a save when the codec has arrived (the first save loads it) and the browser is idle; returns a cancel. A
 * save the page must write at once (pagehide) before the codec arrived is lost, as with a full storage.
 */
function whenCodecAndIdle(task: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => undefined as void;
  const idle = () => {
    if (!cancelled) cancelIdle = whenIdle(task);
  };
  loadFormCodec().then(idle, idle);
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

function startSession(signedIn: boolean) {
  const consent = consentChoices();
  const campaignJar = consent.marketing
    ? { read: (name: string) => readCookie(name), write: (name: string, value: string) => writeCookie(name, value) }
    : { read: () => null, write: () => undefined };
  const input = formInputFrom({
    search: withRememberedCampaign(window.location.search, campaignJar),
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    readCookie: (name) => readCookie(name),
    cookieNames: cookieNames(),
    affiliate: currentAffiliate(),
    consent,
    signedIn,
    restored: restoreForm(sessionStorageOrNull()),
  });
  const recorder = createLazyRecorder({ input });
  const inspector = connectInspector();
  const inspect = (event: InspectionEvent) => {
    recorder.inspect(event);
    inspector?.inspect(event);
  };
  // Started at once rather than in an effect (as useActorRef does): a child's effects run before its parent's,
  // and the steps' first events (the URL's GO_TO_STEP) must be handled, not queued. The wizard has no timers or
  // children to stop, so it needs no stopping when the form unmounts.
  // The form is saved when the browser is idle rather than on the click that changed it; the page
  // going away writes what is waiting (see FormMachineProvider), and clearing drops it.
  const saves = createSaveScheduler((context) => saveForm(context, sessionStorageOrNull()), whenCodecAndIdle);
  const machine = auctionFormMachine.provide({
    actions: {
      saveForm: ({ context }) => saves.schedule(context),
      clearSavedForm: () => {
        saves.cancel();
        clearSavedForm(sessionStorageOrNull());
      },
    },
  });
  const actor = createActor(machine, { input, inspect }).start();
  for (const event of takeHandedEvents()) actor.send(event);
  return {
    actor,
    saves,
    snapshots: createFormSnapshots(actor),
    input,
    recorder,
    inspector,
    checks: createBrowserChecks(),
    secrets: createSecretStore(),
  };
}

export function FormMachineProvider({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  const signedIn = user !== null;
  // Made once: the input, recorder and inspector belong to this form session, not to a render.
  const [started] = useState(() => startSession(signedIn));
  const [signedInAtStart] = useState(signedIn);
  const actor = started.actor;

  useEffect(() => () => started.inspector?.stop(), [started]);

  // A reload, a closed tab or a switch to another app must not lose the save waiting for idle time; neither must
  // leaving the form in the app.
  useEffect(() => {
    const { saves } = started;
    const onHidden = () => {
      if (document.visibilityState === 'hidden') saves.flush();
    };
    window.addEventListener('pagehide', saves.flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', saves.flush);
      document.removeEventListener('visibilitychange', onHidden);
      saves.flush();
    };
  }, [started]);

  // The customer may sign in (or out) while the form is open: the profile step follows. A signed-in customer whose
  // account holds a complete profile is spared the step (machines/auctionForm/DECISIONS.md 2); until that is checked, the step stays.
  // Only one signed in when the form opened: who signs in on the profile step itself stays there, with what they
  // typed, rather than being moved back a step.
  const name = user?.name ?? null;
  const email = user?.email ?? null;
  const phone = user?.phone ?? null;
  useEffect(() => {
    let current = true;
    actor.send({ type: 'SET_CUSTOMER', signedIn, profileComplete: false });
    if (signedIn && signedInAtStart && name !== null && email !== null) {
      void isProfileComplete({ name, email, phone }).then((profileComplete) => {
        if (current && profileComplete) actor.send({ type: 'SET_CUSTOMER', signedIn, profileComplete });
      });
    }
    return () => {
      current = false;
    };
  }, [actor, signedIn, signedInAtStart, name, email, phone]);

  const session = useMemo<FormSession>(
    () => ({
      actor,
      snapshots: started.snapshots,
      saves: started.saves,
      recorder: started.recorder,
      checks: started.checks,
      secrets: started.secrets,
      inspecting: started.inspector !== null,
    }),
    [actor, started],
  );
  return <FormSessionContext.Provider value={session}>{children}</FormSessionContext.Provider>;
}
