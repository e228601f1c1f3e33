// POST /api/broadcasting/auth (§7): signs a private channel subscription for the signed-in customer who owns
// the channel. pusher-js posts it form-urlencoded with the XSRF header; JSON works as well.
// POST /supplier-api/v1/broadcasting/auth: the same for a lender's system, with its bearer token, for its own
// channel only.
import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../contract/errors';
import { Text } from '../../contract/primitives';
import { currentUser } from '../auth/currentUser';
import type { TypedApp } from '../http/contract';
import { localeOf, sendFieldErrors } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { SOCKET_ID } from '../realtime/pusherSignatures';
import { supplierChannelName, supplierIdOfChannel, userIdOfChannel } from '../../src/domain/realtimeEvents';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticateSuppliers, supplierIdOf } from './supplierApiRoutes';

const AuthBody = Type.Object({
  socket_id: Type.Optional(Text(50, { examples: ['1234.5678'] })),
  channel_name: Type.Optional(Text(200, { examples: ['private-App.Models.User.7'] })),
});

const ChannelAuth = Type.Object({
  auth: Type.String({ description: '`key:signature`, HMAC-SHA256 of `socket_id:channel_name` with the app secret.' }),
});

export async function broadcastingRoutes(app: TypedApp) {
  app.post(
    '/api/broadcasting/auth',
    {
      schema: {
        tags: ['realtime'],
        summary: "Sign a subscription to the customer's own private channel (pusher-js posts it form-encoded)",
        security: [{ session: [], xsrf: [] }],
        body: AuthBody,
        response: { 200: ChannelAuth, ...errorResponses(403, 419) },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      return signOwnChannel(app, request, reply, (channel) => user !== null && userIdOfChannel(channel) === user.id);
    },
  );
}

type AuthRequest = FastifyRequest<{ Body: { socket_id?: string; channel_name?: string } }>;

/**
 * Signs the subscription when `owns(channel)`; else the same 403 for a guest, another's channel and anything that
 * is not a private channel of ours, so nothing can be probed.
 */
function signOwnChannel(app: TypedApp, request: AuthRequest, reply: FastifyReply, owns: (channel: string) => boolean) {
  const { socket_id: socketId, channel_name: channelName } = request.body;
  const locale = localeOf(request);
  if (!channelName || !owns(channelName)) {
    return reply.code(403).send({ message: translate(locale, 'auth.forbidden') });
  }
  if (!socketId || !SOCKET_ID.test(socketId)) {
    return sendFieldErrors(request, reply, { socket_id: [translate(locale, 'validation.default')] });
  }
  return app.realtime.authorizeChannel(socketId, channelName);
}

/** Registered with SUPPLIER_API_PREFIX: a lender's system subscribes to `private-App.Models.Supplier.{id}`. */
export async function supplierBroadcastingRoutes(app: TypedApp) {
  authenticateSuppliers(app);
  app.get(
    '/broadcasting/channel',
    {
      schema: {
        tags: ['supplier'],
        summary: "Your lender's private realtime channel",
        description: 'Subscribe to it with a Pusher-protocol client (key and host: `GET /api/config`).',
        security: [{ supplierToken: [] }],
        response: { 200: Type.Object({ channel_name: Type.String() }), ...errorResponses(401) },
      },
    },
    async (request) => ({ channel_name: supplierChannelName(supplierIdOf(request)) }),
  );
  app.post(
    '/broadcasting/auth',
    {
      schema: {
        tags: ['supplier'],
        summary: "Sign a subscription to your lender's private realtime channel",
        description:
          'For pusher-js (or any Pusher-protocol client) in your own system: `channel_name` is your channel ' +
          '(`GET …/broadcasting/channel`); any other channel answers 403. It carries the same events as a ' +
          "customer's channel, about your leads.",
        security: [{ supplierToken: [] }],
        body: AuthBody,
        response: { 200: ChannelAuth, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) =>
      signOwnChannel(app, request, reply, (channel) => supplierIdOfChannel(channel) === supplierIdOf(request)),
  );
}
