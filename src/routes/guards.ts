// The navigation guards of §2 as pure decisions; middleware.ts applies them to the store and the browser.
import { DEFAULT_LOCALE, toLocale, type Locale } from '../../domain/locales';
import { paths } from '../../domain/paths';

export type GuardUser = {
  team_name: 'admin' | 'supplier' | null;
  preferences?: { lang?: string } | null;
  /** Opted in to mortgage surveillance. */
  mortgage_surveillance?: boolean;
  /** The password signed in with fails today's policy (§5 strong_password). */
  password_change_required?: true;
} | null;
export type GuardLocation = { pathname: string; search: string };

export type GuardDecision = { type: 'allow' } | { type: 'redirect'; to: string };

export type SignedInDecision = GuardDecision | { type: 'redirect'; to: string; rememberReturnRoute: string };
export type GuestDecision = GuardDecision | { type: 'redirect'; to: string; clearReturnRoute: true };

export const RETURN_ROUTE_KEY = 'returnRoute';

/** Where a staff user belongs, or null for a customer (§6). */
export function staffDashboardFor(user: GuardUser): string | null {
  if (user?.team_name === 'admin') return paths.staff.admin.path;
  if (user?.team_name === 'supplier') return paths.staff.supplier.path;
  return null;
}

/**
 * A remembered return route, or null when there is none. Session storage holds strings, so the stringified
 * empties 'null', 'undefined' and '0' count as absent (§2). Only in-app paths are followed: a value that is not
 * a path of this origin (`https://…`, `//evil.example`) is ignored rather than redirected to.
 */
export function normalizeReturnRoute(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'null' || trimmed === 'undefined' || trimmed === '0') return null;
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) return null;
  return trimmed;
}

/** Guard of the signed-in pages (§2). */
export function decideSignedInGuard(user: GuardUser, location: GuardLocation): SignedInDecision {
  if (!user) return toLogin(location);
  const dashboard = staffDashboardFor(user);
  if (dashboard) return { type: 'redirect', to: dashboard };
  return passwordChangeRedirect(user, location) ?? { type: 'allow' };
}

/**
 * Guard of the staff pages (§6): each is for its own team only. A visitor who is not signed in signs in first, a
 * customer goes home, a member of the other team to their own page.
 */
export function decideStaffGuard(user: GuardUser, location: GuardLocation): SignedInDecision {
  if (!user) return toLogin(location);
  const dashboard = staffDashboardFor(user) ?? paths.home.path;
  return dashboard === location.pathname ? { type: 'allow' } : { type: 'redirect', to: dashboard };
}

/** To sign-in with the query kept; the page asked for is remembered as the return route (§2). */
function toLogin(location: GuardLocation): SignedInDecision {
  return {
    type: 'redirect',
    to: `${paths.login.path}${location.search}`,
    rememberReturnRoute: `${location.pathname}${location.search}`,
  };
}

/**
 * A customer whose password fails the policy chooses a new one before anything else: every signed-in page leads
 * to the password form, which explains why.
 */
function passwordChangeRedirect(user: GuardUser, location: GuardLocation): GuardDecision | null {
  if (!user?.password_change_required || location.pathname === paths.editProfile.path) return null;
  return { type: 'redirect', to: paths.editProfile.getHref() };
}

/** Guard of the guest pages (§2): the store's return route wins over session storage's; both are then cleared. */
export function decideGuestGuard(
  user: GuardUser,
  location: GuardLocation,
  returnRoutes: { stored: string | null; session: string | null },
): GuestDecision {
  if (!user) return { type: 'allow' };
  const dashboard = staffDashboardFor(user);
  if (dashboard) return { type: 'redirect', to: dashboard, clearReturnRoute: true };
  const returnRoute = normalizeReturnRoute(returnRoutes.stored) ?? normalizeReturnRoute(returnRoutes.session);
  const to = user.password_change_required
    ? paths.editProfile.getHref()
    : (returnRoute ?? `${paths.home.path}${location.search}`);
  return { type: 'redirect', to, clearReturnRoute: true };
}

/**
 * Mortgage surveillance (§6: requires opt-in): a customer who has not opted in sees the page that explains it and
 * leads to the consent. The API's 403 is the server-side guard of the same rule.
 */
export function decideMortgageSurveillanceGuard(user: GuardUser): GuardDecision {
  return user?.mortgage_surveillance === true
    ? { type: 'allow' }
    : { type: 'redirect', to: paths.mortgageSurveillance.disabled.path };
}

/**
 * The disabled page explains the opt-in and leads to it: a customer who has opted in is sent to the surveillance
 * itself rather than told it is off.
 */
export function decideSurveillanceDisabledGuard(user: GuardUser): GuardDecision {
  return user?.mortgage_surveillance === true
    ? { type: 'redirect', to: paths.mortgageSurveillance.root.path }
    : { type: 'allow' };
}

/** Language guard (§2): the signed-in user's preference, else the fallback (the configured default). */
export function resolveLanguage(user: GuardUser, fallback: Locale = DEFAULT_LOCALE): Locale {
  return toLocale(user?.preferences?.lang, fallback);
}
