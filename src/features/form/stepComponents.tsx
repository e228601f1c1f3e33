// Each step's component in its own chunk, except the start step: it is prerendered and hydrated, so it
// must render synchronously. The step after the current one is fetched while the customer fills this one in, so
// Next finds its component loaded and renders it in the same commit, without a loading state in between.
import { useEffect, useState, type ComponentType } from 'react';
import type { StepLabel } from '../../../machines/auctionForm/types';
import { lazyModule } from '../../lib/lazyModule';
import { loadChunk } from '../../lib/browser/chunkReload';
import { appI18n } from '../../lib/i18n/appI18n';
import { loadStepRules } from './session/stepRules';
import { StartStep } from './steps/StartStep';

interface LazyStep {
  loaded: () => ComponentType | null;
  /** Starts loading the chunk (once); a failure is forgotten, so the next try loads again. */
  prefetch: () => Promise<ComponentType>;
  /** The opening of the step: reloads the page once on a lost chunk, as the routes do; a prefetch does not. */
  open: () => Promise<ComponentType>;
}

/**
 * A step's chunk, the steps' rules and the later steps' texts (the first visit has the start's only): a step other
 * than the start opens with its schema built and its texts there.
 */
function lazyStep(load: () => Promise<ComponentType>): LazyStep {
  const step = lazyModule(() =>
    Promise.all([load(), loadStepRules(), appI18n.ensureBundles(['formSteps'])]).then(([component]) => component),
  );
  return { loaded: step.loaded, prefetch: step.load, open: () => loadChunk(step.load) };
}

const LAZY_STEPS: Record<Exclude<StepLabel, 'start'>, LazyStep> = {
  unsatisfied: lazyStep(async () => {
    const module = await import(/* webpackChunkName: "form-step-unsatisfied" */ './steps/UnsatisfiedStep');
    return module.UnsatisfiedStep;
  }),
  housingSituation: lazyStep(async () => {
    const module = await import(/* webpackChunkName: "form-step-housingSituation" */ './steps/HousingSituationStep');
    return module.HousingSituationStep;
  }),
  otherAssets: lazyStep(async () => {
    const module = await import(/* webpackChunkName: "form-step-otherAssets" */ './steps/OtherAssetsStep');
    return module.OtherAssetsStep;
  }),
  savings: lazyStep(async () => {
    const module = await import(/* webpackChunkName: "form-step-savings" */ './steps/SavingsStep');
    return module.SavingsStep;
  }),
  aboutYou: lazyStep(async () => {
    const module = await import(/* webpackChunkName: "form-step-aboutYou" */ './steps/AboutYouStep');
    return module.AboutYouStep;
  }),
  employment: lazyStep(async () => {
    const module = await import(/* webpackChunkName: "form-step-employment" */ './steps/EmploymentStep');
    return module.EmploymentStep;
  }),
  otherDebt: lazyStep(async () => {
    const module = await import(/* webpackChunkName: "form-step-otherDebt" */ './steps/OtherDebtStep');
    return module.OtherDebtStep;
  }),
  wishes: lazyStep(async () => {
    const module = await import(/* webpackChunkName: "form-step-wishes" */ './steps/WishesStep');
    return module.WishesStep;
  }),
  profile: lazyStep(async () => {
    const module = await import(/* webpackChunkName: "form-step-profile" */ './steps/ProfileStep');
    return module.ProfileStep;
  }),
};

/**
 * The component of a step, or null while its chunk loads. Not React.lazy with Suspense: a lazy component suspends
 * on its first render even when its chunk has arrived, and React holds a revealed Suspense boundary back for a
 * while after its fallback; a Next after the prefetch renders the step at once, in the same commit.
 */
export function useStepComponent(label: StepLabel): ComponentType | null {
  const lazy = label === 'start' ? null : LAZY_STEPS[label];
  const [, setArrived] = useState<ComponentType | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const component = lazy ? lazy.loaded() : StartStep;
  useEffect(() => {
    if (!lazy || lazy.loaded()) return;
    let current = true;
    lazy.open().then(
      (arrived) => current && setArrived(() => arrived),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [lazy]);
  // A second lost chunk in a row is an outage: the route's error page shows it.
  if (failure) throw failure.error;
  return component;
}

/** Loads a step's chunk ahead of its opening; a failure is left to the opening, which reloads or shows it. */
export function prefetchStep(label: StepLabel): void {
  if (label === 'start') return;
  LAZY_STEPS[label].prefetch().catch(() => undefined);
}
