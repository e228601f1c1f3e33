// Keeps the address bar and the wizard on the same step, in the page's language (see decideSync).
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { whenIdle } from '../../../lib/browser/whenIdle';
import { useLocale } from '../../../lib/i18n/I18nProvider';
import { useFormSelector, useFormSession } from './formSessionContext';
import { decideSync, pathOfStep, stepOfPath, type SyncState } from './stepUrls';

/** The address bar follows the step this soon at the latest, however busy the browser. */
const URL_FOLLOWS_WITHIN_MS = 500;

export interface StepUrlSync {
  /** The element to focus again after a navigation that only changed the path's language, once. */
  takeFocusToRestore: () => HTMLElement | null;
}

export function useStepUrlSync(): StepUrlSync {
  const { actor, snapshots } = useFormSession();
  const machineStep = useFormSelector((snapshot) => snapshot.context.currentStepLabel);
  const locale = useLocale();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const before = useRef<SyncState | null>(null);
  const restoreFocusAfterNavigation = useRef<HTMLElement | null>(null);

  const url = stepOfPath(pathname);
  const urlLabel = url?.label ?? null;
  const urlLocale = url?.locale ?? null;

  // The wizard moving on (Next, Back, the menu) takes the address bar along once the new step is on screen and the
  // browser is idle: the navigation (history.pushState, the router's render, the layout's scroll and focus) cost
  // the first Next about as much again as the new step at 4× CPU, and must not come between the step's heading
  // and its fields (FormPage). Until then the effect below leaves the URL to this.
  const latest = useRef({ pathname, urlLabel, locale, navigate });
  /** The navigation waiting for the paint: where to, and how to call it off. */
  const pending = useRef<{ to: string; cancel: () => void } | null>(null);
  /** The navigation sent from here that the router has not rendered yet: from which path, to which. */
  const sent = useRef<{ from: string; to: string } | null>(null);
  useLayoutEffect(() => {
    latest.current = { pathname, urlLabel, locale, navigate };
  });
  useEffect(() => {
    const stop = snapshots.onPublish((next, previous) => {
      const step = next.context.currentStepLabel;
      const { urlLabel: shown, locale: language } = latest.current;
      if (step === previous.context.currentStepLabel || shown === null) return;
      pending.current?.cancel();
      pending.current = null;
      restoreFocusAfterNavigation.current = null;
      if (shown === step) return;
      const to = pathOfStep(step, language);
      const cancel = whenIdle(() => {
        pending.current = null;
        sent.current = { from: latest.current.pathname, to };
        void latest.current.navigate(to);
      }, URL_FOLLOWS_WITHIN_MS);
      pending.current = { to, cancel };
    });
    return () => {
      stop();
      pending.current?.cancel();
    };
  }, [snapshots]);

  useEffect(() => {
    // The first path after the one the navigation left is its outcome (or another's, which ends it too).
    const urlFollowedWizard = sent.current !== null && sent.current.from !== pathname && sent.current.to === pathname;
    if (sent.current !== null && sent.current.from !== pathname) sent.current = null;
    const now: SyncState = {
      url: urlLabel === null ? null : { label: urlLabel, locale: urlLocale },
      machineStep,
      locale,
      urlFollowedWizard,
    };
    const action = decideSync(now, before.current);
    before.current = now;
    if (action.type === 'navigate' && action.to === pending.current?.to) return;
    if (action.type === 'navigate') {
      const languageOnly = now.url?.label === machineStep;
      restoreFocusAfterNavigation.current =
        languageOnly && document.activeElement instanceof HTMLElement ? document.activeElement : null;
      void navigate(action.to, { replace: action.replace });
    } else if (action.type === 'goToStep') {
      actor.send({ type: 'GO_TO_STEP', step: action.step });
      const landed = actor.getSnapshot().context.currentStepLabel;
      before.current = { ...now, machineStep: landed };
      // A step not reachable yet (a deep link past invalid steps): the wizard went to the first invalid step.
      if (landed !== action.step) void navigate(pathOfStep(landed, locale), { replace: true });
    }
  }, [actor, machineStep, locale, pathname, urlLabel, urlLocale, navigate]);

  const takeFocusToRestore = useCallback(() => {
    const element = restoreFocusAfterNavigation.current;
    restoreFocusAfterNavigation.current = null;
    return element;
  }, []);
  return { takeFocusToRestore };
}
