// The number of the lenders' unread messages over all the customer's leads, for the shell's menu.
import { FormattedMessage } from 'react-intl';
import { useGetRfqsQuery } from '../../../store/api/rfqsApi';
import { useAppSelector } from '../../../store/hooks';
import { selectUser } from '../../../store/slices/authSlice';
import './messages.css';

export function useUnreadMessageCount(): number {
  const user = useAppSelector(selectUser);
  const customer = user && user.team_name === null ? user : null;
  const { data: rfqs } = useGetRfqsQuery(customer?.id ?? 0, { skip: !customer });
  return (rfqs ?? []).reduce(
    (sum, rfq) => sum + rfq.leads.reduce((leads, lead) => leads + lead.messagesSummary.customer.unreadCount, 0),
    0,
  );
}

/** A count beside the menu's "Messages"; the words are for screen readers, the number for the eye. */
export function UnreadMessagesBadge() {
  const count = useUnreadMessageCount();
  if (count === 0) return null;
  return (
    <span className="nav-unread">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">
        <FormattedMessage id="messages.nav.unread" values={{ count }} />
      </span>
    </span>
  );
}
