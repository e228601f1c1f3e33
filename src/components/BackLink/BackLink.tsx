import type { ReactNode } from 'react';
import { Link } from '../Link/Link';
import './BackLink.css';

/** A small "← back to …" link above a page's heading, for pages reached from a list. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="back-link">
      <Link to={to}>{children}</Link>
    </p>
  );
}
