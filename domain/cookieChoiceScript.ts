// A returning visitor's page must not show the first-visit cookie banner for a moment: the banner is in the page's
// own HTML (prerendered and server-rendered pages are the same for every visitor), and whether a choice stands is
// known only to the browser (localStorage). This inline script in the head of every page marks the document before
// the body is parsed, and the banner's stylesheet hides the banner on a marked document, so it never paints. It
// is inline because a script file would arrive after the first paint; the Content-Security-Policy allows exactly
// this text by its hash (server/http/contentSecurityPolicy.ts). Its test holds it to consentStands.
import { CONSENT_MAX_AGE_DAYS, CONSENT_TEXT_VERSION } from './cookieConsent';

/** Set on <html> when the visitor's cookie choice stands: the first-visit banner is hidden (CookieConsent.css). */
export const COOKIE_CHOICE_ATTRIBUTE = 'data-cookie-choice';

/** The key store/browser/cookieConsent.ts keeps the choice under. */
export const CONSENT_STORAGE_KEY = 'laanetorvet_cookie_consent';

const DAY_MS = 86_400_000;

// Plain ES5 on one line (the HTML minifier leaves it as it is): consentStands, without the bundle.
export const COOKIE_CHOICE_SCRIPT =
  `(function(){try{var r=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}));` +
  `var d=r?Date.parse(r.decidedAt):NaN,n=Date.now();` +
  `if(r&&r.version===${CONSENT_TEXT_VERSION}&&typeof r.statistics==="boolean"&&typeof r.marketing==="boolean"&&` +
  `typeof r.id==="string"&&isFinite(d)&&d<=n+${DAY_MS}&&n-d<${CONSENT_MAX_AGE_DAYS * DAY_MS})` +
  `document.documentElement.setAttribute(${JSON.stringify(COOKIE_CHOICE_ATTRIBUTE)},"")}catch(e){}})();`;
