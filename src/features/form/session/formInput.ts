// What the wizard is told when it starts (machines/auctionForm/EVENTS.md "Input"): who the visitor is, where they came from,
// and a form saved earlier in this tab. Pure, so tests give it any page.
import type { AuctionFormContext, AuctionFormInput } from '../../../../machines/auctionForm/types';
import type { ConsentChoices } from '../../../../domain/cookieConsent';
import type { Affiliate } from '../../../lib/analytics/landingAffiliate';

export interface PageFacts {
  /** The page's query string. */
  search: string;
  referrer: string;
  userAgent: string;
  readCookie: (name: string) => string | null;
  /** The names of the cookies the page can read (Google Analytics names its session cookie per stream). */
  cookieNames: readonly string[];
  /** The affiliate of the landing URL, or one kept for the tab (see landingAffiliate). */
  affiliate: Affiliate | null;
  /** What the visitor allowed: no identifier is read from a cookie, nor stored with the request, without it. */
  consent: ConsentChoices;
  signedIn: boolean;
  restored: AuctionFormContext | null;
}

/** Campaign parameters analysts segment requests by. */
const TRACKING_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];
/** The query parameters that attribute a request to a campaign: the above and Google Ads' click id. */
export const CAMPAIGN_PARAMETERS: readonly string[] = [...TRACKING_PARAMETERS, 'gclid'];

/** Google Analytics' client id is the last two parts of its `_ga` cookie (GA1.1.<random>.<time>). */
function analyticsClientId(cookie: string | null): string | null {
  const parts = cookie?.split('.') ?? [];
  return parts.length >= 4 ? parts.slice(-2).join('.') : null;
}

/** Google Analytics 4 keeps the session in `_ga_<stream id>`: `GS1.1.<session id>.…` or `GS2.1.s<session id>$o…`. */
const ANALYTICS_SESSION_COOKIE = /^_ga_[A-Z0-9]+$/;
const ANALYTICS_SESSION_ID = /^s?(\d+)/;

export function analyticsSessionId(cookie: string | null): string | null {
  const parts = cookie?.split('.') ?? [];
  if (parts.length < 3 || !/^GS\d$/.test(parts[0])) return null;
  return ANALYTICS_SESSION_ID.exec(parts[2])?.[1] ?? null;
}

export function formInputFrom(page: PageFacts): AuctionFormInput {
  const query = new URLSearchParams(page.search);
  const tracking = Object.fromEntries(
    TRACKING_PARAMETERS.flatMap((name) => {
      const value = query.get(name);
      return value ? [[name, value]] : [];
    }),
  );
  const { statistics, marketing } = page.consent;
  const decoded = (name: string | undefined) => {
    const value = name === undefined ? null : page.readCookie(name);
    return value === null ? null : decodeURIComponent(value);
  };
  const sessionCookie = page.cookieNames.find((name) => ANALYTICS_SESSION_COOKIE.test(name));
  return {
    signedIn: page.signedIn,
    // Known once the customer's profile has been checked: FormMachineProvider then sends SET_CUSTOMER.
    profileComplete: false,
    affiliateKey: page.affiliate?.key ?? null,
    affiliateDetails: page.affiliate?.details ?? null,
    analyticsClientId: statistics ? analyticsClientId(decoded('_ga')) : null,
    analyticsSessionId: statistics ? analyticsSessionId(decoded(sessionCookie)) : null,
    tracking,
    fbp: marketing ? decoded('_fbp') : null,
    fbc: marketing ? decoded('_fbc') : null,
    userAgent: page.userAgent || null,
    gclid: marketing ? query.get('gclid') : null,
    referer: page.referrer || null,
    purpose: query.get('purpose'),
    restored: page.restored,
  };
}
