// The Pusher HTTP API's trigger calls for the embedded broker (POST /apps/:appId/events and /batch_events),
// so the server publishes with the official SDK exactly as it would to Pusher, Soketi or Reverb.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Broker } from './broker';
import { CHANNEL_NAME, SOCKET_ID, checkApiSignature } from './pusherSignatures';

/** Pusher's limits: 10 KB of data per event, 100 channels per event, 10 events per batch. */
export const MAX_EVENT_DATA_BYTES = 10 * 1024;
const MAX_CHANNELS_PER_EVENT = 100;
const MAX_BATCH = 10;
const MAX_EVENT_NAME = 200;
const BODY_LIMIT = 128 * 1024;

type Event = { name: string; data: string; channels: string[]; socketId?: string };
type Parsed = { ok: true; event: Event } | { ok: false; status: number; error: string };

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

function parseEvent(input: unknown): Parsed {
  if (typeof input !== 'object' || input === null)
    return { ok: false, status: 400, error: 'An event must be an object' };
  const body = input as Record<string, unknown>;
  const { name, data } = body;
  const channels = body.channels ?? (body.channel === undefined ? undefined : [body.channel]);
  if (typeof name !== 'string' || name === '' || name.length > MAX_EVENT_NAME)
    return { ok: false, status: 400, error: 'Invalid event name' };
  if (typeof data !== 'string') return { ok: false, status: 400, error: 'data must be a string' };
  if (Buffer.byteLength(data, 'utf8') > MAX_EVENT_DATA_BYTES)
    return { ok: false, status: 413, error: 'Event data is over 10 KB' };
  if (!Array.isArray(channels) || channels.length === 0 || channels.length > MAX_CHANNELS_PER_EVENT) {
    return { ok: false, status: 400, error: 'channels must list 1 to 100 channels' };
  }
  if (!channels.every((c): c is string => typeof c === 'string' && CHANNEL_NAME.test(c)))
    return { ok: false, status: 400, error: 'Invalid channel name' };
  const socketId = body.socket_id;
  if (socketId !== undefined && (typeof socketId !== 'string' || !SOCKET_ID.test(socketId)))
    return { ok: false, status: 400, error: 'Invalid socket_id' };
  return { ok: true, event: { name, data, channels, socketId } };
}

export async function triggerRoutes(app: FastifyInstance, { broker }: { broker: Broker }) {
  const { appId, key, secret } = app.config.pusher;

  // The signature covers the body's MD5, so these routes keep the exact bytes (this plugin's scope only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (request, body, done) => {
    const raw = body as Buffer;
    rawBodies.set(request, raw);
    try {
      done(null, JSON.parse(raw.toString('utf8')));
    } catch {
      done(Object.assign(new Error('Invalid JSON body'), { statusCode: 400 }), undefined);
    }
  });

  function authenticate(request: FastifyRequest, reply: FastifyReply): boolean {
    const { appId: requested } = request.params as { appId: string };
    if (requested !== appId) {
      void reply.code(404).send({ error: 'Unknown app' });
      return false;
    }
    const check = checkApiSignature(
      {
        method: request.method,
        path: request.url.split('?')[0],
        query: request.query as Record<string, unknown>,
        rawBody: rawBodies.get(request) ?? Buffer.alloc(0),
      },
      key,
      secret,
    );
    if (!check.ok) {
      request.log.warn({ reason: check.reason }, 'realtime: refused an unsigned trigger');
      void reply.code(401).send({ error: check.reason });
      return false;
    }
    return true;
  }

  app.post('/apps/:appId/events', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    if (!authenticate(request, reply)) return reply;
    const parsed = parseEvent(request.body);
    if (!parsed.ok) return reply.code(parsed.status).send({ error: parsed.error });
    const { name, data, channels, socketId } = parsed.event;
    broker.deliver(channels, name, data, socketId);
    return {};
  });

  app.post('/apps/:appId/batch_events', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    if (!authenticate(request, reply)) return reply;
    const batch = (request.body as { batch?: unknown } | null)?.batch;
    if (!Array.isArray(batch) || batch.length === 0 || batch.length > MAX_BATCH) {
      return reply.code(400).send({ error: 'batch must hold 1 to 10 events' });
    }
    const events: Event[] = [];
    for (const item of batch) {
      const parsed = parseEvent(item);
      if (!parsed.ok) return reply.code(parsed.status).send({ error: parsed.error });
      events.push(parsed.event);
    }
    // Validate the whole batch first: a bad item sends none of it.
    for (const { name, data, channels, socketId } of events) broker.deliver(channels, name, data, socketId);
    return { batch: events.map(() => ({})) };
  });
}
