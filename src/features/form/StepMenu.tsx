// The steps of the form in order (those shown in the menu, spec §3), each done, current or still to do; a step
// the customer may open now is a link (the URL moves the wizard).
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { STEP_LABELS, isStepNeeded, isStepReachable, isSkippedByCompleteProfile } from '../../../machines/auctionForm';
import type { AuctionFormContext, StepLabel } from '../../../machines/auctionForm/types';
import { useLocale } from '../../lib/i18n/I18nProvider';
import { useFormSelector } from './session/formSessionContext';
import { pathOfStep } from './session/stepUrls';

export type MenuStatus = 'done' | 'current' | 'todo';
export interface MenuItem {
  label: StepLabel;
  status: MenuStatus;
  reachable: boolean;
}

export function menuItems(context: AuctionFormContext): MenuItem[] {
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

const sameItems = (a: MenuItem[], b: MenuItem[]) => JSON.stringify(a) === JSON.stringify(b);

/** The menu's items, worked out once per wizard change for the menus and the progress that show them. */
export function useMenuItems(): MenuItem[] {
  return useFormSelector((snapshot) => menuItems(snapshot.context), sameItems);
}

export function StepMenu({ items }: { items: MenuItem[] }) {
  const locale = useLocale();
  const intl = useIntl();
  return (
    <ol className="step-menu">
      {items.map((item) => {
        const name = intl.formatMessage({ id: `form.steps.${item.label}` });
        const state = intl.formatMessage({ id: `form.menu.${item.status}` });
        const content = (
          <>
            <span className={`step-menu__mark step-menu__mark--${item.status}`} aria-hidden="true" />
            <span className="step-menu__name">{name}</span>
            <span className="visually-hidden">{` (${state})`}</span>
          </>
        );
        return (
          <li key={item.label} className={`step-menu__item step-menu__item--${item.status}`}>
            {item.reachable ? (
              <Link className="step-menu__link" to={pathOfStep(item.label, locale)}>
                {content}
              </Link>
            ) : (
              <span
                className="step-menu__link"
                aria-current={item.status === 'current' ? 'step' : undefined}
                aria-disabled={item.status === 'current' ? undefined : true}
              >
                {content}
              </span>
            )}
          </li>
        );
      })}
      <li className="visually-hidden">
        <FormattedMessage id="form.menu.hint" />
      </li>
    </ol>
  );
}
