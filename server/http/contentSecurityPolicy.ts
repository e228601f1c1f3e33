// The Content-Security-Policy: scripts only from our own origin (the two inline scripts allowed by their hashes),
// sockets to the broker.
import { createHash } from 'node:crypto';
import { COOKIE_CHOICE_SCRIPT } from '../../domain/cookieChoiceScript';
import type { Config } from '../config';
import { EARLY_CLICKS_SCRIPT_SOURCE } from './earlyClicksScript';
import { realtimeTarget } from '../realtime/realtimeTarget';

/** Every page's head marks a returning visitor's document before the first paint (domain/cookieChoiceScript.ts). */
export const COOKIE_CHOICE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(COOKIE_CHOICE_SCRIPT).digest('base64')}'`;

export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const production = config.env === 'production';
  const connect = ["'self'"];
  const realtime = realtimeTarget(config);
  if (realtime.kind === 'pusher') {
    connect.push(`wss://ws-${realtime.cluster}.pusher.com`);
  } else if (config.pusher.host) {
    // Production pages are HTTPS, so a plain ws: or http: socket would be mixed content: only TLS is allowed there.
    const tls = production || config.pusher.scheme === 'https';
    connect.push(
      `${tls ? 'wss' : 'ws'}://${config.pusher.host}:*`,
      `${tls ? 'https' : 'http'}://${config.pusher.host}:*`,
    );
  } else {
    // The embedded broker lives on this origin; 'self' does not cover ws: in every browser.
    const origin = new URL(config.appUrl);
    connect.push(...(production ? [] : [`ws://${origin.host}`]), `wss://${origin.host}`);
  }
  if (!config.bugsnag.useEmbeddedSink) connect.push('https://notify.bugsnag.com', 'https://sessions.bugsnag.com');
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", EARLY_CLICKS_SCRIPT_SOURCE, COOKIE_CHOICE_SCRIPT_SOURCE],
    // Toast and dialog libraries set inline styles; styles cannot run code, scripts stay locked down.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: connect,
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: production ? [] : (null as unknown as string[]),
  };
}
