// The link to the terms the customer accepts: a new tab, so the form stays as it is, and a text that says so.
import { FormattedMessage } from 'react-intl';
import { paths } from '../../../../domain/paths';

export function TermsLink() {
  return (
    <a className="link" href={paths.terms.getHref()} target="_blank" rel="noopener noreferrer">
      <FormattedMessage id="form.profile.termsLink" />
    </a>
  );
}
