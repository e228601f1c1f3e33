import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import './Alert.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export type AlertProps = {
  tone?: AlertTone;
  title?: ReactNode;
  /** Without children the alert says the default text (§8: "There were some problems with your input."). */
  children?: ReactNode;
  onDismiss?: () => void;
  /** Announce when it appears. Errors interrupt (role=alert); the others wait their turn (role=status). */
  live?: boolean;
  className?: string;
  id?: string;
};

const ICONS: Record<AlertTone, ReactNode> = {
  info: <path d="M12 11v6M12 7.5v.5" strokeWidth="2.2" strokeLinecap="round" />,
  success: <path d="M7.5 12.5l3 3 6-6.5" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" fill="none" />,
  warning: <path d="M12 7v6M12 16.5v.5" strokeWidth="2.2" strokeLinecap="round" />,
  error: <path d="M9 9l6 6M15 9l-6 6" strokeWidth="2.2" strokeLinecap="round" />,
};

export function Alert({ tone = 'error', title, children, onDismiss, live = true, className, id }: AlertProps) {
  const intl = useIntl();
  const role = live ? (tone === 'error' ? 'alert' : 'status') : undefined;
  return (
    <div id={id} className={['alert', `alert--${tone}`, className].filter(Boolean).join(' ')} role={role}>
      <svg className="alert__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" stroke="currentColor">
        <circle cx="12" cy="12" r="10" fill="none" strokeWidth="1.8" />
        {ICONS[tone]}
      </svg>
      <div className="alert__body">
        {title && <p className="alert__title">{title}</p>}
        <div className="alert__text">{children ?? <FormattedMessage id="errors.default" />}</div>
      </div>
      {onDismiss && (
        <button
          type="button"
          className="alert__dismiss"
          onClick={onDismiss}
          aria-label={intl.formatMessage({ id: 'common.close' })}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
