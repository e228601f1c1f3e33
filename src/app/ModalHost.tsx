// The one modal of uiSlice. The dialog code (Radix) is fetched the first time a modal opens, not on page load.
import { lazy, Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { closeModal, selectOpenModal } from '../../store/slices/uiSlice';

// A named export: under jest's ESM mode a CommonJS-compiled default export would arrive wrapped twice.
const ModalDialog = lazy(() =>
  import(/* webpackChunkName: "modal-dialog" */ './modals/ModalDialog').then((module) => ({
    default: module.ModalDialog,
  })),
);

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
