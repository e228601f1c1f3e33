// Publishes lead and offer changes on the customer's private channel. The realtime module decorates the app
// with `realtime.publishToUser` (server/realtime/publisher.ts); where it is absent (a script, the seed, an app built without it) publishing is
// a no-op, and a failing publish is logged, never thrown: the change itself is already saved.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { UserEventName, UserEventPayloads } from '../../domain/realtimeEvents';
import { publisherOf } from '../realtime/publisher';

export type CustomerNotifier = <E extends UserEventName>(
  userId: number,
  event: E,
  payload: UserEventPayloads[E],
) => void;

export const silentNotifier: CustomerNotifier = () => undefined;

function report(log: FastifyBaseLogger, error: unknown, event: string) {
  log.warn(
    { err: error instanceof Error ? { message: error.message } : String(error), event },
    'realtime publish failed',
  );
}

export function notifierOf(app: FastifyInstance): CustomerNotifier {
  return (userId, event, payload) => {
    // Looked up on every call: the realtime plugin may be registered after the routes that notify.
    const realtime = publisherOf(app);
    if (!realtime) return;
    try {
      const result = realtime.publishToUser(userId, event, payload);
      if (result instanceof Promise) result.catch((error: unknown) => report(app.log, error, event));
    } catch (error) {
      report(app.log, error, event);
    }
  };
}
