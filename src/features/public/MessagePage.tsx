// The shape of the short public pages: a heading, a text, and where to go next.
import type { ReactNode } from 'react';
import { Card } from '../../components/Card/Card';
import './MessagePage.css';

export function MessagePage({
  title,
  children,
  actions,
  tone = 'neutral',
}: {
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'success' | 'warning';
}) {
  return (
    <div className="narrow-page">
      <Card className={`message-page message-page--${tone}`}>
        <h1 className="message-page__title">{title}</h1>
        <div className="message-page__body">{children}</div>
        {actions && <div className="message-page__actions">{actions}</div>}
      </Card>
    </div>
  );
}
