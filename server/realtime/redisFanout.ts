// The embedded broker across processes: every publish goes to one Redis pub/sub channel, and every process
// (this one included) delivers what arrives there to the sockets connected to it. A client connected to process B
// so receives what process A published, and each socket gets each event once. While Redis is down, events reach
// this process's own sockets only (delivered here directly); the other processes' sockets miss them, and their
// pages catch up when they next refetch.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Broker } from './broker';
import type { Deliverer } from './presenceChannels';

export type { Deliverer };

type Envelope = { channels: string[]; event: string; data: string; except?: string };

function parseEnvelope(message: string): Envelope | null {
  try {
    const value = JSON.parse(message) as Partial<Envelope>;
    const ok =
      Array.isArray(value.channels) &&
      value.channels.every((c) => typeof c === 'string') &&
      typeof value.event === 'string' &&
      typeof value.data === 'string' &&
      (value.except === undefined || typeof value.except === 'string');
    return ok ? (value as Envelope) : null;
  } catch {
    return null;
  }
}

export async function redisFanout(
  broker: Broker,
  redis: Redis,
  prefix: string,
  log: FastifyBaseLogger,
): Promise<{ deliverer: Deliverer; close(): Promise<void> }> {
  const topic = `${prefix}realtime`;
  // A subscribed connection can issue no other commands, hence one of its own. It sends nothing but its
  // subscription, which waits for the connection (and is renewed by ioredis after a reconnect).
  const subscriber = redis.duplicate({
    connectionName: 'laanetorvet-realtime',
    enableOfflineQueue: true,
    commandTimeout: undefined,
  });
  subscriber.on('error', (error: Error) => log.warn({ err: error.message }, 'realtime: redis subscriber error'));
  subscriber.on('message', (_topic: string, message: string) => {
    const envelope = parseEnvelope(message);
    if (envelope) broker.deliver(envelope.channels, envelope.event, envelope.data, envelope.except);
  });
  await subscriber.subscribe(topic);
  return {
    deliverer: {
      deliver(channels, event, data, except) {
        // Not connected: no publish would come back to this process's subscriber either.
        if (redis.status !== 'ready' || subscriber.status !== 'ready') {
          return broker.deliver(channels, event, data, except);
        }
        const envelope: Envelope = { channels: [...channels], event, data, ...(except ? { except } : {}) };
        redis.publish(topic, JSON.stringify(envelope)).catch((error: Error) => {
          log.warn({ err: error.message, event }, 'realtime: redis publish failed, delivered in this process only');
          broker.deliver(channels, event, data, except);
        });
        // Delivery happens in every process as the message comes back; the count here is not known.
        return channels.length;
      },
    },
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
