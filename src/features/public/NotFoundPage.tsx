import { FormattedMessage } from 'react-intl';
import { Link } from '../../components/Link/Link';
import { paths } from '../../../domain/paths';
import { MessagePage } from './MessagePage';

export function NotFoundPage() {
  return (
    <MessagePage
      title={<FormattedMessage id="public.notFound.title" />}
      actions={
        <Link to={paths.root.path} variant="button">
          <FormattedMessage id="public.goHome" />
        </Link>
      }
    >
      <p>
        <FormattedMessage id="public.notFound.body" />
      </p>
    </MessagePage>
  );
}
