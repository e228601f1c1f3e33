// Shared by the request's lead list and the lead overview, which both say why a lender declined.
import { FormattedMessage, useIntl } from 'react-intl';

/** Why a lender declined: the demo lenders' reason codes in words, a real lender's own text as written. */
export function LostReason({ reason }: { reason: string | null }) {
  const intl = useIntl();
  if (!reason) return <FormattedMessage id="lostReason.none" />;
  const id = `lostReason.${reason}`;
  return <>{id in intl.messages ? intl.formatMessage({ id }) : reason}</>;
}
