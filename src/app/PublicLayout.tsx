// The frame of guest, public and form pages: the product name, the language switch, the page.
import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { paths } from '../../domain/paths';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';
import { SiteFooter } from './SiteFooter';
import { usePublishHeaderBottom } from './useHeaderBottom';
import './PublicLayout.css';

export function PublicLayout() {
  const headerRef = useRef<HTMLElement>(null);
  usePublishHeaderBottom(headerRef);
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main">
        <FormattedMessage id="app.skipToContent" />
      </a>
      <header ref={headerRef} className="public-layout__header">
        <div className="public-layout__bar">
          <Brand to={paths.root.path} />
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="public-layout__main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
