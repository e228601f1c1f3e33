// The Content-Security-Policy: scripts only from our own origin (no inline script), sockets to the broker.
import type { Config } from '../config';
import { realtimeTarget } from '../realtime/realtimeTarget';

export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const connect = ["'self'"];
  const realtime = realtimeTarget(config);
  if (realtime.kind === 'pusher') {
    connect.push(`wss://ws-${realtime.cluster}.pusher.com`);
  } else if (config.pusher.host) {
    const wsScheme = config.pusher.scheme === 'https' ? 'wss' : 'ws';
    connect.push(`${wsScheme}://${config.pusher.host}:*`, `${config.pusher.scheme}://${config.pusher.host}:*`);
  } else {
    // The embedded broker lives on this origin; 'self' does not cover ws: in every browser.
    const origin = new URL(config.appUrl);
    connect.push(`ws://${origin.host}`, `wss://${origin.host}`);
  }
  if (!config.bugsnag.useEmbeddedSink) connect.push('https://notify.bugsnag.com', 'https://sessions.bugsnag.com');
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Toast and dialog libraries set inline styles; styles cannot run code, scripts stay locked down.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: connect,
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: config.env === 'production' ? [] : (null as unknown as string[]),
  };
}
