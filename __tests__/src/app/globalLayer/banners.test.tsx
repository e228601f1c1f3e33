// §2 App root banners: offline while the browser is offline, the system-updated banner after an update reload.
import { act, screen } from '@testing-library/react';
import { GlobalLayer } from '../../../../src/app/globalLayer/GlobalLayer';
import {
  APP_UPDATED_SESSION_KEY,
  BANNER_FADE_MS,
  SYSTEM_UPDATED_BANNER_MS,
} from '../../../../src/app/globalLayer/constants';
import { selectIsOnline } from '../../../../store/slices/networkSlice';
import { renderLayer } from './renderLayer';

// The layer fetches its run-time configuration after first paint; these tests need none of it.
jest.mock('../../../../src/lib/config/runtimeConfig', () => ({
  loadRuntimeConfig: () => new Promise(() => undefined),
}));

const OFFLINE_TEXT = /You are offline/;

function setOnline(online: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** Lets time pass; the toast host, lazily loaded after first paint, settles inside act too. */
async function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
  await act(async () => undefined);
}

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('going offline shows the offline banner in a polite live region; coming back fades it out (0.5 s)', async () => {
  const { store } = renderLayer(<GlobalLayer />);
  const region = screen.getByRole('status');
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();

  setOnline(false);
  expect(selectIsOnline(store.getState())).toBe(false);
  const banner = screen.getByText(OFFLINE_TEXT);
  expect(region).toContainElement(banner);
  expect(banner.closest('.banner')).toHaveClass('banner--shown');

  setOnline(true);
  expect(selectIsOnline(store.getState())).toBe(true);
  // Still there while it fades out …
  expect(screen.getByText(OFFLINE_TEXT).closest('.banner')).toHaveClass('banner--leaving');
  await advance(BANNER_FADE_MS);
  // … then gone.
  expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
});

test('a page that loads offline shows the banner at once', () => {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  renderLayer(<GlobalLayer />);
  expect(screen.getByText(OFFLINE_TEXT)).toBeInTheDocument();
});

test('the fade duration reaches the CSS from the one constant', () => {
  renderLayer(<GlobalLayer />);
  expect(screen.getByRole('status').style.getPropertyValue('--banner-fade-duration')).toBe(`${BANNER_FADE_MS}ms`);
});

test('after a reload caused by an app update the system-updated banner shows, then leaves by itself', async () => {
  window.sessionStorage.setItem(APP_UPDATED_SESSION_KEY, '1');
  renderLayer(<GlobalLayer />);
  expect(screen.getByText(/has been updated/)).toBeInTheDocument();
  expect(window.sessionStorage.getItem(APP_UPDATED_SESSION_KEY)).toBeNull();
  await advance(SYSTEM_UPDATED_BANNER_MS);
  await advance(BANNER_FADE_MS);
  expect(screen.queryByText(/has been updated/)).not.toBeInTheDocument();
});

test('the system-updated banner can be dismissed', async () => {
  window.sessionStorage.setItem(APP_UPDATED_SESSION_KEY, '1');
  renderLayer(<GlobalLayer />);
  act(() => {
    screen.getByRole('button', { name: 'Close' }).click();
  });
  await advance(BANNER_FADE_MS);
  expect(screen.queryByText(/has been updated/)).not.toBeInTheDocument();
});
