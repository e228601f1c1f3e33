// §2: the middleware runner and the auth, guest and lang middleware applied to a real store.
import { makeStore } from '../../../store/store';
import { returnRouteRemembered, selectReturnRoute } from '../../../store/slices/authSlice';
import {
  auth,
  guest,
  lang,
  runMiddleware,
  type Middleware,
  type MiddlewareContext,
} from '../../../src/routes/middleware';
import { admin, customer } from '../../support/fixtures';
import { createTestI18n } from '../../support/testI18n';

function context(overrides: Partial<MiddlewareContext> & { user?: typeof customer | null } = {}) {
  const { user = null, ...rest } = overrides;
  const store = makeStore({
    auth: { user, userKnown: true, returnRoute: null, fromLauncher: false, customerSupplierRatingToken: null },
  });
  const sessionData = new Map<string, string>();
  const session = {
    read: (key: string) => sessionData.get(key) ?? null,
    write: (key: string, value: string) => void sessionData.set(key, value),
    remove: (key: string) => void sessionData.delete(key),
  };
  const ctx: MiddlewareContext = {
    location: { pathname: '/home', search: '' },
    store,
    i18n: createTestI18n('da'),
    fallbackLocale: () => 'da',
    session,
    ...rest,
  };
  return { ctx, store, sessionData };
}

describe('runMiddleware', () => {
  test('runs the named middleware in order and continues when all pass', async () => {
    const calls: string[] = [];
    const registry: Record<string, Middleware> = {
      first: () => void calls.push('first'),
      second: async () => {
        calls.push('second');
        return true;
      },
    };
    await expect(runMiddleware(['first', 'second'], context().ctx, registry)).resolves.toEqual({ type: 'continue' });
    expect(calls).toEqual(['first', 'second']);
  });

  test('a middleware returning false blocks the navigation and stops the run', async () => {
    const later = jest.fn();
    const registry: Record<string, Middleware> = { no: () => false, later };
    await expect(runMiddleware(['no', 'later'], context().ctx, registry)).resolves.toEqual({
      type: 'blocked',
      by: 'no',
    });
    expect(later).not.toHaveBeenCalled();
  });

  test('a redirect ends the run', async () => {
    const later = jest.fn();
    const registry: Record<string, Middleware> = { away: () => ({ redirect: '/login' }), later };
    await expect(runMiddleware(['away', 'later'], context().ctx, registry)).resolves.toEqual({
      type: 'redirect',
      to: '/login',
    });
    expect(later).not.toHaveBeenCalled();
  });

  test('an unknown middleware name throws before anything runs', async () => {
    const known = jest.fn();
    await expect(runMiddleware(['known', 'authh'], context().ctx, { known })).rejects.toThrow(
      'Unknown middleware: authh',
    );
    expect(known).not.toHaveBeenCalled();
  });

  test('inherited object keys are not middleware', async () => {
    await expect(runMiddleware(['toString'], context().ctx, {})).rejects.toThrow('Unknown middleware: toString');
  });
});

describe('auth middleware', () => {
  test('a visitor: the path with its query is remembered in the store and in sessionStorage.returnRoute; to /login, query kept', async () => {
    const { ctx, store, sessionData } = context({ location: { pathname: '/documents', search: '?sort=new' } });
    expect(await auth(ctx)).toEqual({ redirect: '/login?sort=new' });
    expect(selectReturnRoute(store.getState())).toBe('/documents?sort=new');
    expect(sessionData.get('returnRoute')).toBe('/documents?sort=new');
  });

  test('an admin is sent to the admin page of this app', async () => {
    expect(await auth(context({ user: admin }).ctx)).toEqual({ redirect: '/admin/dashboard' });
  });

  test('a customer passes', async () => {
    expect(await auth(context({ user: customer }).ctx)).toBe(true);
  });
});

describe('guest middleware', () => {
  test('a signed-in customer goes to the remembered return route, then it is cleared from the store and sessionStorage', async () => {
    const { ctx, store, sessionData } = context({ user: customer });
    store.dispatch(returnRouteRemembered('/rfqs/current'));
    sessionData.set('returnRoute', '/rfqs/current');
    expect(await guest(ctx)).toEqual({ redirect: '/rfqs/current' });
    expect(selectReturnRoute(store.getState())).toBeNull();
    expect(sessionData.has('returnRoute')).toBe(false);
  });

  test('after a page reload the return route survives only in sessionStorage, and is used from there', async () => {
    const { ctx, sessionData } = context({ user: customer });
    sessionData.set('returnRoute', '/messages');
    expect(await guest(ctx)).toEqual({ redirect: '/messages' });
    expect(sessionData.has('returnRoute')).toBe(false);
  });

  test("sessionStorage's 'null' is no return route: home, query kept", async () => {
    const { ctx, sessionData } = context({
      user: customer,
      location: { pathname: '/login', search: '?launcher=true' },
    });
    sessionData.set('returnRoute', 'null');
    expect(await guest(ctx)).toEqual({ redirect: '/home?launcher=true' });
  });

  test('a visitor stays on the guest page', async () => {
    expect(await guest(context().ctx)).toBe(true);
  });
});

describe('lang middleware', () => {
  test("switches to the signed-in user's language", async () => {
    const { ctx } = context({ user: { ...customer, preferences: { lang: 'en' } } });
    expect(await lang(ctx)).toBe(true);
    expect(ctx.i18n.getLocale()).toBe('en');
  });

  test('without a user the fallback (default da) is used', async () => {
    const { ctx } = context({ i18n: createTestI18n('en') });
    await lang(ctx);
    expect(ctx.i18n.getLocale()).toBe('da');
  });

  test('a language that fails to load keeps the current one and does not block the page', async () => {
    const reportSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { ctx } = context({
      user: { ...customer, preferences: { lang: 'en' } },
      i18n: createTestI18n('da', () => Promise.reject(new Error('chunk failed'))),
    });
    expect(await lang(ctx)).toBe(true);
    expect(ctx.i18n.getLocale()).toBe('da');
    reportSpy.mockRestore();
  });
});
