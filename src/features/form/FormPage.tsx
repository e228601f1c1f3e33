// The request form on screen: the step menu and progress, the step's heading (focused when the step changes, for
// screen readers), and the step the wizard is on, its resources loaded first.
import { createElement, memo, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../../lib/browser/afterNextPaint';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { nextStep } from '../../../machines/auctionForm';
import type { StepLabel } from '../../../machines/auctionForm/types';
import { useGetEconomicProfileQuery } from '../../../store/api/auctionFormApi';
import { useAppSelector } from '../../../store/hooks';
import { selectUser } from '../../../store/slices/authSlice';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { whenIdle } from '../../lib/browser/whenIdle';
import { FormProgress } from './FormProgress';
import { ResourceFailure, SubmitFailureAlert } from './FormAlerts';
import { InspectPanel } from './InspectPanel';
import { StepMenu, useMenuItems, type MenuItem } from './StepMenu';
import { useFormSelector, useFormSession } from './session/formSessionContext';
import { StepResourcesContext } from './session/stepResourcesContext';
import { usePrefetchStepResources, useStepResources } from './session/stepResources';
import { usePrebuiltStepSchema } from './session/useStepSchema';
import { useStepUrlSync } from './session/useStepUrlSync';
import { prefetchPrefill } from './session/usePurposeChoice';
import { prefetchStep, useStepComponent } from './stepComponents';
import './FormPage.css';

/** A focus asked for by a step change is honoured by a navigation arriving this soon after it. */
const FOCUS_WINDOW_MS = 2000;

export function FormPage() {
  const { inspecting } = useFormSession();
  const { takeFocusToRestore } = useStepUrlSync();
  const label = useFormSelector((snapshot) => snapshot.context.currentStepLabel);
  const menu = useMenuItems();
  const shown = useShownAfterPaint(label, menu);
  const shownStep = shown.step;
  const upcoming = useFormSelector((snapshot) => nextStep(snapshot.context));
  const user = useAppSelector(selectUser);
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingFocusAskedAt = useRef<number | null>(null);
  const opened = useRef(false);
  const location = useLocation();

  usePrefetchStepResources(upcoming);
  // The next step's code arrives while this one is filled in, so Next never waits for the network.
  useEffect(() => (upcoming === null ? undefined : whenIdle(() => prefetchStep(upcoming))), [upcoming]);
  usePrebuiltStepSchema(upcoming);

  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      return;
    }
    headingFocusAskedAt.current = Date.now();
    // The address bar (and the layout's scroll to the top with it) follows after the paint: the new step is shown
    // from its top in the frame it first appears. Scrolling to the top needs no layout; focus does (the whole new
    // page's style and layout, forced inside the click: a fifth of a Next at 4× CPU), so it follows the paint.
    window.scrollTo(0, 0);
    return afterNextPaint(() => headingRef.current?.focus({ preventScroll: true }));
  }, [label]);

  // The app's layout moves focus to <main> after every navigation, and the URL follows the step a moment later:
  // the new step's heading (or the control the customer was on, for a language switch) takes focus back.
  useEffect(() => {
    const askedAt = headingFocusAskedAt.current;
    headingFocusAskedAt.current = null;
    const restore = takeFocusToRestore();
    const heading = askedAt !== null && Date.now() - askedAt < FOCUS_WINDOW_MS ? headingRef.current : null;
    const target = heading ?? restore;
    if (!target) return;
    const timer = setTimeout(() => target.focus(), 0);
    return () => clearTimeout(timer);
  }, [location.key, takeFocusToRestore]);

  return (
    <div className="form-page">
      {user !== null && label === 'start' && <ProfileForPrefill userId={user.id} />}
      <nav className="form-page__menu" aria-label={intl.formatMessage({ id: 'form.menu.label' })}>
        <StepMenu items={shown.menu} />
      </nav>
      <div className="form-page__content">
        <FormProgress items={menu} />
        {/* Phones: the step menu folds away under the progress; wide screens show it beside the step. */}
        <details className="form-page__menu-compact">
          <summary>
            <FormattedMessage id="form.menu.show" />
          </summary>
          <StepMenu items={shown.menu} />
        </details>
        <h1 ref={headingRef} tabIndex={-1} className="form-page__title">
          <FormattedMessage id={`form.steps.${label}`} />
        </h1>
        <p className="form-page__lead">
          <FormattedMessage id={`form.lead.${label}`} />
        </p>
        <SubmitFailureAlert />
        {/* The step left stays mounted, hidden, until the new one's fields come: unmounting it (its DOM, its
            effects' cleanups, code a fresh page has never run) is no work for the click's frame either. */}
        <div className="form-page__step" hidden={shownStep !== label}>
          <StepWithResources key={shownStep} label={shownStep} />
        </div>
        {shownStep !== label && <div className="form-page__step-pending" />}
      </div>
      {inspecting && <InspectPanel />}
    </div>
  );
}

/**
 * The step whose fields are on screen, and the menus' marks. A new step's heading, lead and progress are painted
 * first, in the frame that answers the click; its fields and the menus follow in the next one, in one commit.
 * Rendering the fields in the click's own task made a Next take 120-180 ms to answer on a 4× slowed CPU, and the
 * two menus (a phone shows neither: one is folded, the other is for wide screens) were a tenth of what remained
 * (docs/benchmarks.md). The first load shows its step and menus at once.
 */
function useShownAfterPaint(label: StepLabel, menu: MenuItem[]): { step: StepLabel; menu: MenuItem[] } {
  const [shown, setShown] = useState({ step: label, menu });
  const current = shown.step === label && shown.menu === menu;
  useEffect(
    () => (current ? undefined : afterNextPaint(() => setShown({ step: label, menu }))),
    [current, label, menu],
  );
  return shown;
}

/**
 * A signed-in customer's profile, fetched while the purpose is chosen so prefilling needs no wait. A component of
 * its own: the query's hook is no work for the form's every render (every Next renders FormPage).
 */
function ProfileForPrefill({ userId }: { userId: number }) {
  useGetEconomicProfileQuery(userId);
  useEffect(() => whenIdle(prefetchPrefill), []);
  return null;
}

/** Memoised: the step being left must not render again under the new step's heading. */
const StepWithResources = memo(function StepWithResources({ label }: { label: StepLabel }) {
  const state = useStepResources(label);
  const Step = useStepComponent(label);
  if (state.status === 'failed') return <ResourceFailure status={state.httpStatus} onRetry={state.retry} />;
  if (state.status === 'loading' || Step === null) return <LoadingState />;
  return (
    <StepResourcesContext.Provider value={state.resources}>
      {/* Not <Step />: the component comes from its chunk, not from this module (lint: static components). */}
      {createElement(Step)}
    </StepResourcesContext.Provider>
  );
});
