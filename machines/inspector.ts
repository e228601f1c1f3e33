// Connects the Stately inspector to the wizard in the browser, on demand: `?inspect=true`, or in development.
// The inspector library is loaded with a dynamic import so it stays out of the main bundle.
import type { InspectionEvent } from 'xstate';

type InspectModule = Pick<typeof import('@statelyai/inspect'), 'createBrowserInspector'>;

export interface InspectorOptions {
  /** The page's query string; defaults to the current location's. */
  search?: string;
  /** The build mode; defaults to NODE_ENV, which webpack inlines. */
  mode?: string;
  load?: () => Promise<InspectModule>;
}

export interface InspectorConnection {
  /** Pass as the actor's `inspect` option. Events before the inspector has loaded are buffered. */
  inspect: (inspectionEvent: InspectionEvent) => void;
  /** Resolves true once the inspector is connected, false if it could not be loaded. */
  ready: Promise<boolean>;
  stop: () => void;
}

/** Enough to show a session from its start; beyond it the oldest events go. */
const MAX_BUFFERED_EVENTS = 1000;

/** `?inspect=true` turns it on anywhere; `?inspect=false` turns it off even in development. */
export function shouldInspect(search: string, mode: string | undefined): boolean {
  const flag = new URLSearchParams(search).get('inspect');
  if (flag === 'false') return false;
  return flag === 'true' || mode === 'development';
}

function currentSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

export function connectInspector(options: InspectorOptions = {}): InspectorConnection | null {
  const mode = options.mode ?? process.env.NODE_ENV;
  if (!shouldInspect(options.search ?? currentSearch(), mode)) return null;
  const load = options.load ?? (() => import('@statelyai/inspect'));
  // Outside development the inspector window is stately.ai's page: it gets pseudonyms, not the customer's data.
  const sanitize = mode !== 'development';

  let buffer: InspectionEvent[] = [];
  let buffering = true;
  let forward: ((inspectionEvent: InspectionEvent) => void) | null = null;
  let stopInspector: () => void = () => undefined;

  // The pseudonymizer comes with the inspector: the form's first chunk, which starts this, stays without it.
  const ready = Promise.all([load(), import(/* webpackChunkName: "form-recording" */ './auctionForm/redaction')])
    .then(([{ createBrowserInspector }, { createPseudonymizer }]) => {
      if (!buffering) return false;
      // One pseudonymizer for events and context alike: the same value shows as the same placeholder everywhere,
      // and two different values never look alike (plain redaction merged them).
      const pseudonymize = createPseudonymizer();
      const inspector = createBrowserInspector(
        sanitize
          ? { sanitizeEvent: (event) => pseudonymize(event), sanitizeContext: (context) => pseudonymize(context) }
          : {},
      );
      forward = (inspectionEvent) => inspector.inspect.next?.(inspectionEvent);
      stopInspector = () => inspector.stop();
      buffer.forEach(forward);
      buffer = [];
      buffering = false;
      return true;
    })
    .catch(() => {
      buffer = [];
      buffering = false;
      return false;
    });

  return {
    inspect: (inspectionEvent) => {
      if (forward) {
        forward(inspectionEvent);
        return;
      }
      if (!buffering) return;
      buffer.push(inspectionEvent);
      if (buffer.length > MAX_BUFFERED_EVENTS) buffer.shift();
    },
    ready,
    stop: () => {
      forward = null;
      buffer = [];
      buffering = false;
      stopInspector();
    },
  };
}
