// The frame of guest, public and form pages: the product name, the language switch, the page.
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { paths } from '../routes/paths';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';
import './PublicLayout.css';

export function PublicLayout() {
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main">
        <FormattedMessage id="app.skipToContent" />
      </a>
      <header className="public-layout__header">
        <div className="public-layout__bar">
          <Brand to={paths.root.path} />
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="public-layout__main">
        <Outlet />
      </main>
      <footer className="public-layout__footer">
        <p>
          <FormattedMessage id="app.footer" />
        </p>
      </footer>
    </div>
  );
}
