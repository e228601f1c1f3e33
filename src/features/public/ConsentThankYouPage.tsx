import { FormattedMessage } from 'react-intl';
import { Link } from '../../components/Link/Link';
import { paths } from '../../../domain/paths';
import { MessagePage } from './MessagePage';

export function ConsentThankYouPage() {
  return (
    <MessagePage
      tone="success"
      title={<FormattedMessage id="public.consentThankYou.title" />}
      actions={
        <Link to={paths.root.path} variant="button">
          <FormattedMessage id="public.goHome" />
        </Link>
      }
    >
      <p>
        <FormattedMessage id="public.consentThankYou.body" />
      </p>
    </MessagePage>
  );
}
