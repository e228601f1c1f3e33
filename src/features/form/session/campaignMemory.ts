// The campaign a visitor came from (utm_* and gclid in the landing URL), remembered in a cookie for the cookie
// helper's default day: a visitor who looks around, or leaves and comes back later that day, before starting the
// form still has the request attributed to the campaign. Only with marketing consent: without it the jar neither
// writes nor reads, and the current URL's campaign is all there is.
import { CAMPAIGN_COOKIE } from '../../../../store/browser/cookieConsent';
import { CAMPAIGN_PARAMETERS } from './formInput';

export { CAMPAIGN_COOKIE };

export interface CampaignCookieJar {
  read: (name: string) => string | null;
  write: (name: string, value: string) => void;
}

function campaignOf(query: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...query].filter(([name, value]) => CAMPAIGN_PARAMETERS.includes(name) && value));
}

/**
 * The query string the form reads its input from: a URL that names a campaign is remembered (and wins); one that
 * names none gets the campaign remembered earlier, if any.
 */
export function withRememberedCampaign(search: string, jar: CampaignCookieJar): string {
  const query = new URLSearchParams(search);
  const campaign = campaignOf(query);
  if ([...campaign].length > 0) {
    jar.write(CAMPAIGN_COOKIE, campaign.toString());
    return search;
  }
  const stored = jar.read(CAMPAIGN_COOKIE);
  if (stored === null) return search;
  for (const [name, value] of campaignOf(new URLSearchParams(decodeURIComponent(stored)))) query.set(name, value);
  const merged = query.toString();
  return merged ? `?${merged}` : '';
}
