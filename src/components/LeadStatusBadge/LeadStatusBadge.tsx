import { FormattedMessage } from 'react-intl';
import type { LeadState } from '../../../domain/leadProgress';
import './LeadStatusBadge.css';

const MESSAGE_IDS: Record<LeadState, string> = {
  waiting: 'leadStatus.waiting',
  offer: 'leadStatus.offer',
  otherChosen: 'leadStatus.otherChosen',
  declined: 'leadStatus.declined',
  stopped: 'leadStatus.stopped',
};

/** A lead's state in words (colour only supports the text). */
export function LeadStatusBadge({ state }: { state: LeadState }) {
  return (
    <span className={`lead-status lead-status--${state}`}>
      <FormattedMessage id={MESSAGE_IDS[state]} />
    </span>
  );
}
