// The Pusher HTTP API's trigger calls for the embedded broker (POST /apps/:appId/events and /batch_events), so
// another process (`npm run announce-update`, any Pusher SDK) publishes to it exactly as it would to Pusher, Soketi
// or Reverb. The server itself publishes in-process (publisher.ts).
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Broker } from './broker';
import { checkApiSignature } from './pusherSignatures';
import { parseTriggerEvent, type TriggerEvent } from './triggerEvent';

/** Pusher's limit of events per batch. */
const MAX_BATCH = 10;
const BODY_LIMIT = 128 * 1024;

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

export async function triggerRoutes(app: FastifyInstance, { broker }: { broker: Pick<Broker, 'deliver'> }) {
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

  const PusherError = Type.Object({ error: Type.String() });
  const schema = (summary: string, ok: TSchema) => ({
    tags: ['realtime'],
    summary,
    description:
      "The Pusher HTTP API (protocol 7): signed with the app's key and secret (auth_key, auth_timestamp, " +
      'auth_version, body_md5, auth_signature in the query), as every Pusher SDK does. Errors are Pusher-shaped.',
    params: Type.Object({ appId: Type.String() }),
    body: Type.Unknown({ description: 'A Pusher event: name, data (a string), channels or channel, socket_id.' }),
    response: { 200: ok, 400: PusherError, 401: PusherError, 404: PusherError, 413: PusherError },
  });

  app.post(
    '/apps/:appId/events',
    { bodyLimit: BODY_LIMIT, schema: schema('Publish one event', Type.Object({})) },
    async (request, reply) => {
      if (!authenticate(request, reply)) return reply;
      const parsed = parseTriggerEvent(request.body);
      if (!parsed.ok) return reply.code(parsed.status).send({ error: parsed.error });
      const { name, data, channels, socketId } = parsed.event;
      broker.deliver(channels, name, data, socketId);
      return {};
    },
  );

  app.post(
    '/apps/:appId/batch_events',
    {
      bodyLimit: BODY_LIMIT,
      schema: schema('Publish up to 10 events', Type.Object({ batch: Type.Array(Type.Object({})) })),
    },
    async (request, reply) => {
      if (!authenticate(request, reply)) return reply;
      const batch = (request.body as { batch?: unknown } | null)?.batch;
      if (!Array.isArray(batch) || batch.length === 0 || batch.length > MAX_BATCH) {
        return reply.code(400).send({ error: 'batch must hold 1 to 10 events' });
      }
      const events: TriggerEvent[] = [];
      for (const item of batch) {
        const parsed = parseTriggerEvent(item);
        if (!parsed.ok) return reply.code(parsed.status).send({ error: parsed.error });
        events.push(parsed.event);
      }
      // Validate the whole batch first: a bad item sends none of it.
      for (const { name, data, channels, socketId } of events) broker.deliver(channels, name, data, socketId);
      return { batch: events.map(() => ({})) };
    },
  );
}
