import * as Dialog from '@radix-ui/react-dialog';
import { Suspense, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OpenModal } from '../../../store/slices/uiSlice';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { reportError } from '../../lib/errorReporting/reportError';
import { findModal } from './modalRegistry';
import '../../components/Modal/modal.css';
import { ModalClose } from '../../components/Modal/ModalClose';

/** Radix dialog: focus trap, Escape, outside click and focus return handled; closing goes through the store. */
export function ModalDialog({ modal, onClose }: { modal: OpenModal; onClose: () => void }) {
  const definition = findModal(modal.name);
  useEffect(() => {
    if (!definition) {
      reportError(new Error(`No modal registered as "${modal.name}"`));
      onClose();
    }
  }, [definition, modal.name, onClose]);
  if (!definition) return null;
  const Content = definition.component;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content
          className="modal__content"
          // Radix expects a description; a modal without one says so explicitly.
          {...(definition.descriptionId ? {} : { 'aria-describedby': undefined })}
        >
          <div className="modal__header">
            <Dialog.Title className="modal__title">
              <FormattedMessage id={definition.titleId} />
            </Dialog.Title>
            <ModalClose />
          </div>
          {definition.descriptionId ? (
            <Dialog.Description className="modal__description">
              <FormattedMessage id={definition.descriptionId} />
            </Dialog.Description>
          ) : null}
          <Suspense fallback={<LoadingState inline />}>
            <Content {...(modal.props ?? {})} close={onClose} />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
