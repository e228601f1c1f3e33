// §9 constants of the app root's banners and toasts, defined once. The stacking orders (1032, 999999) are the
// design tokens --z-banner and --z-toast in src/app/styles/tokens.css; error-reporting limits, which the server
// shares, are in domain/errorReportPolicy.ts. CSS receives these values as custom properties, except the
// breakpoint: media queries cannot read custom properties, so globalLayer.css repeats 992px.

/** Banners fade in and out over 0.5 s. */
export const BANNER_FADE_MS = 500;
/** Toasts slide and fade over 0.35 s. */
export const TOAST_TRANSITION_MS = 350;
/** Toast width at the default top-right position. */
export const TOAST_WIDTH_PX = 300;
/** How long a toast stays (the product's configuration; the library's own default is 3000 ms). */
export const TOAST_DURATION_MS = 5000;

// Not in §9, our choices:
/** Open pages reload within this window after an app update, so they do not all hit the server at once. */
export const APP_UPDATE_RELOAD_SPREAD_MS = 2000;
/** How long the "app updated" banner stays after the reload. */
export const SYSTEM_UPDATED_BANNER_MS = 8000;
/** Session-storage key that carries "this reload was an app update" across the reload. */
export const APP_UPDATED_SESSION_KEY = 'laanetorvet.appUpdated';
/**
 * A guest's realtime connection (release announcements only) waits this long after the app starts: pusher-js's
 * start-up is some 60 ms of script on a phone, kept out of the first taps. Someone signed in (or signing
 * in meanwhile) connects at once.
 */
export const GUEST_REALTIME_DELAY_MS = 5000;
