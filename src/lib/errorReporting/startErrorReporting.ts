// Starts Bugsnag after first paint (its own chunk), hands it the errors caught before, and plugs it in as the
// app's reporter and session tracker.
import { MAX_EVENTS_DEFAULT } from '../../../domain/errorReportPolicy';
import { whenIdle } from '../browser/whenIdle';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { captureEarlyErrors, drainEarlyErrors } from './earlyErrors';
import { setErrorReporter, type ReportContext } from './reportError';
import { pauseSessionWhileHidden, setSessionControls } from './sessionTracking';

/** Call as early as possible (the entry chunk): errors until the reporter starts are kept, not lost. */
export function captureErrorsUntilStarted(): void {
  captureEarlyErrors(MAX_EVENTS_DEFAULT);
}

let started: Promise<boolean> | null = null;

/** Resolves true once Bugsnag runs; false when the configuration has no usable API key. */
export function startErrorReporting(config: RuntimeConfig): Promise<boolean> {
  started ??= (async () => {
    // The options and their redaction of personal data come with Bugsnag's chunk: no page needs them to paint.
    const { bugsnagOptions } = await import(/* webpackChunkName: "error-reporting" */ './bugsnagOptions');
    const options = bugsnagOptions({ bugsnag: config.bugsnag, env: config.env, hostname: window.location.hostname });
    if (!options) {
      console.warn('Error reporting is off: the API key is not 32 hexadecimal characters.');
      drainEarlyErrors();
      return false;
    }
    const { default: Bugsnag } = await import(/* webpackChunkName: "error-reporting" */ '@bugsnag/js');
    // Started in a task of its own, not in the one that evaluated its chunk: on a phone each is a long task of
    // its own otherwise added together (total blocking time). Errors until then are kept (earlyErrors).
    await new Promise<void>((resolve) => whenIdle(resolve));
    const client = Bugsnag.start(options);
    setErrorReporter((error: unknown, context?: ReportContext) => {
      client.notify(error instanceof Error ? error : new Error(String(error)), (event) => {
        if (context) event.addMetadata('context', context);
      });
    });
    setSessionControls({
      start: () => client.startSession(),
      pause: () => client.pauseSession(),
      resume: () => client.resumeSession(),
    });
    client.startSession();
    pauseSessionWhileHidden();
    for (const error of drainEarlyErrors()) {
      client.notify(error instanceof Error ? error : new Error(String(error)), (event) => {
        event.unhandled = true;
        event.severity = 'error';
      });
    }
    return true;
  })();
  return started;
}
