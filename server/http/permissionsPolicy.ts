// The Permissions-Policy header: browser features the app never uses, switched off for it and anything it embeds,
// so an injected script or a compromised dependency cannot reach them. `()` is the empty allowlist. Every name
// here is one Chromium knows (an unknown one, e.g. the retired `interest-cohort`, logs an error on every page).
const DISABLED_FEATURES = [
  // Nobody is filmed or recorded: meetings with lenders are booked here, held elsewhere.
  'camera',
  'microphone',
  'display-capture',
  // Addresses are typed (with the address type-ahead), never located.
  'geolocation',
  // Loans are offered and compared, never paid in the browser (Payment Request API).
  'payment',
  // No hardware: an XSS must not be able to prompt for USB, serial or HID devices.
  'usb',
  'serial',
  'hid',
  // The Topics API (the successor of FLoC's interest-cohort): the browser must not derive ad interests from a
  // visit to a financial site.
  'browsing-topics',
] as const;

export const PERMISSIONS_POLICY = DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ');
