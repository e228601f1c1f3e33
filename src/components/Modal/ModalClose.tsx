// The close cross of every dialog (the app's modals and the offer choice), with its translated label.
import * as Dialog from '@radix-ui/react-dialog';
import { useIntl } from 'react-intl';

export function ModalClose() {
  const intl = useIntl();
  return (
    <Dialog.Close className="modal__close" aria-label={intl.formatMessage({ id: 'common.close' })}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Dialog.Close>
  );
}
