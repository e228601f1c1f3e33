// The economy's delete with Undo (src/features/economy/deferredDelete.ts) through the real toast host: an Undo
// pressed while the toast is already sliding out (its timer just ran out, e.g. a keyboard user's Enter on the
// focused button) brings the item back and sends nothing; a later delete of the same item is sent once and
// answered. react-toastify calls its onClose as the toast starts to leave, and the DELETE used to go then, so the
// Undo restored only the cached item and the later DELETE got 404 (e2e/economy.spec.ts, kunde2's car).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { EMPTY_ECONOMY } from '../../../../domain/emptyEconomy';
import type { EconomicProfile } from '../../../../store/api/economyApi';
import { economyApi } from '../../../../store/api/economyApi';
import { ToastHost } from '../../../../src/app/globalLayer/ToastHost';
import { useDeferredDelete } from '../../../../src/features/economy/deferredDelete';
import { customer, setupMswServer } from '../../../support/msw';
import { renderLayer } from '../../app/globalLayer/renderLayer';

const server = setupMswServer();

const car = {
  id: 31,
  asset_type: 'car',
  make: 'Skoda',
  model: 'Octavia',
  year: 2019,
  value: 150_000,
  is_existing: true,
  down_payment: null,
} as const;
const withCar: EconomicProfile = { ...EMPTY_ECONOMY, id: 5, user_id: customer.id, vehicles: [car] };

function DeleteCar() {
  const deferDelete = useDeferredDelete();
  return (
    <button type="button" onClick={() => deferDelete({ userId: customer.id, collection: 'vehicles', id: 31 })}>
      Delete the car
    </button>
  );
}

/** The toast's timer runs out (react-toastify times it by its progress bar's animation): it starts to leave. */
function timerRunsOut(toast: HTMLElement) {
  fireEvent.animationEnd(toast);
  fireEvent.animationEnd(toast.querySelector('[role="progressbar"]')!);
  expect(toast.className).toMatch(/toast-exit/);
}

test('Undo pressed while the toast leaves brings the car back and sends nothing; the next delete is sent', async () => {
  let car31Exists = true;
  const deletes: string[] = [];
  server.use(
    http.get(`/api/customer/users/${customer.id}/economic-profiles`, () => HttpResponse.json(withCar)),
    http.delete(`/api/customer/users/${customer.id}/economic-profiles/vehicles/31`, ({ request }) => {
      deletes.push(request.url);
      if (!car31Exists) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      car31Exists = false;
      return HttpResponse.json({ ...withCar, vehicles: [] });
    }),
  );
  const { store } = renderLayer(
    <>
      <DeleteCar />
      <ToastHost />
    </>,
  );
  const economy = store.dispatch(economyApi.endpoints.getEconomy.initiate(customer.id));
  await economy;
  const vehicles = () => economyApi.endpoints.getEconomy.select(customer.id)(store.getState()).data?.vehicles;

  fireEvent.click(screen.getByRole('button', { name: 'Delete the car' }));
  expect(vehicles()).toEqual([]);
  const undo = await screen.findByRole('button', { name: 'Undo' });
  const toast = undo.closest<HTMLElement>('.Toastify__toast')!;
  undo.focus();
  timerRunsOut(toast);
  // Still on the page, sliding out: the Enter on the focused Undo.
  fireEvent.click(undo);
  expect(vehicles()).toEqual([car]);
  fireEvent.animationEnd(toast);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument());
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(deletes).toEqual([]);

  fireEvent.click(screen.getByRole('button', { name: 'Delete the car' }));
  const second = (await screen.findByRole('button', { name: 'Undo' })).closest<HTMLElement>('.Toastify__toast')!;
  timerRunsOut(second);
  fireEvent.animationEnd(second);
  await waitFor(() => expect(deletes).toHaveLength(1));
  await waitFor(() => expect(car31Exists).toBe(false));
  expect(screen.queryByRole('alert', { name: /not found|could not/i })).not.toBeInTheDocument();
  economy.unsubscribe();
});
