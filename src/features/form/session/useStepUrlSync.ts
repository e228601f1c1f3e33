// Keeps the address bar and the wizard on the same step, in the page's language (see decideSync).
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLocale } from '../../../lib/i18n/I18nProvider';
import { useFormSelector, useFormSession } from './formSessionContext';
import { decideSync, pathOfStep, stepOfPath, type SyncState } from './stepUrls';

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

  // The wizard moving on (Next, Back, the menu) takes the address bar along in the same commit as the new step,
  // rather than in a second one from the effect below, which then finds both agreeing.
  const latest = useRef({ urlLabel, locale, navigate });
  useLayoutEffect(() => {
    latest.current = { urlLabel, locale, navigate };
  });
  useEffect(
    () =>
      snapshots.onPublish((next, previous) => {
        const step = next.context.currentStepLabel;
        const { urlLabel: shown, locale: language, navigate: go } = latest.current;
        if (step === previous.context.currentStepLabel || shown === null || shown === step) return;
        restoreFocusAfterNavigation.current = null;
        void go(pathOfStep(step, language), { flushSync: true });
      }),
    [snapshots],
  );

  useEffect(() => {
    const now: SyncState = {
      url: urlLabel === null ? null : { label: urlLabel, locale: urlLocale },
      machineStep,
      locale,
    };
    const action = decideSync(now, before.current);
    before.current = now;
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
  }, [actor, machineStep, locale, urlLabel, urlLocale, navigate]);

  const takeFocusToRestore = useCallback(() => {
    const element = restoreFocusAfterNavigation.current;
    restoreFocusAfterNavigation.current = null;
    return element;
  }, []);
  return { takeFocusToRestore };
}
