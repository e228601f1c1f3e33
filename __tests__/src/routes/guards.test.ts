// §2 Navigation behaviour: the guard decisions, one rule per test.
import {
  decideGuestGuard,
  decideMortgageSurveillanceGuard,
  decideSignedInGuard,
  decideStaffGuard,
  decideSurveillanceDisabledGuard,
  normalizeReturnRoute,
  resolveLanguage,
  staffDashboardFor,
} from '../../../src/routes/guards';

const customer = { team_name: null, preferences: { lang: 'en' } } as const;
const admin = { team_name: 'admin' } as const;
const supplier = { team_name: 'supplier' } as const;
const at = (pathname: string, search = '') => ({ pathname, search });
const none = { stored: null, session: null };

describe('signed-in guard', () => {
  test('a visitor is sent to login with the query string kept, and the requested path with its query is remembered', () => {
    expect(decideSignedInGuard(null, at('/rfqs/12/leads/3', '?launcher=true&tab=2'))).toEqual({
      type: 'redirect',
      to: '/login?launcher=true&tab=2',
      rememberReturnRoute: '/rfqs/12/leads/3?launcher=true&tab=2',
    });
  });

  test('a visitor without a query goes to plain /login', () => {
    expect(decideSignedInGuard(null, at('/home'))).toEqual({
      type: 'redirect',
      to: '/login',
      rememberReturnRoute: '/home',
    });
  });

  test('team admin goes to its own page, /admin/dashboard', () => {
    expect(decideSignedInGuard(admin, at('/home'))).toEqual({ type: 'redirect', to: '/admin/dashboard' });
  });

  test('team supplier goes to its own page, /supplier/dashboard', () => {
    expect(decideSignedInGuard(supplier, at('/home'))).toEqual({ type: 'redirect', to: '/supplier/dashboard' });
  });

  test('a customer (team_name neither admin nor supplier) may pass (§6)', () => {
    expect(decideSignedInGuard(customer, at('/home'))).toEqual({ type: 'allow' });
  });
});

describe('guest guard', () => {
  test('a visitor may see guest pages', () => {
    expect(decideGuestGuard(null, at('/login'), { stored: '/rfqs', session: '/rfqs' })).toEqual({ type: 'allow' });
  });

  test('signed-in admin and supplier go to their dashboards', () => {
    expect(decideGuestGuard(admin, at('/login'), { stored: '/documents', session: null })).toEqual({
      type: 'redirect',
      to: '/admin/dashboard',
      clearReturnRoute: true,
    });
    expect(decideGuestGuard(supplier, at('/login'), none)).toEqual({
      type: 'redirect',
      to: '/supplier/dashboard',
      clearReturnRoute: true,
    });
  });

  test('a customer goes to the return route held in the store, which wins over session storage; both are cleared', () => {
    expect(decideGuestGuard(customer, at('/login'), { stored: '/rfqs/current', session: '/documents' })).toEqual({
      type: 'redirect',
      to: '/rfqs/current',
      clearReturnRoute: true,
    });
  });

  test('without one in the store, the return route comes from session storage', () => {
    expect(decideGuestGuard(customer, at('/login'), { stored: null, session: '/documents?x=1' })).toEqual({
      type: 'redirect',
      to: '/documents?x=1',
      clearReturnRoute: true,
    });
  });

  test.each(['null', 'undefined', '0', ''])(
    'session storage holding %p counts as no return route: home, query kept',
    (stored) => {
      expect(decideGuestGuard(customer, at('/login', '?launcher=true'), { stored: null, session: stored })).toEqual({
        type: 'redirect',
        to: '/home?launcher=true',
        clearReturnRoute: true,
      });
    },
  );

  test('the store holding a stringified empty also counts as absent and falls through to session storage', () => {
    expect(decideGuestGuard(customer, at('/login'), { stored: 'undefined', session: '/messages' })).toMatchObject({
      to: '/messages',
    });
  });

  test('a return route that is not a path of this app is ignored (no open redirect)', () => {
    expect(
      decideGuestGuard(customer, at('/login'), { stored: 'https://evil.example/', session: '//evil.example' }),
    ).toMatchObject({ to: '/home' });
  });
});

describe('normalizeReturnRoute', () => {
  test.each([
    [null, null],
    [undefined, null],
    ['null', null],
    ['undefined', null],
    ['0', null],
    ['  ', null],
    ['/rfqs?x=1', '/rfqs?x=1'],
    ['rfqs', null],
    ['/\\evil.example', null],
  ])('%p → %p', (input, expected) => {
    expect(normalizeReturnRoute(input)).toBe(expected);
  });
});

describe('language guard', () => {
  test("the signed-in user's preferences.lang wins", () => {
    expect(resolveLanguage({ team_name: null, preferences: { lang: 'en' } }, 'da')).toBe('en');
  });

  test('no user means the configured default, da', () => {
    expect(resolveLanguage(null)).toBe('da');
  });

  test('a user without a usable preference gets the fallback', () => {
    expect(resolveLanguage({ team_name: null, preferences: { lang: 'sv' } }, 'en')).toBe('en');
    expect(resolveLanguage({ team_name: null, preferences: null })).toBe('da');
  });
});

test('staffDashboardFor names the dashboards of §6 and nothing for customers', () => {
  expect(staffDashboardFor(admin)).toBe('/admin/dashboard');
  expect(staffDashboardFor(supplier)).toBe('/supplier/dashboard');
  expect(staffDashboardFor(customer)).toBeNull();
  expect(staffDashboardFor(null)).toBeNull();
});

describe('a password that fails the policy (§5 strong_password)', () => {
  const flagged = { ...customer, password_change_required: true } as const;

  test('every signed-in page leads to the password form, which itself is let through', () => {
    expect(decideSignedInGuard(flagged, at('/home'))).toEqual({ type: 'redirect', to: '/profile/edit' });
    expect(decideSignedInGuard(flagged, at('/profile/edit'))).toEqual({ type: 'allow' });
    expect(decideSignedInGuard(customer, at('/home'))).toEqual({ type: 'allow' });
  });

  test('after signing in, the login page sends there instead of the remembered route', () => {
    expect(decideGuestGuard(flagged, at('/login'), { stored: '/rfqs/12', session: null })).toEqual({
      type: 'redirect',
      to: '/profile/edit',
      clearReturnRoute: true,
    });
  });
});

describe('mortgage surveillance (§6: opt-in)', () => {
  const optedIn = { ...customer, mortgage_surveillance: true };
  test('its pages are for a customer who has opted in; anyone else is told how to', () => {
    expect(decideMortgageSurveillanceGuard(optedIn)).toEqual({ type: 'allow' });
    expect(decideMortgageSurveillanceGuard(customer)).toEqual({
      type: 'redirect',
      to: '/mortgage-surveillance-disabled',
    });
  });
  test('the page saying it is off is for a customer who has not opted in; one who has goes to the surveillance', () => {
    expect(decideSurveillanceDisabledGuard(customer)).toEqual({ type: 'allow' });
    expect(decideSurveillanceDisabledGuard({ ...customer, mortgage_surveillance: false })).toEqual({ type: 'allow' });
    expect(decideSurveillanceDisabledGuard(optedIn)).toEqual({ type: 'redirect', to: '/mortgage-surveillance' });
  });
});

describe('staff guard (§6): each staff page is for its own team', () => {
  test("an admin and a lender's user may see their own page", () => {
    expect(decideStaffGuard(admin, at('/admin/dashboard'))).toEqual({ type: 'allow' });
    expect(decideStaffGuard(supplier, at('/supplier/dashboard'))).toEqual({ type: 'allow' });
  });

  test("the other team's page sends each to their own", () => {
    expect(decideStaffGuard(admin, at('/supplier/dashboard'))).toEqual({ type: 'redirect', to: '/admin/dashboard' });
    expect(decideStaffGuard(supplier, at('/admin/dashboard'))).toEqual({
      type: 'redirect',
      to: '/supplier/dashboard',
    });
  });

  test('a customer goes home; a visitor signs in first and is remembered', () => {
    expect(decideStaffGuard(customer, at('/supplier/dashboard'))).toEqual({ type: 'redirect', to: '/home' });
    expect(decideStaffGuard(null, at('/admin/dashboard'))).toEqual({
      type: 'redirect',
      to: '/login',
      rememberReturnRoute: '/admin/dashboard',
    });
  });
});
