// The word beside a slow button: nothing for the first two seconds of a wait, then "this can take a moment" in a
// polite live region that was there all along, gone when the wait ends.
import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { SLOW_WAIT_MS, SlowWaitNote } from '../../../../src/components/Button/SlowWaitNote';
import da from '../../../../translations/da.json';
import en from '../../../../translations/en.json';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const renderNote = (pending: boolean, locale: 'da' | 'en' = 'da') => {
  const messages = locale === 'da' ? da : en;
  const ui = (value: boolean) => (
    <IntlProvider locale={locale} messages={messages}>
      <SlowWaitNote pending={value} />
    </IntlProvider>
  );
  const result = render(ui(pending));
  return { rerender: (value: boolean) => result.rerender(ui(value)) };
};

test('says nothing for two seconds, then that it can take a moment, and nothing once the wait is over', () => {
  const { rerender } = renderNote(true);
  const status = screen.getByRole('status');
  expect(status).toBeEmptyDOMElement();
  act(() => jest.advanceTimersByTime(SLOW_WAIT_MS - 1));
  expect(status).toBeEmptyDOMElement();
  act(() => jest.advanceTimersByTime(1));
  expect(status).toHaveTextContent('Det kan tage et øjeblik …');
  rerender(false);
  expect(status).toBeEmptyDOMElement();
  // A second wait starts counting afresh.
  rerender(true);
  act(() => jest.advanceTimersByTime(SLOW_WAIT_MS - 1));
  expect(status).toBeEmptyDOMElement();
});

test('in English', () => {
  renderNote(true, 'en');
  act(() => jest.advanceTimersByTime(SLOW_WAIT_MS));
  expect(screen.getByRole('status')).toHaveTextContent('This can take a moment …');
});

test('a button that is not waiting never says it', () => {
  renderNote(false);
  act(() => jest.advanceTimersByTime(10 * SLOW_WAIT_MS));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});
