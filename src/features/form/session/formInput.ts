// What the wizard is told when it starts (machines EVENTS.md "Input"): who the visitor is, where they came from,
// and a form saved earlier in this tab. Pure, so tests give it any page.
import type { AuctionFormContext, AuctionFormInput } from '../../../../machines/auctionForm/types';

export interface PageFacts {
  /** The page's query string. */
  search: string;
  referrer: string;
  userAgent: string;
  readCookie: (name: string) => string | null;
  /** The affiliate key a landing page left in session storage. */
  affiliateKey: string | null;
  signedIn: boolean;
  restored: AuctionFormContext | null;
}

/** Campaign parameters analysts segment requests by. */
const TRACKING_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];
/** The query parameters that attribute a request to a campaign: the above and Google Ads' click id. */
export const CAMPAIGN_PARAMETERS: readonly string[] = [...TRACKING_PARAMETERS, 'gclid'];

/** The key landing pages store the affiliate under (§3: "affiliate_key (from session)"). */
export const AFFILIATE_KEY_STORAGE = 'affiliate_key';

/** Google Analytics' client id is the last two parts of its `_ga` cookie (GA1.1.<random>.<time>). */
function analyticsClientId(cookie: string | null): string | null {
  const parts = cookie?.split('.') ?? [];
  return parts.length >= 4 ? parts.slice(-2).join('.') : null;
}

export function formInputFrom(page: PageFacts): AuctionFormInput {
  const query = new URLSearchParams(page.search);
  const tracking = Object.fromEntries(
    TRACKING_PARAMETERS.flatMap((name) => {
      const value = query.get(name);
      return value ? [[name, value]] : [];
    }),
  );
  const decoded = (name: string) => {
    const value = page.readCookie(name);
    return value === null ? null : decodeURIComponent(value);
  };
  return {
    signedIn: page.signedIn,
    // Known once the customer's profile has been checked: FormMachineProvider then sends SET_CUSTOMER.
    profileComplete: false,
    affiliateKey: page.affiliateKey,
    analyticsClientId: analyticsClientId(decoded('_ga')),
    tracking,
    fbp: decoded('_fbp'),
    fbc: decoded('_fbc'),
    userAgent: page.userAgent || null,
    gclid: query.get('gclid'),
    referer: page.referrer || null,
    purpose: query.get('purpose'),
    restored: page.restored,
  };
}
