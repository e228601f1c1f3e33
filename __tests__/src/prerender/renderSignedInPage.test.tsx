// The server's render of a signed-in page (src/prerender/renderSignedInPage.tsx, which the server's worker runs):
// it renders from the state the page carries and nothing else, and the browser hydrates that HTML without a
// mismatch (src/main.tsx's path for a server-rendered page, here in jsdom).
import { act, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderSignedInPage } from '../../../src/prerender/renderSignedInPage';
import { createApp } from '../../../src/app/createApp';
import { App } from '../../../src/app/App';
import { routerSettled } from '../../../src/routes/routerSettled';
import { pageReadsSettled } from '../../../src/routes/pageReads';
import { customerApiPaths, SIGNED_IN_STATE_ID } from '../../../domain/signedInPage';
import { paths } from '../../../domain/paths';
import type { SignedInPageState } from '../../../contract/signedInPage';
import { customer, setupMswServer } from '../../support/msw';
import { activeRfq } from '../../support/rfqFixtures';

const server = setupMswServer();

// react-dom/static's Node renderer schedules with setImmediate, which Node has and jest's jsdom window hides.
globalThis.setImmediate ??= ((callback: () => void) => setTimeout(callback, 0)) as unknown as typeof setImmediate;

// The server's renderer and the browser's share one React here, as they never do in the product: React's
// development build notes that twice per context. Only that note is silenced.
const consoleError = console.error;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith('Detected multiple renderers concurrently')) return;
    consoleError(...args);
  });
});
afterEach(() => jest.restoreAllMocks());
beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  // Realtime and Web Vitals ask for it after the first paint; they are not this file's business.
  server.use(http.get('/api/config', () => new HttpResponse(null, { status: 503 })));
});

const rfq = activeRfq();
const homeState: SignedInPageState = { user: customer, answers: { [customerApiPaths.rfqs(customer.id)]: [rfq] } };
const compareUrl = paths.compareOffers.getHref(rfq.id);
const compareState: SignedInPageState = { user: customer, answers: { [customerApiPaths.rfq(rfq.id)]: rfq } };

const job = (url: string, state: SignedInPageState) => ({ url, state, guestLocale: null, phone: false });

test('the dashboard renders with the requests the page carries, in the user’s language', async () => {
  const page = await renderSignedInPage(job(paths.home.path, homeState));
  expect(page).toMatchObject({ locale: 'da', title: expect.stringContaining('Forside') });
  document.body.innerHTML = page?.html ?? '';
  expect(screen.getByRole('heading', { level: 1, name: 'Forside' })).toBeInTheDocument();
  expect(screen.getByText(/Hej Mette/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Se alle svar' })).toBeInTheDocument();

  const english = await renderSignedInPage(
    job(paths.home.path, { ...homeState, user: { ...customer, preferences: { lang: 'en' } } }),
  );
  expect(english?.locale).toBe('en');
  expect(english?.html).toContain('Hi Mette');
});

test('the comparison renders its first rows and a phone’s narrow layout when asked', async () => {
  const wide = await renderSignedInPage(job(compareUrl, compareState));
  const phone = await renderSignedInPage({ ...job(compareUrl, compareState), phone: true });
  document.body.innerHTML = wide?.html ?? '';
  const columns = document.querySelectorAll('table.compare-table thead th').length;
  document.body.innerHTML = phone?.html ?? '';
  expect(document.querySelectorAll('table.compare-table thead th').length).toBeLessThan(columns);
});

test('a page whose first read it does not carry is left to the browser: nothing is fetched on the server', async () => {
  const requests = jest.fn();
  const globalFetch = globalThis.fetch;
  server.events.on('request:start', requests);
  try {
    expect(await renderSignedInPage(job(compareUrl, { user: customer, answers: {} }))).toBeNull();
  } finally {
    server.events.removeAllListeners('request:start');
  }
  expect(requests).not.toHaveBeenCalled();
  // The app's HTTP client refuses; the thread's own fetch (the server's, when it renders in its thread) is untouched.
  expect(globalThis.fetch).toBe(globalFetch);
});

test('one user’s answers never serve the next user’s render', async () => {
  // The first render takes the answer; a second one for another user, at the same page, carries nothing.
  expect(await renderSignedInPage(job(compareUrl, compareState))).not.toBeNull();
  const other = { ...customer, id: customer.id + 1, name: 'Other Person' };
  expect(await renderSignedInPage(job(compareUrl, { user: other, answers: {} }))).toBeNull();
  // Nor an answer a render did not take: the dashboard's answer does not wait for the next render.
  await renderSignedInPage(
    job(compareUrl, { ...compareState, answers: { ...compareState.answers, ...homeState.answers } }),
  );
  expect(await renderSignedInPage(job(paths.home.path, { user: customer, answers: {} }))).toBeNull();
});

test('a rendered page keeps no timer: its store and answers are let go with the render', async () => {
  const timers = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
  await renderSignedInPage(job(compareUrl, compareState));
  const before = timers();
  for (let i = 0; i < 5; i++) {
    await renderSignedInPage(job(compareUrl, compareState));
    await renderSignedInPage(job(paths.home.path, homeState));
  }
  // RTK Query keeps an answer 60 s after its last reader with a timer that holds the whole store: on a server that
  // renders page after page, every page's store stayed alive that long.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(timers()).toBeLessThanOrEqual(before);
});

test('no page without a user', async () => {
  expect(await renderSignedInPage(job(paths.home.path, { user: null, answers: {} }))).toBeNull();
});

test.each([
  ['the dashboard', paths.home.path, homeState],
  ['the comparison', compareUrl, compareState],
])('%s hydrates from the server’s HTML without a mismatch, keeping its elements', async (_name, url, state) => {
  const page = await renderSignedInPage(job(url, state));
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root">${page?.html ?? ''}</div><script type="application/json" id="${SIGNED_IN_STATE_ID}">${JSON.stringify(state)}</script>`;
  const container = document.getElementById('root') as HTMLElement;
  const heading = container.querySelector('h1');
  expect(heading).not.toBeNull();

  const { store, i18n, router } = createApp();
  await routerSettled(router);
  await pageReadsSettled(router, store);
  const mismatches = jest.fn();
  let root: Root | null = null;
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, <App store={store} i18n={i18n} router={router} />, {
        onRecoverableError: mismatches,
      });
    });
  });
  expect(mismatches).not.toHaveBeenCalled();
  // Hydrated, not rendered anew: the server's heading is the one on the page.
  expect(container.querySelector('h1')).toBe(heading);
  act(() => (root as Root | null)?.unmount());
  router.dispose();
});
