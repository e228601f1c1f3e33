// The profile's MitID card (issue 46): linked since when, link (a MitID round trip back to the profile) or unlink.
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useGetMitidStatusQuery, useUnlinkMitidMutation } from '../../../store/api/mitidApi';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { paths } from '../../../domain/paths';
import { MitidButton, MitidOutcomeNotice } from '../../components/Mitid/Mitid';

export function MitidCard({ userId }: { userId: number }) {
  const status = useGetMitidStatusQuery(userId);
  const [unlink, { isLoading }] = useUnlinkMitidMutation();
  const linkedAt = status.data?.linked_at;
  return (
    <Card title={<FormattedMessage id="auth.mitid.profileTitle" />}>
      <MitidOutcomeNotice />
      {status.data?.linked && linkedAt ? (
        <>
          <p className="profile-text">
            <FormattedMessage
              id="auth.mitid.profileLinked"
              values={{ date: <FormattedDate value={linkedAt} dateStyle="long" /> }}
            />
          </p>
          <Button variant="secondary" loading={isLoading} onClick={() => void unlink(userId)}>
            <FormattedMessage id="auth.mitid.profileUnlink" />
          </Button>
        </>
      ) : status.data ? (
        <>
          <p className="profile-text">
            <FormattedMessage id="auth.mitid.profileNotLinked" />
          </p>
          <MitidButton intent="link" returnTo={paths.profile.getHref()} label="auth.mitid.profileLink" />
        </>
      ) : null}
    </Card>
  );
}
