// The frame of the sign-in and password pages: one narrow card with a heading and a lead text.
import type { ReactNode } from 'react';
import { Card } from '../../components/Card/Card';
import './AuthPanel.css';

export function AuthPanel({
  title,
  intro,
  children,
  footer,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="narrow-page">
      <Card className="auth-panel">
        <h1 className="auth-panel__title">{title}</h1>
        {intro && <p className="auth-panel__intro">{intro}</p>}
        {children}
      </Card>
      {footer && <div className="auth-panel__footer">{footer}</div>}
    </div>
  );
}
