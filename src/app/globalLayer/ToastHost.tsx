// The toast host (§4, §9): react-toastify behind src/lib/toast.ts. Loaded as its own chunk after first paint;
// toasts shown before it mounts wait in src/lib/toast.ts.
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  ToastContainer,
  cssTransition,
  toast,
  type CloseButtonProps,
  type ToastPosition as LibraryPosition,
  type TypeOptions,
} from 'react-toastify';
import { setToastPresenter, type ToastPosition, type ToastType } from '../../lib/toast';
import { TOAST_DURATION_MS, TOAST_TRANSITION_MS, TOAST_WIDTH_PX } from './constants';
import './toastHost.css';

const POSITIONS: Record<ToastPosition, LibraryPosition> = {
  'top-right': 'top-right',
  'top-left': 'top-left',
  'bottom-right': 'bottom-right',
  'bottom-left': 'bottom-left',
  'top-middle': 'top-center',
  'bottom-middle': 'bottom-center',
};

const TYPES: Record<ToastType, TypeOptions> = {
  base: 'default',
  warning: 'warning',
  error: 'error',
  success: 'success',
};

// Class names get the position appended, so each corner slides in from its own side (toastHost.css).
const slideAndFade = cssTransition({
  enter: 'toast-enter',
  exit: 'toast-exit',
  appendPosition: true,
  collapseDuration: TOAST_TRANSITION_MS,
});

function CloseButton({ closeToast, label }: CloseButtonProps & { label: string }) {
  return (
    <button
      type="button"
      className="Toastify__close-button Toastify__close-button--light"
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * A toast's content, which tells `onGone` when the toast has left the page. react-toastify calls its onClose as
 * the toast starts to leave; its button is on the page, focused perhaps, through the exit and the collapse after
 * it, and an Undo pressed then must still win over the delete that waits for the toast to go (deferredDelete.ts).
 * `leaving` is set by that onClose, so an unmount that is not the toast leaving (StrictMode's rehearsal) says
 * nothing.
 */
function ToastBody({ children, onGone }: { children: ReactNode; onGone: () => void }) {
  useEffect(() => onGone, [onGone]);
  return children;
}

const containerStyle = {
  '--toastify-toast-width': `${TOAST_WIDTH_PX}px`,
  '--toast-transition-duration': `${TOAST_TRANSITION_MS}ms`,
} as CSSProperties;

export function ToastHost() {
  const intl = useIntl();
  const closeLabel = intl.formatMessage({ id: 'toast.close' });

  useEffect(() => {
    setToastPresenter(
      ({ type = 'base', message, position = 'top-right', duration = TOAST_DURATION_MS, action, onClose }) => {
        let leaving = false;
        const gone = () => {
          if (leaving) onClose?.();
        };
        const content = ({ closeToast }: { closeToast: () => void }) => (
          <ToastBody onGone={gone}>
            {action ? (
              <div className="toast-with-action">
                <span>{message}</span>
                <button
                  type="button"
                  className="toast-with-action__button"
                  onClick={() => {
                    action.onAction();
                    closeToast();
                  }}
                >
                  {action.label}
                </button>
              </div>
            ) : (
              message
            )}
          </ToastBody>
        );
        toast(content, {
          type: TYPES[type],
          position: POSITIONS[position],
          autoClose: duration,
          onClose: () => {
            leaving = true;
          },
        });
      },
    );
    return () => setToastPresenter(null);
  }, []);

  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_DURATION_MS}
      pauseOnHover
      // §4 pauses on hover only; a background tab must not keep toasts forever.
      pauseOnFocusLoss={false}
      closeOnClick={false}
      draggable={false}
      transition={slideAndFade}
      theme="light"
      style={containerStyle}
      aria-label={intl.formatMessage({ id: 'toast.region' })}
      closeButton={(props: CloseButtonProps) => <CloseButton {...props} label={closeLabel} />}
    />
  );
}
