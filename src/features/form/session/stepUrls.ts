// The URL of each step (spec §2: English and Danish paths, the first step at /form/) and how the URL and the
// wizard follow each other. The decision is pure, so every case is tested without a browser.
import type { StepLabel } from '../../../../machines/auctionForm/types';
import { LOCALES, type Locale } from '../../../../domain/locales';
import { FORM_STEP_SLUGS, paths } from '../../../../domain/paths';

export interface UrlStep {
  label: StepLabel;
  /** The language of the path; null for the start, whose path has none. */
  locale: Locale | null;
}

const SLUG_TO_STEP = new Map<string, UrlStep>(
  (Object.keys(FORM_STEP_SLUGS) as (keyof typeof FORM_STEP_SLUGS)[]).flatMap((label) =>
    LOCALES.map((locale) => [FORM_STEP_SLUGS[label][locale], { label, locale }] as const),
  ),
);

/** The step a path of the form names, or null for a path that names none. */
export function stepOfPath(pathname: string): UrlStep | null {
  const match = /^\/form\/?([^/]*)\/?$/.exec(pathname);
  if (!match) return null;
  if (match[1] === '') return { label: 'start', locale: null };
  return SLUG_TO_STEP.get(decodeURIComponent(match[1])) ?? null;
}

export function pathOfStep(label: StepLabel, locale: Locale): string {
  return paths.form.step.getHref(label, locale);
}

export type SyncAction =
  | { type: 'none' }
  /** The URL follows the wizard (push: a step the customer moved to; replace: a correction). */
  | { type: 'navigate'; to: string; replace: boolean }
  /** The wizard follows the URL (back/forward, a deep link, a link in the step menu). */
  | { type: 'goToStep'; step: StepLabel };

export interface SyncState {
  url: UrlStep | null;
  machineStep: StepLabel;
  locale: Locale;
  /**
   * The URL arrived by the wizard's own navigation (the address bar catching up with a step), not by the customer:
   * the wizard may have moved on meanwhile, as a router navigation renders after a click's update.
   */
  urlFollowedWizard?: boolean;
}

/**
 * What to do after a render, given what the URL and the wizard said at the previous one (null on the first).
 * Only a side that moved is followed, so a navigation still on its way is never mistaken for the customer
 * going back. When both moved at once, the wizard wins: it moved because the customer acted in the form.
 */
export function decideSync(now: SyncState, before: SyncState | null): SyncAction {
  const { url, machineStep, locale } = now;
  const here = pathOfStep(machineStep, locale);
  if (url === null) return { type: 'navigate', to: here, replace: true };
  const urlMoved = before === null || before.url?.label !== url.label;
  const machineMoved = before !== null && before.machineStep !== machineStep;
  if (machineMoved && url.label !== machineStep) return { type: 'navigate', to: here, replace: false };
  if (urlMoved && url.label !== machineStep)
    return now.urlFollowedWizard
      ? { type: 'navigate', to: here, replace: false }
      : { type: 'goToStep', step: url.label };
  // Same step: the path's language follows the page's.
  if (url.label === machineStep && url.locale !== null && url.locale !== locale)
    return { type: 'navigate', to: here, replace: true };
  return { type: 'none' };
}
