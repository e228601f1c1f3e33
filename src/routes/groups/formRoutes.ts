// The request form (§3): one wizard for the whole form session, whose child routes only name the step in the URL,
// in every language.
import type { RouteObject } from 'react-router-dom';
import { loadFormCodec } from '../../../machines/auctionForm/formCodec';
import { hasSavedForm } from '../../../machines/auctionForm/savedFormPresence';
import type { StepLabel } from '../../../machines/auctionForm/types';
import { LOCALES } from '../../../domain/locales';
import { FORM_STEP_SLUGS, formStepRouteId, paths } from '../../../domain/paths';
import { forward, page, titled } from '../routeBuilders';

const FORM_STEP_TITLES: Record<StepLabel, string> = {
  start: 'form.steps.start',
  unsatisfied: 'form.steps.unsatisfied',
  housingSituation: 'form.steps.housingSituation',
  otherAssets: 'form.steps.otherAssets',
  savings: 'form.steps.savings',
  aboutYou: 'form.steps.aboutYou',
  employment: 'form.steps.employment',
  otherDebt: 'form.steps.otherDebt',
  wishes: 'form.steps.wishes',
  profile: 'form.steps.profile',
};

function formStepRoutes(): RouteObject[] {
  const steps = Object.keys(FORM_STEP_SLUGS) as (keyof typeof FORM_STEP_SLUGS)[];
  return steps.flatMap((label) =>
    LOCALES.map((locale) => ({
      id: formStepRouteId(label, locale),
      path: FORM_STEP_SLUGS[label][locale],
      handle: titled(FORM_STEP_TITLES[label]),
    })),
  );
}

/** The form's session route, under the form's layout. */
export const formSessionRoute: RouteObject = {
  // One wizard for the whole form session: the step routes below only name the step in the URL.
  id: 'formSession',
  lazy: page(
    () => import(/* webpackChunkName: "page-form" */ '../../features/form/FormSession'),
    'FormSession',
    'form',
  ),
  // A draft is restored as the form opens, so its codec must be there by then (only then).
  loader: async () => (hasSavedForm() ? loadFormCodec().then(() => null) : null),
  children: [
    { index: true, id: formStepRouteId('start', 'da'), handle: titled(FORM_STEP_TITLES.start) },
    ...formStepRoutes(),
    // §2: unknown form paths go to the start.
    forward('*', paths.form.start.path),
  ],
};
