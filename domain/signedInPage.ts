// What a signed-in page's HTML carries besides the SPA (contract/signedInPage.ts has its shape): the element that
// holds it, and the API paths of the reads the server answers inside the page (server/http/pageFirstReads.ts), as
// the SPA's endpoints ask for them.

/** Id of the `<script type="application/json">` element that carries the state. */
export const SIGNED_IN_STATE_ID = 'signed-in-state';

/** Set on #root of a page the server rendered for a signed-in user (domain/serverRenderedPages.ts): its language. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** Set on #root beside it: `phone` when the narrow layout was rendered (src/lib/browser/renderedViewport.ts). */
export const RENDERED_FOR_ATTRIBUTE = 'data-rendered-for';

/** Messages per page a lead's thread asks for. */
export const THREAD_PAGE_SIZE = 20;

export const customerApiPaths = {
  rfqs: (userId: number) => `/api/customer/users/${userId}/rfqs`,
  rfq: (rfqId: number) => `/api/customer/rfqs/${rfqId}`,
  lead: (leadId: number) => `/api/customer/leads/${leadId}`,
  leadMessages: (leadId: number) => `/api/customer/leads/${leadId}/messages`,
};

/**
 * The window property through which a server-rendered page's inline script (server/http/earlyClicksScript.ts)
 * hands the clicks it held to the app (src/prerender/earlyClicks.ts).
 */
export const EARLY_CLICKS_GLOBAL = '__laanetorvetEarlyClicks';
