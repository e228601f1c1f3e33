// What a customer's realtime events tell them wherever they are in the app: one toast per event that has one,
// built from the event's payload (the kernel's UserEventPayloads); null when this one is not worth a toast.
import type { IntlShape } from 'react-intl';
import type { UserEventName, UserEventPayloads } from '../../../domain/realtimeEvents';
import { dateTimeFormat } from '../../../domain/intlFormats';
import { INTL_LOCALE, toLocale } from '../../../domain/locales';
import { DANISH_TIME_ZONE } from '../../../domain/validation/dates';
import { isThreadOpen } from '../../lib/realtime/openThreads';
import type { ToastRequest } from '../../lib/toast';

type Toast = ToastRequest | null;

const USER_EVENT_TOASTS: { [E in UserEventName]?: (payload: UserEventPayloads[E], intl: IntlShape) => Toast } = {
  'offer.created': ({ supplierName }, intl) => ({
    type: 'success',
    message: intl.formatMessage({ id: 'toast.offerCreated' }, { supplier: supplierName }),
  }),
  // A lender's message, unless its thread is on screen and shows it already.
  'message.created': ({ leadId, sender, supplierName }, intl) =>
    sender === 'supplier' && !isThreadOpen(leadId)
      ? { type: 'base', message: intl.formatMessage({ id: 'toast.messageCreated' }, { supplier: supplierName }) }
      : null,
  // The lender confirmed a meeting: told wherever the customer is (the meetings page updates by itself too).
  'meeting.updated': ({ confirmedBy }, intl) =>
    confirmedBy
      ? { type: 'success', message: intl.formatMessage({ id: 'toast.meetingConfirmed' }, { supplier: confirmedBy }) }
      : null,
  'offer.expiring': ({ supplierName, validUntil }, intl) => ({
    type: 'base',
    message: intl.formatMessage(
      { id: 'toast.offerExpiring' },
      {
        supplier: supplierName,
        // Intl, not the app's luxon-based formatDate: this module is in the entry chunk, luxon is not.
        date: dateTimeFormat(INTL_LOCALE[toLocale(intl.locale)], {
          dateStyle: 'long',
          timeZone: DANISH_TIME_ZONE,
        }).format(new Date(validUntil)),
      },
    ),
  }),
  // What a lender has just asked for; a review (asked: 0) is not news.
  'document-requests.updated': ({ asked, supplierName }, intl) =>
    asked > 0
      ? {
          type: 'base',
          message: intl.formatMessage({ id: 'toast.documentsRequested' }, { count: asked, supplier: supplierName }),
        }
      : null,
  // The e-mail is on its way too; the toast tells a customer who is in the app right now.
  'mortgage.alert': (_payload, intl) => ({
    type: 'success',
    message: intl.formatMessage({ id: 'toast.mortgageAlert' }),
  }),
};

export function toastForUserEvent<E extends UserEventName>(
  event: E,
  payload: UserEventPayloads[E],
  intl: IntlShape,
): Toast {
  return USER_EVENT_TOASTS[event]?.(payload, intl) ?? null;
}
