import { FormattedMessage } from 'react-intl';
import { Link } from '../../components/Link/Link';
import { paths } from '../../../domain/paths';
import { MessagePage } from './MessagePage';

export function UnsuccessfulPage() {
  return (
    <MessagePage
      tone="warning"
      title={<FormattedMessage id="public.unsuccessful.title" />}
      actions={
        <Link to={paths.root.path} variant="button">
          <FormattedMessage id="public.goHome" />
        </Link>
      }
    >
      <p>
        <FormattedMessage id="public.unsuccessful.body" />
      </p>
    </MessagePage>
  );
}
