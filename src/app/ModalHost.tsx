// The one modal of uiSlice. The dialog code (Radix) is fetched the first time a modal opens, not on page load.
import { lazy, Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { closeModal, selectOpenModal } from '../../store/slices/uiSlice';

const ModalDialog = lazy(() => import(/* webpackChunkName: "modal-dialog" */ './modals/ModalDialog'));

export function ModalHost() {
  const modal = useAppSelector(selectOpenModal);
  const dispatch = useAppDispatch();
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog modal={modal} onClose={() => dispatch(closeModal())} />
    </Suspense>
  );
}
