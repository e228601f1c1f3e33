// Realtime on the server: the publisher every route and job uses (`app.realtime`), the channel auth endpoint,
// and, when no external broker is configured, the embedded broker with its trigger API.
import type { FastifyInstance } from 'fastify';
import { broadcastingRoutes } from '../routes/broadcastingRoutes';
import { SESSION_COOKIE } from '../auth/sessions';
import { attachBroker, createBroker, type Broker } from './broker';
import { clientAddressOf } from './brokerLimits';
import { createPublisher, type RealtimePublisher } from './publisher';
import { redisPresenceStore } from './presenceStore';
import { redisFanout, type Deliverer } from './redisFanout';
import { realtimeTarget } from './realtimeTarget';
import { triggerRoutes } from './triggerRoutes';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimePublisher;
    /** The embedded broker of this process, when realtime is embedded (health reports its connections). */
    realtimeBroker?: Broker;
  }
}

async function realtime(app: FastifyInstance) {
  let deliverer: Deliverer | undefined;
  if (realtimeTarget(app.config).kind === 'embedded') {
    const { key, secret } = app.config.pusher;
    const addressOf = clientAddressOf(app.config.trustedProxies);
    const broker: Broker = createBroker({
      key,
      secret,
      log: app.log,
      limits: app.config.realtime,
      async identify(request) {
        const address = addressOf(request);
        const sessionId = app.parseCookie(request.headers.cookie ?? '')[SESSION_COOKIE];
        const userId = sessionId ? await app.sessions.userIdOf(sessionId).catch(() => null) : null;
        return { address, userId: userId === null ? null : String(userId) };
      },
    });
    attachBroker(app, broker);
    deliverer = broker;
    // Several processes: publish through Redis, so every process's sockets get every event, and keep presence
    // members there, so a presence channel lists (and announces) the members connected to any process.
    if (app.redis && app.config.redis) {
      const fanout = await redisFanout(broker, app.redis, app.config.redis.prefix, app.log);
      app.addHook('onClose', () => fanout.close());
      deliverer = fanout.deliverer;
      const presence = await redisPresenceStore(app.redis, app.config.redis.prefix, {
        onError: (error) => app.log.warn({ err: error.message }, 'realtime: presence heartbeat failed'),
      });
      broker.usePresence(presence, fanout.deliverer);
    }
    app.decorate('realtimeBroker', broker);
    // For other processes (`npm run announce-update`); this one publishes to the broker directly.
    await app.register(triggerRoutes, { broker: deliverer });
  }
  app.decorate('realtime', createPublisher(app.config, { broker: deliverer, log: app.log }));
  await app.register(broadcastingRoutes);
}

// Not encapsulated (what fastify-plugin does): `app.realtime` must be visible to every later plugin.
(realtime as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export const realtimePlugin = realtime;
