// Realtime on the server: the publisher every route and job uses (`app.realtime`), the channel auth endpoint,
// and, when no external broker is configured, the embedded broker with its trigger API.
import type { FastifyInstance } from 'fastify';
import { broadcastingRoutes } from '../routes/broadcastingRoutes';
import { attachBroker, createBroker, type Broker } from './broker';
import { createPublisher, type RealtimePublisher } from './publisher';
import { realtimeTarget } from './realtimeTarget';
import { triggerRoutes } from './triggerRoutes';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimePublisher;
  }
}

async function realtime(app: FastifyInstance) {
  let broker: Broker | undefined;
  if (realtimeTarget(app.config).kind === 'embedded') {
    const { key, secret } = app.config.pusher;
    broker = createBroker({ key, secret, log: app.log });
    attachBroker(app, broker);
    // For other processes (`npm run announce-update`); this one publishes to the broker directly.
    await app.register(triggerRoutes, { broker });
  }
  app.decorate('realtime', createPublisher(app.config, { broker, log: app.log }));
  await app.register(broadcastingRoutes);
}

// Not encapsulated (what fastify-plugin does): `app.realtime` must be visible to every later plugin.
(realtime as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export const realtimePlugin = realtime;
