// The frame of the signed-in area: header with the product name, the main navigation, language and user menu;
// below 992 px the navigation folds into a menu button.
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { UnreadMessagesBadge } from '../features/messages/UnreadMessagesBadge';
import { paths } from '../../domain/paths';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';
import { SiteFooter } from './SiteFooter';
import { usePublishHeaderBottom } from './useHeaderBottom';
import { UserMenu } from './UserMenu';
import { SignOutButton } from './SignOutButton';
import './ShellLayout.css';

const NAV_ITEMS = [
  { to: paths.home.path, labelId: 'nav.home' },
  { to: paths.rfqs.root.path, labelId: 'nav.rfqs' },
  { to: paths.messages.path, labelId: 'nav.messages' },
  { to: paths.documents.path, labelId: 'nav.documents' },
  { to: paths.economy.root.path, labelId: 'nav.economy' },
  { to: paths.mortgageSurveillance.root.path, labelId: 'nav.mortgageSurveillance' },
  { to: paths.profile.path, labelId: 'nav.profile' },
] as const;

function NavItems({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className="shell-nav__link" onClick={onNavigate}>
            <FormattedMessage id={item.labelId} />
            {item.to === paths.messages.path && <UnreadMessagesBadge />}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function ShellLayout() {
  const intl = useIntl();
  const location = useLocation();
  // The menu belongs to the page it was opened on: any navigation (a link in it, the back button) closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.pathname : null);
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  usePublishHeaderBottom(headerRef);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        <FormattedMessage id="app.skipToContent" />
      </a>
      <header ref={headerRef} className="shell__header">
        <div className="shell__bar">
          <Brand to={paths.home.path} />
          <div className="shell__tools">
            <LanguageSwitch className="shell__language" />
            <UserMenu />
            <button
              type="button"
              className="shell__menu-button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen(!menuOpen)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                {menuOpen ? (
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                ) : (
                  <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                )}
              </svg>
              <FormattedMessage id="nav.menu" />
            </button>
          </div>
        </div>
        <nav className="shell-nav shell-nav--wide" aria-label={intl.formatMessage({ id: 'nav.main' })}>
          <NavItems className="shell-nav__list" />
        </nav>
        {menuOpen && (
          <nav id={menuId} className="shell-nav shell-nav--panel" aria-label={intl.formatMessage({ id: 'nav.main' })}>
            <NavItems className="shell-nav__panel-list" onNavigate={() => setMenuOpen(false)} />
            <div className="shell-nav__panel-footer">
              <LanguageSwitch />
              <SignOutButton />
            </div>
          </nav>
        )}
      </header>
      <main id="main" tabIndex={-1} className="shell__main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
