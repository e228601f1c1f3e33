// §4 toasts through src/lib/toast.ts: one shows, its timer pauses while hovered, and it leaves.
// react-toastify times a toast with the CSS animation of its progress bar (duration = the toast's duration) and
// plays the enter and exit transitions as CSS animations; jsdom runs no CSS, so the test fires the animation
// events the browser would, and fake timers drive the height collapse that follows the exit.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ToastHost } from '../../../../src/app/globalLayer/ToastHost';
import { TOAST_DURATION_MS, TOAST_TRANSITION_MS } from '../../../../src/app/globalLayer/constants';
import { showToast } from '../../../../src/lib/toast';
import { renderLayer } from './renderLayer';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

function toastOf(text: string): HTMLElement {
  const toast = screen.getByText(text).closest('.Toastify__toast');
  if (!(toast instanceof HTMLElement)) throw new Error('no toast element');
  return toast;
}

function timerOf(toast: HTMLElement): HTMLElement {
  return toast.querySelector('[role="progressbar"]') as HTMLElement;
}

test('a toast shows, pauses while hovered, resumes, and leaves after its duration', async () => {
  renderLayer(<ToastHost />);
  act(() => showToast({ type: 'success', message: 'Nyt tilbud fra Øresund Bank' }));
  const toast = toastOf('Nyt tilbud fra Øresund Bank');
  expect(toast).toHaveClass('Toastify__toast--success');
  expect(toast).toHaveClass('toast-enter--top-right');
  expect(toast.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-right');

  // The enter transition ends: the timer starts, as long as the product's 5000 ms.
  fireEvent.animationEnd(toast);
  const timer = timerOf(toast);
  expect(timer.style.animationDuration).toBe(`${TOAST_DURATION_MS}ms`);
  expect(timer.style.animationPlayState).toBe('running');

  fireEvent.mouseEnter(toast);
  expect(timerOf(toast).style.animationPlayState).toBe('paused');
  act(() => {
    jest.advanceTimersByTime(TOAST_DURATION_MS * 2);
  });
  expect(screen.getByText('Nyt tilbud fra Øresund Bank')).toBeInTheDocument();

  fireEvent.mouseLeave(toast);
  expect(timerOf(toast).style.animationPlayState).toBe('running');

  // The timer runs out: the exit transition plays, then the toast collapses and leaves.
  fireEvent.animationEnd(timerOf(toast));
  expect(toast).toHaveClass('toast-exit--top-right');
  fireEvent.animationEnd(toast);
  act(() => {
    jest.advanceTimersByTime(TOAST_TRANSITION_MS + 50);
  });
  expect(screen.queryByText('Nyt tilbud fra Øresund Bank')).not.toBeInTheDocument();
});

test.each([
  ['top-middle', 'top-center'],
  ['bottom-middle', 'bottom-center'],
  ['bottom-left', 'bottom-left'],
] as const)('position %s is drawn at %s with its own transition', (position, library) => {
  renderLayer(<ToastHost />);
  act(() => showToast({ type: 'warning', message: `at ${position}`, position }));
  const toast = toastOf(`at ${position}`);
  expect(toast.closest('.Toastify__toast-container')).toHaveClass(`Toastify__toast-container--${library}`);
  expect(toast).toHaveClass(`toast-enter--${library}`, 'Toastify__toast--warning');
});

test('the base type is the library default; a custom duration is kept', () => {
  renderLayer(<ToastHost />);
  act(() => showToast({ message: 'Gemt', duration: 1200 }));
  const toast = toastOf('Gemt');
  expect(toast).toHaveClass('Toastify__toast--default');
  fireEvent.animationEnd(toast);
  expect(timerOf(toast).style.animationDuration).toBe('1200ms');
});

test('a toast shown before the host mounts waits and then shows', () => {
  showToast({ type: 'error', message: 'Tidligt' });
  renderLayer(<ToastHost />);
  expect(toastOf('Tidligt')).toHaveClass('Toastify__toast--error');
});

test('the close button is labelled in the page language and closes the toast', () => {
  renderLayer(<ToastHost />);
  act(() => showToast({ message: 'Luk mig' }));
  const toast = toastOf('Luk mig');
  fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
  expect(toast).toHaveClass('toast-exit--top-right');
});

test('a toast with an action: its button is reached with the keyboard, runs the action and closes the toast', async () => {
  jest.useRealTimers();
  const onAction = jest.fn();
  const onClose = jest.fn();
  renderLayer(<ToastHost />);
  act(() => showToast({ type: 'success', message: 'Slettet', action: { label: 'Fortryd', onAction }, onClose }));
  const toast = toastOf('Slettet');
  expect(toast).toHaveAttribute('role', 'alert');
  const undo = screen.getByRole('button', { name: 'Fortryd' });
  undo.focus();
  expect(undo).toHaveFocus();
  fireEvent.click(undo);
  expect(onAction).toHaveBeenCalledTimes(1);
  fireEvent.animationEnd(toast);
  await waitFor(() => expect(onClose).toHaveBeenCalled());
});
