// The frame of guest, public and form pages: the product name, the language switch, the page. The staff pages use
// the same frame with their own home and a sign-out beside the language switch (StaffLayout.tsx).
import { useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { paths } from '../../domain/paths';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';
import { SiteFooter } from './SiteFooter';
import { usePublishHeaderBottom } from './useHeaderBottom';
import './PublicLayout.css';

export function PublicLayout({ home = paths.root.path, tools }: { home?: string; tools?: ReactNode }) {
  const headerRef = useRef<HTMLElement>(null);
  usePublishHeaderBottom(headerRef);
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main">
        <FormattedMessage id="app.skipToContent" />
      </a>
      <header ref={headerRef} className="public-layout__header">
        <div className="public-layout__bar">
          <Brand to={home} />
          <div className="public-layout__tools">
            <LanguageSwitch />
            {tools}
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="public-layout__main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
