// The steps of the form in order (those shown in the menu, spec §3), each done, current or still to do; a step
// the customer may open now is a link (the URL moves the wizard).
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { STEP_LABELS, isStepNeeded, isStepReachable, isSkippedByCompleteProfile } from '../../../machines/auctionForm';
import type { AuctionFormContext, StepLabel } from '../../../machines/auctionForm/types';
import type { Locale } from '../../../domain/locales';
import { useLocale } from '../../lib/i18n/I18nProvider';
import { useFormSelector } from './session/formSessionContext';
import { pathOfStep } from './session/stepUrls';

export type MenuStatus = 'done' | 'current' | 'todo';
export interface MenuItem {
  label: StepLabel;
  status: MenuStatus;
  reachable: boolean;
}

/** The menu of each wizard context, worked out once: every subscriber of the form's snapshot asks on every change. */
const itemsByContext = new WeakMap<AuctionFormContext, MenuItem[]>();

export function menuItems(context: AuctionFormContext): MenuItem[] {
  let items = itemsByContext.get(context);
  if (!items) itemsByContext.set(context, (items = itemsOf(context)));
  return items;
}

function itemsOf(context: AuctionFormContext): MenuItem[] {
  return STEP_LABELS.filter((label) => {
    const step = context.steps.find((s) => s.label === label);
    return step?.showInMenu && isStepNeeded(context, label) && !isSkippedByCompleteProfile(context, label);
  }).map((label) => {
    const current = context.currentStepLabel === label;
    const validated = context.steps.some((s) => s.label === label && s.validated);
    return {
      label,
      status: current ? 'current' : validated ? 'done' : 'todo',
      reachable: !current && isStepReachable(context, label),
    };
  });
}

const sameItems = (a: MenuItem[], b: MenuItem[]) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The menu's items, worked out once per wizard change for the menus and the progress that show them. */
export function useMenuItems(): MenuItem[] {
  return useFormSelector((snapshot) => menuItems(snapshot.context), sameItems);
}

export function StepMenu({ items }: { items: MenuItem[] }) {
  const locale = useLocale();
  return (
    <ol className="step-menu">
      {items.map((item) => (
        <StepMenuItem key={item.label} {...item} locale={locale} />
      ))}
      <li className="visually-hidden">
        <FormattedMessage id="form.menu.hint" />
      </li>
    </ol>
  );
}

/**
 * One step of the menu. Memoised on its plain props: a Next changes two or three of them (the one left is done,
 * the next is current), and a step's link (router hooks, two translations) is most of a menu's render.
 */
const StepMenuItem = memo(function StepMenuItem({ label, status, reachable, locale }: MenuItem & { locale: Locale }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: `form.steps.${label}` });
  const state = intl.formatMessage({ id: `form.menu.${status}` });
  const content = (
    <>
      <span className={`step-menu__mark step-menu__mark--${status}`} aria-hidden="true" />
      <span className="step-menu__name">{name}</span>
      <span className="visually-hidden">{` (${state})`}</span>
    </>
  );
  return (
    <li className={`step-menu__item step-menu__item--${status}`}>
      {reachable ? (
        <Link className="step-menu__link" to={pathOfStep(label, locale)}>
          {content}
        </Link>
      ) : (
        <span
          className="step-menu__link"
          aria-current={status === 'current' ? 'step' : undefined}
          aria-disabled={status === 'current' ? undefined : true}
        >
          {content}
        </span>
      )}
    </li>
  );
});
