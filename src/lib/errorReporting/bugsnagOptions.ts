// The Bugsnag browser client's settings from the run-time configuration (§9 limits, §8 exclusions). Pure:
// the caller passes where the page runs.
import type { BrowserConfig, Event } from '@bugsnag/js';
import {
  ERROR_REPORTING_API_KEY,
  MAX_BREADCRUMBS_DEFAULT,
  MAX_BREADCRUMBS_RANGE,
  MAX_EVENTS_DEFAULT,
  MAX_EVENTS_RANGE,
  clampLimit,
} from '../../../domain/errorReportPolicy';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { clickBreadcrumbs } from './clickBreadcrumbs';
import { redactBreadcrumb, redactEvent, type RedactableEvent } from './redactEvent';
import { isReportable } from './reportError';

export type ReleaseStage = 'development' | 'production';

/** §9: development on localhost, otherwise production. */
export function releaseStageFor(hostname: string): ReleaseStage {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host)
    ? 'development'
    : 'production';
}

export function isValidApiKey(apiKey: unknown): apiKey is string {
  return typeof apiKey === 'string' && ERROR_REPORTING_API_KEY.test(apiKey);
}

/** Keys whose values Bugsnag replaces with [REDACTED] wherever they occur in metadata. */
export const REDACTED_KEYS: (string | RegExp)[] = [
  /pass/i,
  /pwd/i,
  /secret/i,
  /token/i,
  /auth/i,
  /cookie/i,
  /cpr/i,
  /e-?mail/i,
  /phone|mobile|telefon/i,
];

export type BugsnagSettings = {
  bugsnag: RuntimeConfig['bugsnag'];
  env: RuntimeConfig['env'];
  hostname: string;
  maxBreadcrumbs?: number;
  maxEvents?: number;
};

/** The client's options, or null when the API key is not 32 hex characters (nothing would be accepted). */
export function bugsnagOptions({
  bugsnag,
  env,
  hostname,
  maxBreadcrumbs,
  maxEvents,
}: BugsnagSettings): BrowserConfig | null {
  if (!isValidApiKey(bugsnag.apiKey)) return null;
  const releaseStage = releaseStageFor(hostname);
  // §9: debug output on for local and test environments.
  const debug = releaseStage === 'development' || env !== 'production';
  return {
    apiKey: bugsnag.apiKey,
    // Without endpoints the client posts to Bugsnag itself (BUGSNAG_USE_SERVICE=1 on the server).
    ...(bugsnag.endpoints ? { endpoints: bugsnag.endpoints } : {}),
    releaseStage,
    autoTrackSessions: false,
    maxBreadcrumbs: clampLimit(maxBreadcrumbs, MAX_BREADCRUMBS_RANGE, MAX_BREADCRUMBS_DEFAULT),
    maxEvents: clampLimit(maxEvents, MAX_EVENTS_RANGE, MAX_EVENTS_DEFAULT),
    redactedKeys: REDACTED_KEYS,
    // Privacy by default: no device id in localStorage, no IP address stored with the report.
    generateAnonymousId: false,
    collectUserIp: false,
    // The app runs no inline script that could throw (the one a server-rendered page carries only holds clicks), so
    // Bugsnag need not wrap every event listener and timer to attribute errors to one: that wrapping ran in every
    // click, input and timer, a Next among them.
    trackInlineScripts: false,
    // Every kind but 'user': clicks are left by our own plugin, which names the element without querying the page.
    enabledBreadcrumbTypes: ['error', 'log', 'manual', 'navigation', 'process', 'request', 'state'],
    plugins: [clickBreadcrumbs],
    logger: debug ? console : null,
    onError: (event: Event) => {
      if (!isReportable(event.originalError)) return false;
      // Bugsnag's Event has these fields; the structural type names the ones redaction touches.
      redactEvent(event as unknown as RedactableEvent);
      return true;
    },
    onBreadcrumb: (breadcrumb) => {
      redactBreadcrumb(breadcrumb);
    },
  };
}
