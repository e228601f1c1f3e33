// The economy's section links, the same on every economy page.
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../domain/paths';

const SECTIONS = [
  ['familyAndWork', paths.economy.familyAndWork.path],
  ['properties', paths.economy.properties.path],
  ['otherAssets', paths.economy.otherAssets.path],
  ['savings', paths.economy.savings.path],
  ['otherDebt', paths.economy.otherDebt.path],
  ['budget', paths.economy.budget.path],
] as const;

export function EconomyNav() {
  const intl = useIntl();
  return (
    <nav className="economy-nav" aria-label={intl.formatMessage({ id: 'economy.nav.label' })}>
      {SECTIONS.map(([key, path]) => (
        <NavLink key={key} to={path} className="economy-nav__link">
          <FormattedMessage id={`economy.nav.${key}`} />
        </NavLink>
      ))}
    </nav>
  );
}
