// The terms a customer accepts when sending a request (linked from the form's profile step, opened in a new tab).
import { FormattedMessage } from 'react-intl';
import { MessagePage } from './MessagePage';

/** The sections in reading order; each has a heading and a text under `public.terms.<section>`. */
export const TERMS_SECTIONS = ['service', 'data', 'offers', 'account', 'contact'] as const;

export function TermsPage() {
  return (
    <MessagePage title={<FormattedMessage id="public.terms.title" />}>
      <p>
        <FormattedMessage id="public.terms.intro" />
      </p>
      {TERMS_SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`terms-${section}`}>
          <h2 id={`terms-${section}`}>
            <FormattedMessage id={`public.terms.${section}.title`} />
          </h2>
          <p>
            <FormattedMessage id={`public.terms.${section}.body`} />
          </p>
        </section>
      ))}
    </MessagePage>
  );
}
