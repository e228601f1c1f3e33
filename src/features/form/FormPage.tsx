// The request form on screen: the step menu and progress, the step's heading (focused when the step changes, for
// screen readers), and the step the wizard is on, its resources loaded first.
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, type ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { nextStep } from '../../../machines/auctionForm';
import type { StepLabel } from '../../../machines/auctionForm/types';
import { useGetEconomicProfileQuery } from '../../../store/api/auctionFormApi';
import { useAppSelector } from '../../../store/hooks';
import { selectUser } from '../../../store/slices/authSlice';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { FormProgress } from './FormProgress';
import { ResourceFailure, SubmitFailureAlert } from './FormAlerts';
import { InspectPanel } from './InspectPanel';
import { StepMenu } from './StepMenu';
import { useFormSelector, useFormSession } from './session/formSessionContext';
import { StepResourcesContext } from './session/stepResourcesContext';
import { usePrefetchStepResources, useStepResources } from './session/stepResources';
import { useStepUrlSync } from './session/useStepUrlSync';
import { AboutYouStep } from './steps/AboutYouStep';
import { EmploymentStep } from './steps/EmploymentStep';
import { HousingSituationStep } from './steps/HousingSituationStep';
import { OtherAssetsStep } from './steps/OtherAssetsStep';
import { OtherDebtStep } from './steps/OtherDebtStep';
import { ProfileStep } from './steps/ProfileStep';
import { SavingsStep } from './steps/SavingsStep';
import { StartStep } from './steps/StartStep';
import { UnsatisfiedStep } from './steps/UnsatisfiedStep';
import { WishesStep } from './steps/WishesStep';
import './FormPage.css';

const STEP_COMPONENTS: Record<StepLabel, ComponentType> = {
  start: StartStep,
  unsatisfied: UnsatisfiedStep,
  housingSituation: HousingSituationStep,
  otherAssets: OtherAssetsStep,
  savings: SavingsStep,
  aboutYou: AboutYouStep,
  employment: EmploymentStep,
  otherDebt: OtherDebtStep,
  wishes: WishesStep,
  profile: ProfileStep,
};

/** A focus asked for by a step change is honoured by a navigation arriving this soon after it. */
const FOCUS_WINDOW_MS = 2000;

export function FormPage() {
  const { inspecting } = useFormSession();
  const { takeFocusToRestore } = useStepUrlSync();
  const label = useFormSelector((snapshot) => snapshot.context.currentStepLabel);
  const upcoming = useFormSelector((snapshot) => nextStep(snapshot.context));
  const user = useAppSelector(selectUser);
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingFocusAskedAt = useRef<number | null>(null);
  const opened = useRef(false);
  const location = useLocation();

  usePrefetchStepResources(upcoming);
  // A signed-in customer's profile is fetched while the purpose is chosen, so prefilling needs no wait.
  useGetEconomicProfileQuery(user && label === 'start' ? user.id : skipToken);

  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      return;
    }
    headingFocusAskedAt.current = Date.now();
    headingRef.current?.focus();
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

  const Step = STEP_COMPONENTS[label];
  return (
    <div className="form-page">
      <nav className="form-page__menu" aria-label={intl.formatMessage({ id: 'form.menu.label' })}>
        <StepMenu />
      </nav>
      <div className="form-page__content">
        <FormProgress />
        {/* Phones: the step menu folds away under the progress; wide screens show it beside the step. */}
        <details className="form-page__menu-compact">
          <summary>
            <FormattedMessage id="form.menu.show" />
          </summary>
          <StepMenu />
        </details>
        <h1 ref={headingRef} tabIndex={-1} className="form-page__title">
          <FormattedMessage id={`form.steps.${label}`} />
        </h1>
        <p className="form-page__lead">
          <FormattedMessage id={`form.lead.${label}`} />
        </p>
        <SubmitFailureAlert />
        <StepWithResources key={label} label={label} Step={Step} />
      </div>
      {inspecting && <InspectPanel />}
    </div>
  );
}

function StepWithResources({ label, Step }: { label: StepLabel; Step: ComponentType }) {
  const state = useStepResources(label);
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'failed') return <ResourceFailure status={state.httpStatus} onRetry={state.retry} />;
  return (
    <StepResourcesContext.Provider value={state.resources}>
      <Step />
    </StepResourcesContext.Provider>
  );
}
