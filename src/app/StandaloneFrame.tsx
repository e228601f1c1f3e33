// A page of its own outside every layout (the route error page, a layout whose code could not be fetched): the
// brand and the main region, as the public pages have them.
import type { ReactNode } from 'react';
import { Brand } from './Brand';
import './PublicLayout.css';

export function StandaloneFrame({ children }: { children: ReactNode }) {
  return (
    <div className="public-layout">
      <header className="public-layout__header">
        <div className="public-layout__bar">
          <Brand to="/" />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="public-layout__main">
        {children}
      </main>
    </div>
  );
}
