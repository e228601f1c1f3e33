// §2 "Before each navigation": launcher, fetching the user, running the matched routes' middleware.
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router-dom';
import { makeStore } from '../../../store/store';
import { selectFromLauncher, selectUser, selectUserKnown, signedIn } from '../../../store/slices/authSlice';
import { createNavigationLoader, middlewareFor, type NavigationDeps } from '../../../src/routes/navigationLoader';
import type { Middleware } from '../../../src/routes/middleware';
import { customer, setupMswServer } from '../../support/msw';
import { createTestI18n } from '../../support/testI18n';

const server = setupMswServer();

const routes: RouteObject[] = [
  {
    id: 'root',
    children: [
      {
        handle: { middleware: ['auth', 'lang'] },
        children: [{ path: '/home' }, { path: '/rfqs/:id', handle: { middleware: ['lang', 'extra'] } }],
      },
      { handle: { middleware: ['guest', 'lang'] }, children: [{ path: '/login' }] },
      { path: '/free' },
      { handle: { middleware: ['auth'] }, children: [{ path: '/', handle: { forward: '/home' } }] },
    ],
  },
];

function setup(middleware: Record<string, Middleware> = {}, overrides: Partial<NavigationDeps> = {}) {
  const store = makeStore();
  const deps: NavigationDeps = {
    store,
    i18n: createTestI18n('da'),
    routes: () => routes,
    middleware: { auth: () => true, guest: () => true, lang: () => true, extra: () => true, ...middleware },
    fallbackLocale: () => 'da',
    session: { read: () => null, write: () => undefined, remove: () => undefined },
    currentLocation: () => null,
    ...overrides,
  };
  const loader = createNavigationLoader(deps);
  const run = (url: string) =>
    loader({
      request: new Request(`http://localhost${url}`),
      params: {},
      context: undefined,
    } as never) as Promise<unknown>;
  return { store, deps, run };
}

async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error('expected the loader to throw a redirect');
}

test('middlewareFor collects the names of every matched route, outermost first, each once', () => {
  expect(middlewareFor(routes, '/rfqs/7')).toEqual(['auth', 'lang', 'extra']);
  expect(middlewareFor(routes, '/login')).toEqual(['guest', 'lang']);
  expect(middlewareFor(routes, '/free')).toEqual([]);
});

test('launcher=true in the query is recorded before the navigation', async () => {
  const { store, run } = setup();
  await run('/free?launcher=true');
  expect(selectFromLauncher(store.getState())).toBe(true);
});

test('another launcher value records nothing', async () => {
  const { store, run } = setup();
  await run('/free?launcher=false');
  expect(selectFromLauncher(store.getState())).toBe(false);
});

test('an unknown user is fetched first; false means signed out', async () => {
  const { store, run } = setup();
  await run('/free');
  expect(selectUserKnown(store.getState())).toBe(true);
  expect(selectUser(store.getState())).toBeNull();
});

test('the fetched user is there when the guards run', async () => {
  server.use(http.get('/api/users/current/auth', () => HttpResponse.json(customer)));
  let seen: unknown;
  const { run } = setup({ auth: ({ store }) => void (seen = selectUser(store.getState())) });
  await run('/home');
  expect(seen).toEqual(customer);
});

test('a failing user fetch is ignored: the navigation goes on, and the next one asks again', async () => {
  let calls = 0;
  server.use(
    http.get('/api/users/current/auth', () => {
      calls += 1;
      return new HttpResponse(null, { status: 500 });
    }),
  );
  const { store, run } = setup();
  await expect(run('/free')).resolves.toBeNull();
  expect(selectUserKnown(store.getState())).toBe(false);
  await run('/free');
  expect(calls).toBe(2);
});

test('a known user is not fetched again', async () => {
  server.use(http.get('/api/users/current/auth', () => HttpResponse.error()));
  const { store, run } = setup();
  store.dispatch(signedIn(customer));
  await expect(run('/free')).resolves.toBeNull();
});

test('a middleware redirect becomes a router redirect', async () => {
  const { run } = setup({ auth: () => ({ redirect: '/login?x=1' }) });
  const response = await thrownResponse(run('/home?x=1'));
  expect(response.status).toBe(302);
  expect(response.headers.get('Location')).toBe('/login?x=1');
});

test('a forwarding route forwards only after its guards passed', async () => {
  const { run } = setup({ auth: () => ({ redirect: '/login' }) });
  expect((await thrownResponse(run('/'))).headers.get('Location')).toBe('/login');
  const { run: runSignedIn } = setup();
  expect((await thrownResponse(runSignedIn('/'))).headers.get('Location')).toBe('/home');
});

test('a blocked navigation stays where it was', async () => {
  const { run } = setup({ extra: () => false }, { currentLocation: () => ({ pathname: '/home', search: '?a=1' }) });
  const response = await thrownResponse(run('/rfqs/7'));
  expect(response.headers.get('Location')).toBe('/home?a=1');
});

test('a blocked first navigation has nowhere to stay and shows the forbidden page', async () => {
  const { run } = setup({ extra: () => false });
  const response = await thrownResponse(run('/rfqs/7'));
  expect(response.headers.get('Location')).toBe('/403');
});

test('an unknown middleware name on a route raises an error', async () => {
  const { run } = setup();
  const broken: RouteObject[] = [{ path: '/x', handle: { middleware: ['nope'] } }];
  const { run: runBroken } = setup({}, { routes: () => broken });
  await expect(runBroken('/x')).rejects.toThrow('Unknown middleware: nope');
  await expect(run('/free')).resolves.toBeNull();
});

test("a page's data is asked for once its guards passed, with the path's parameters; a blocked one asks nothing", async () => {
  const prefetch = jest.fn();
  const prefetching: RouteObject[] = [
    {
      id: 'root',
      children: [{ path: '/rfqs/:rfqId/compare', handle: { middleware: ['extra'], prefetch } }],
    },
  ];
  const allowed = setup({}, { routes: () => prefetching });
  await allowed.run('/rfqs/7/compare');
  expect(prefetch).toHaveBeenCalledWith({ store: allowed.store, params: { rfqId: '7' } });

  prefetch.mockClear();
  const blocked = setup({ extra: () => false }, { routes: () => prefetching });
  await thrownResponse(blocked.run('/rfqs/7/compare'));
  expect(prefetch).not.toHaveBeenCalled();
});

test('an id in the address that is no id (undefined, empty, 0) shows the 404 page once the guards passed', async () => {
  const lead: RouteObject[] = [
    { id: 'root', children: [{ path: '/rfqs/:rfqId/leads/:leadId/documents', handle: { middleware: ['auth'] } }] },
  ];
  const { run } = setup({}, { routes: () => lead });
  await expect(run('/rfqs/1/leads/2/documents')).resolves.toBeNull();
  for (const url of ['/rfqs/1/leads/undefined/documents', '/rfqs/NaN/leads/2/documents', '/rfqs/0/leads/2/documents']) {
    expect((await thrownResponse(run(url))).headers.get('Location')).toBe('/404');
  }
  const guest = setup({ auth: () => ({ redirect: '/login' }) }, { routes: () => lead });
  expect((await thrownResponse(guest.run('/rfqs/1/leads/undefined/documents'))).headers.get('Location')).toBe('/login');
});
