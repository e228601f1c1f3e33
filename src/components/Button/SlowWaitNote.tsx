// A word beside a button whose work may outlast a person's patience: sign-up and sign-in hash the password, which
// a busy server can take seconds over. Once the wait has passed SLOW_WAIT_MS it says so, in a polite live region
// that is there from the start, so a screen reader announces the text when it appears.
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';

/** How long a wait goes unremarked: past it, a person starts to wonder whether anything is happening. */
export const SLOW_WAIT_MS = 2000;

export function SlowWaitNote({ pending }: { pending: boolean }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setSlow(true), SLOW_WAIT_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [pending]);
  return (
    <span className="slow-wait" role="status">
      {pending && slow ? <FormattedMessage id="auth.slowWait" /> : null}
    </span>
  );
}
