// Toasts in page tests, which render the routes without the toast host: each request is recorded, and a test can
// press a toast's action (Undo) or let it leave (its time is up) as the host would.
import { act } from '@testing-library/react';
import { setToastPresenter, type ToastRequest } from '../../src/lib/toast';

export function captureToasts() {
  const shown: ToastRequest[] = [];
  beforeEach(() => {
    shown.length = 0;
    setToastPresenter((toast) => shown.push(toast));
  });
  afterEach(() => setToastPresenter(null));
  const last = (message: string) => {
    const toast = [...shown].reverse().find((t) => t.message === message);
    if (!toast) throw new Error(`no toast "${message}" among ${shown.map((t) => t.message).join(', ')}`);
    return toast;
  };
  return {
    shown,
    /** Presses the action of the latest toast saying `message`; the toast then leaves. */
    act: (message: string) =>
      act(() => {
        const toast = last(message);
        toast.action?.onAction();
        toast.onClose?.();
      }),
    /** The latest toast saying `message` leaves by its timer. */
    expire: (message: string) => act(() => last(message).onClose?.()),
  };
}
