// Realtime on the server: the publisher every route and job uses (`app.realtime`), the channel auth endpoint,
// and, when no external broker is configured, the embedded broker with its trigger API.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { broadcastingRoutes } from '../routes/broadcastingRoutes';
import { attachBroker, createBroker } from './broker';
import { createPublisher, loopbackFor, type RealtimePublisher } from './publisher';
import { realtimeTarget } from './realtimeTarget';
import { triggerRoutes } from './triggerRoutes';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimePublisher;
  }
}

function listeningAddress(app: FastifyInstance): { host: string; port: number } | null {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return null;
  return { host: loopbackFor(address.address), port: address.port };
}

async function realtime(app: FastifyInstance) {
  const publisher = createPublisher(app.config, { embeddedAddress: () => listeningAddress(app), log: app.log });
  app.decorate('realtime', publisher);
  if (realtimeTarget(app.config).kind === 'embedded') {
    const { key, secret } = app.config.pusher;
    const broker = createBroker({ key, secret, log: app.log });
    attachBroker(app, broker);
    await app.register(triggerRoutes, { broker });
  }
  await app.register(broadcastingRoutes);
}

// Not encapsulated (what fastify-plugin does): `app.realtime` must be visible to every later plugin.
(realtime as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export const realtimePlugin = realtime;
