// The cookie banner and its settings (cookie order, ePrivacy): before a choice nothing but what is strictly
// necessary is kept; "reject all" is as easy as "accept all"; each purpose can be chosen by itself; the footer
// reopens the settings. A region, not a modal: the page stays usable while it waits. A first visit's banner is the
// top of the page; the settings the footer opens are fixed to the bottom edge (CookieConsent.css).
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CONSENT_PURPOSES, CONSENT_TEXT_VERSION, type ConsentChoices } from '../../../domain/cookieConsent';
import { consentChoices, type ConsentView } from '../../../store/browser/cookieConsent';
import { saveConsent } from '../../../store/browser/cookieConsentChoice';
import { httpClient } from '../../../store/http/httpClient';
import { Button } from '../../components/Button/Button';
import { useHydrated } from '../../lib/hydration/useHydrated';
import './CookieConsent.css';

export type CookieConsentProps = {
  mode: ConsentView;
  onDone: () => void;
};

/** Logs the choice so that it can be proven; a failure keeps the choice (the browser has it) and is not shown. */
function logChoice(choices: ConsentChoices): void {
  const record = saveConsent(choices);
  void httpClient
    .request('/api/cookie-consents', {
      method: 'POST',
      quiet: true,
      body: {
        consent_id: record.id,
        statistics: record.statistics,
        marketing: record.marketing,
        text_version: CONSENT_TEXT_VERSION,
      },
    })
    .catch(() => undefined);
}

const ALL: ConsentChoices = { statistics: true, marketing: true };
const NONE: ConsentChoices = { statistics: false, marketing: false };

export function CookieConsent({ mode, onDone }: CookieConsentProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [showSettings, setShowSettings] = useState(mode === 'settings');
  const [choices, setChoices] = useState<ConsentChoices>(() => consentChoices());
  // The banner is in the HTML of prerendered and server-rendered pages: like the page's own controls, its buttons
  // wait for the scripts (a click before them would be lost; useHydrated).
  const waiting = !useHydrated();

  // Opened from the footer, or switched to the settings: focus goes to the heading so the keyboard is there.
  useEffect(() => {
    if (showSettings) headingRef.current?.focus();
  }, [showSettings]);

  const decide = (decided: ConsentChoices) => {
    logChoice(decided);
    onDone();
  };

  return (
    <section className={`cookie-consent cookie-consent--${mode}`} aria-labelledby={headingId}>
      <div className="cookie-consent__inner">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="cookie-consent__heading">
          <FormattedMessage id="consent.heading" />
        </h2>
        {/* A paragraph a sentence group: on a phone one block of all of it was the page's largest paint. */}
        <div className="cookie-consent__text">
          <FormattedMessage id="consent.text" values={{ p: (chunks) => <p>{chunks}</p> }} />
        </div>
        {showSettings ? (
          <fieldset className="cookie-consent__purposes">
            <legend className="visually-hidden">
              <FormattedMessage id="consent.purposes" />
            </legend>
            <label className="cookie-consent__purpose">
              <input type="checkbox" checked disabled />
              <span>
                <strong>
                  <FormattedMessage id="consent.necessary.name" />
                </strong>{' '}
                <FormattedMessage id="consent.necessary.description" />
              </span>
            </label>
            {CONSENT_PURPOSES.map((purpose) => (
              <label key={purpose} className="cookie-consent__purpose">
                <input
                  type="checkbox"
                  checked={choices[purpose]}
                  onChange={(event) => setChoices({ ...choices, [purpose]: event.target.checked })}
                />
                <span>
                  <strong>
                    <FormattedMessage id={`consent.${purpose}.name`} />
                  </strong>{' '}
                  <FormattedMessage id={`consent.${purpose}.description`} />
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="cookie-consent__actions">
          {/* Refusing is exactly as prominent as accepting. */}
          <Button variant="secondary" onClick={() => decide(NONE)} disabled={waiting}>
            <FormattedMessage id="consent.rejectAll" />
          </Button>
          <Button variant="secondary" onClick={() => decide(ALL)} disabled={waiting}>
            <FormattedMessage id="consent.acceptAll" />
          </Button>
          {showSettings ? (
            <Button variant="primary" onClick={() => decide(choices)} disabled={waiting}>
              <FormattedMessage id="consent.save" />
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => setShowSettings(true)} disabled={waiting}>
              <FormattedMessage id="consent.choose" />
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
