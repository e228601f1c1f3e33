// Toasts (§4): the app's small API over whichever library draws them. The app's toast host registers itself
// as the presenter when it mounts; toasts shown before that wait for it.
export type ToastType = 'base' | 'warning' | 'error' | 'success';
export type ToastPosition = 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left' | 'top-middle' | 'bottom-middle';

export type ToastRequest = {
  type?: ToastType;
  /** Already translated text. */
  message: string;
  /** Default top-right (§9). */
  position?: ToastPosition;
  /** Milliseconds until it leaves (hover pauses the timer); default: the product's 5000 ms (§9). */
  duration?: number;
  /** A button in the toast (Undo): it runs `onAction`, then the toast leaves. */
  action?: { label: string; onAction: () => void };
  /** When the toast has left the page (its exit played), by its timer, its close button or its action. */
  onClose?: () => void;
};

export type ToastPresenter = (toast: ToastRequest) => void;

// Enough for a burst of realtime events while the host loads; older ones are not worth showing late.
const MAX_WAITING = 5;
let presenter: ToastPresenter | null = null;
const waiting: ToastRequest[] = [];

export function showToast(toast: ToastRequest): void {
  if (presenter) {
    presenter(toast);
    return;
  }
  waiting.push(toast);
  if (waiting.length > MAX_WAITING) waiting.shift();
}

/** The host calls this when it mounts (and with null when it unmounts). */
export function setToastPresenter(next: ToastPresenter | null): void {
  presenter = next;
  if (next) for (const toast of waiting.splice(0)) next(toast);
}
