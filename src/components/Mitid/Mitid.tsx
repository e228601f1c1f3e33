// MitID on the pages (issue 46): the button that starts the round trip, and the outcome it came back with.
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { mitidOutcomeOf, type MitidOutcome } from '../../../domain/mitid';
import { mitidStartUrl, useGetMitidPendingQuery } from '../../../store/api/mitidApi';
import './Mitid.css';

const SUCCESSES: readonly MitidOutcome[] = ['signedIn', 'linked', 'confirmed', 'pending'];

/** The outcome in `?mitid=` of the page returned to, or null. */
export function useMitidOutcome(): MitidOutcome | null {
  return mitidOutcomeOf(new URLSearchParams(useLocation().search).get('mitid'));
}

/** A full-page link, not a router link: the broker is another site. */
export function MitidButton({
  intent = 'login',
  returnTo,
  label = 'auth.mitid.signIn',
}: {
  intent?: 'login' | 'link' | 'confirm';
  returnTo?: string;
  label?: string;
}) {
  const location = useLocation();
  const back =
    returnTo ?? `${location.pathname}${location.search.replace(/([?&])mitid=[^&]*&?/, '$1').replace(/[?&]$/, '')}`;
  return (
    <a className="mitid-button" href={mitidStartUrl(intent, back)}>
      <span className="mitid-button__mark" aria-hidden="true">
        MitID
      </span>
      <FormattedMessage id={label} />
    </a>
  );
}

/** What the round trip ended in, in the customer's language; a pending identity names the person MitID confirmed. */
export function MitidOutcomeNotice() {
  const outcome = useMitidOutcome();
  const intl = useIntl();
  const pending = useGetMitidPendingQuery(undefined, { skip: outcome !== 'pending' });
  if (!outcome) return null;
  const name = pending.data ? (pending.data.name ?? '') : '';
  const ok = SUCCESSES.includes(outcome);
  return (
    <p className={`mitid-notice ${ok ? 'mitid-notice--ok' : 'mitid-notice--refused'}`} role={ok ? 'status' : 'alert'}>
      {intl.formatMessage({ id: `auth.mitid.outcome.${outcome}` }, { name })}
    </p>
  );
}
