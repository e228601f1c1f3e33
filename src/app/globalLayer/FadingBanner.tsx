// One banner that fades in when shown and fades out before it leaves the page (§2: 0.5 s).
import { useEffect, useState, type ReactNode } from 'react';
import { BANNER_FADE_MS } from './constants';

type Phase = 'shown' | 'leaving' | 'gone';

export type FadingBannerProps = {
  show: boolean;
  tone: 'warning' | 'info';
  children: ReactNode;
  /** Adds a close button with this accessible name. */
  dismissLabel?: string;
  onDismiss?: () => void;
};

export function FadingBanner({ show, tone, children, dismissLabel, onDismiss }: FadingBannerProps) {
  const [phase, setPhase] = useState<Phase>(show ? 'shown' : 'gone');
  const [previousShow, setPreviousShow] = useState(show);
  // Derived from the prop during render (React's pattern for state that follows a prop).
  if (show !== previousShow) {
    setPreviousShow(show);
    setPhase(show ? 'shown' : phase === 'gone' ? 'gone' : 'leaving');
  }

  useEffect(() => {
    if (phase !== 'leaving') return;
    const timer = setTimeout(() => setPhase('gone'), BANNER_FADE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'gone') return null;
  return (
    <div className={`banner banner--${tone} banner--${phase}`}>
      <span className="banner__text">{children}</span>
      {onDismiss && dismissLabel ? (
        <button type="button" className="banner__dismiss" aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
