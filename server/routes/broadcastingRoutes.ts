// POST /api/broadcasting/auth (§7): signs a private channel subscription for the signed-in customer who owns
// the channel, and a presence channel's for a user the rule admits, with the member they join as (the rule:
// server/realtime/channelAccess.ts). pusher-js posts it form-urlencoded with the XSRF header; JSON works as well.
// POST /supplier-api/v1/broadcasting/auth: the same for a lender's system, with its bearer token, for its own
// channel only.
import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../contract/errors';
import { Text } from '../../contract/primitives';
import { currentUser } from '../auth/currentUser';
import type { TypedApp } from '../http/contract';
import { localeOf, sendFieldErrors } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { sessionChannelGrant, type ChannelGrant } from '../realtime/channelAccess';
import { SOCKET_ID } from '../realtime/pusherSignatures';
import { supplierChannelName, supplierIdOfChannel } from '../../domain/realtimeEvents';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticateSuppliers, supplierIdOf } from './supplierApiRoutes';

const AuthBody = Type.Object({
  socket_id: Type.Optional(Text(50, { examples: ['1234.5678'] })),
  channel_name: Type.Optional(Text(200, { examples: ['private-App.Models.User.7'] })),
});

const ChannelAuth = Type.Object({
  auth: Type.String({
    description:
      '`key:signature`, HMAC-SHA256 with the app secret of `socket_id:channel_name`, or for a presence channel of ' +
      '`socket_id:channel_name:channel_data`.',
  }),
  channel_data: Type.Optional(
    Type.String({
      description:
        'Presence channels only: the member the user joins as, JSON `{"user_id":"7","user_info":{…}}`, sent on ' +
        'with the subscription exactly as given.',
      examples: ['{"user_id":"7","user_info":{"role":"customer"}}'],
    }),
  ),
});

export async function broadcastingRoutes(app: TypedApp) {
  app.post(
    '/api/broadcasting/auth',
    {
      schema: {
        tags: ['realtime'],
        summary:
          "Sign a subscription to the user's own private channel, or to a presence channel the user may join " +
          '(pusher-js posts it form-encoded)',
        description:
          '`presence-rfq.{rfqId}`: the customer who owns the request and the lender users whose lender has a lead ' +
          'on it. Anything else, and a guest, answers 403.',
        security: [{ session: [], xsrf: [] }],
        body: AuthBody,
        response: { 200: ChannelAuth, ...errorResponses(403, 419) },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const channel = request.body.channel_name;
      const grant = channel ? await sessionChannelGrant(app.db, user, channel) : null;
      return signChannel(app, request, reply, grant);
    },
  );
}

type AuthRequest = FastifyRequest<{ Body: { socket_id?: string; channel_name?: string } }>;

/**
 * Signs the subscription when granted; else the same 403 for a guest, another's channel and anything that is not a
 * channel of ours, so nothing can be probed.
 */
function signChannel(app: TypedApp, request: AuthRequest, reply: FastifyReply, grant: ChannelGrant | null) {
  const { socket_id: socketId, channel_name: channelName } = request.body;
  const locale = localeOf(request);
  if (!channelName || !grant) {
    return reply.code(403).send({ message: translate(locale, 'auth.forbidden') });
  }
  if (!socketId || !SOCKET_ID.test(socketId)) {
    return sendFieldErrors(request, reply, { socket_id: [translate(locale, 'validation.default')] });
  }
  return app.realtime.authorizeChannel(socketId, channelName, grant.member);
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
        response: { 200: Type.Object({ channel_name: Type.String() }), ...errorResponses(401, 429) },
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
        response: { 200: ChannelAuth, ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const channel = request.body.channel_name;
      const owns = channel !== undefined && supplierIdOfChannel(channel) === supplierIdOf(request);
      return signChannel(app, request, reply, owns ? {} : null);
    },
  );
}
