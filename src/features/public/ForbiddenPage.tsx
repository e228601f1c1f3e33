import { FormattedMessage } from 'react-intl';
import { Link } from '../../components/Link/Link';
import { paths } from '../../../domain/paths';
import { MessagePage } from './MessagePage';

export function ForbiddenPage() {
  return (
    <MessagePage
      tone="warning"
      title={<FormattedMessage id="public.forbidden.title" />}
      actions={
        <Link to={paths.root.path} variant="button">
          <FormattedMessage id="public.goHome" />
        </Link>
      }
    >
      <p>
        <FormattedMessage id="public.forbidden.body" />
      </p>
    </MessagePage>
  );
}
