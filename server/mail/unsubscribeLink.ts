// The link at the foot of a mail a customer may opt out of: the braze-unsubscribe page with a signed token naming
// the user. It sets users.marketing_unsubscribed_at, which every such mail checks before it is sent.
import { paths } from '../../domain/paths';
import { makeSignedToken } from '../auth/signedToken';
import { UNSUBSCRIBE_PURPOSE } from '../routes/publicRoutes';
import { appLink } from './mailLayout';

export function unsubscribeLink(appUrl: string, appKey: string, userId: number): string {
  const token = makeSignedToken(appKey, UNSUBSCRIBE_PURPOSE, userId);
  return appLink(appUrl, `${paths.brazeUnsubscribe.getHref()}?token=${encodeURIComponent(token)}`);
}
