// A page whose chunk cannot be fetched while the server does not answer (issue 43): the app's no-connection page in
// place of the browser's error page, and the page itself once the retry button or the `online` event fetches it.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { NoConnectionError } from '../../../src/lib/browser/codeUnavailable';
import * as pageLocation from '../../../src/lib/browser/pageLocation';
import * as reachability from '../../../src/lib/browser/serverReachable';
import { I18nProvider } from '../../../src/lib/i18n/I18nProvider';
import { RouteErrorPage } from '../../../src/app/RouteErrorPage';
import { page } from '../../../src/routes/routeBuilders';
import { createTestI18n } from '../../support/testI18n';
import da from '../../../translations/da.json';
import en from '../../../translations/en.json';

jest.mock('../../../src/lib/browser/serverReachable', () => ({
  __esModule: true,
  ...jest.requireActual('../../../src/lib/browser/serverReachable'),
}));
jest.mock('../../../src/lib/browser/pageLocation', () => ({
  __esModule: true,
  ...jest.requireActual('../../../src/lib/browser/pageLocation'),
}));

const chunkError = () =>
  Object.assign(new Error('Loading chunk 42 failed.\n(error: /assets/42.js)'), { name: 'ChunkLoadError' });

function DocumentsPage() {
  return <h1>Documents</h1>;
}

let reachable: jest.SpyInstance;
let reload: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  reachable = jest.spyOn(reachability, 'serverReachable').mockResolvedValue(false);
  reload = jest.spyOn(pageLocation, 'reloadPage').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function renderRoutes(children: RouteObject[], locale: 'da' | 'en' = 'da') {
  const router = createMemoryRouter(
    [
      {
        errorElement: <RouteErrorPage />,
        children: [{ path: '/profile/edit', element: <Link to="/documents">Menu: documents</Link> }, ...children],
      },
    ],
    { initialEntries: ['/profile/edit'] },
  );
  render(
    <I18nProvider i18n={createTestI18n(locale)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return { router, user: userEvent.setup() };
}

/** A page chunk that fails `failures` times, then arrives. */
function flakyChunk(failures: number) {
  let calls = 0;
  const load = jest.fn(async () => {
    calls += 1;
    if (calls <= failures) throw chunkError();
    return { DocumentsPage };
  });
  return load;
}

for (const lang of ['da', 'en'] as const) {
  const T = { da, en }[lang];
  test(`a menu click to a page whose chunk cannot be fetched shows the no-connection page, and a retry shows the page (${lang})`, async () => {
    const load = flakyChunk(2);
    const { router, user } = renderRoutes([{ path: '/documents', lazy: page(load, 'DocumentsPage') }], lang);
    await user.click(screen.getByRole('link', { name: 'Menu: documents' }));

    expect(await screen.findByRole('heading', { level: 1, name: T['state.noConnection.title'] })).toBeInTheDocument();
    expect(screen.getByText(T['state.noConnection.description'])).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documents');
    expect(reload).not.toHaveBeenCalled();

    // Still nothing answers: the page stays, ready for another try.
    const retry = screen.getByRole('button', { name: T['state.error.retry'] });
    await user.click(retry);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('heading', { name: T['state.noConnection.title'] })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T['state.error.retry'] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(reload).not.toHaveBeenCalled();
  });
}

test('the browser coming back online fetches the page by itself', async () => {
  const load = flakyChunk(1);
  const { user } = renderRoutes([{ path: '/documents', lazy: page(load, 'DocumentsPage') }]);
  await user.click(screen.getByRole('link', { name: 'Menu: documents' }));
  expect(await screen.findByRole('heading', { name: da['state.noConnection.title'] })).toBeInTheDocument();
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
});

test('a chunk that fails while the server answers (a new deploy) still reloads the page once (§2)', async () => {
  reachable.mockResolvedValue(true);
  const { user } = renderRoutes([{ path: '/documents', lazy: page(flakyChunk(1), 'DocumentsPage') }]);
  await user.click(screen.getByRole('link', { name: 'Menu: documents' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('heading', { name: da['state.noConnection.title'] })).not.toBeInTheDocument();
});

test('the route error page for a lost connection reloads only once the server answers', async () => {
  const { user } = renderRoutes([
    {
      path: '/documents',
      loader: () => {
        throw new NoConnectionError(chunkError());
      },
      element: null,
    },
  ]);
  await user.click(screen.getByRole('link', { name: 'Menu: documents' }));
  expect(await screen.findByRole('heading', { level: 1, name: da['state.noConnection.title'] })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: da['state.error.retry'] }));
  expect(reachable).toHaveBeenCalled();
  expect(reload).not.toHaveBeenCalled();

  reachable.mockResolvedValue(true);
  await user.click(screen.getByRole('button', { name: da['state.error.retry'] }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(reload).toHaveBeenCalledTimes(1);
});
