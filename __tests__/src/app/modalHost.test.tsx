// The one modal of uiSlice, drawn by a Radix dialog; closing goes through the store.
import { act, screen, waitFor } from '@testing-library/react';
import { closeModal, modalOpened, selectOpenModal } from '../../../store/slices/uiSlice';
import { registerModal, type ModalProps } from '../../../src/app/modals/modalRegistry';
import { customer, setupMswServer } from '../../support/msw';
import { renderApp } from '../../support/renderWithProviders';

setupMswServer();

function Hello({ name, close }: ModalProps) {
  return (
    <button type="button" onClick={close}>
      Hej {String(name)}
    </button>
  );
}
registerModal('hello', { component: Hello, titleId: 'app.name' });

test('opening a modal shows it as a dialog with its props; its own close button closes it', async () => {
  const { store, user } = renderApp({ route: '/home', user: customer });
  await screen.findByRole('heading', { level: 1, name: 'Forside' });
  act(() => void store.dispatch(modalOpened({ name: 'hello', props: { name: 'Mette' } })));
  const dialog = await screen.findByRole('dialog', { name: 'Lånetorvet' });
  expect(dialog).toHaveTextContent('Hej Mette');
  await user.click(screen.getByRole('button', { name: 'Luk' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(selectOpenModal(store.getState())).toBeNull();
});

test('Escape closes it', async () => {
  const { store, user } = renderApp({ route: '/home', user: customer });
  await screen.findByRole('heading', { level: 1, name: 'Forside' });
  act(() => void store.dispatch(modalOpened({ name: 'hello', props: { name: 'x' } })));
  await screen.findByRole('dialog');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(selectOpenModal(store.getState())).toBeNull());
});

test('closeModal from anywhere closes it', async () => {
  const { store } = renderApp({ route: '/home', user: customer });
  await screen.findByRole('heading', { level: 1, name: 'Forside' });
  act(() => void store.dispatch(modalOpened({ name: 'hello', props: { name: 'x' } })));
  await screen.findByRole('dialog');
  act(() => void store.dispatch(closeModal()));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
