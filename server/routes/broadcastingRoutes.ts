// POST /api/broadcasting/auth (§7): signs a private channel subscription for the signed-in customer who owns
// the channel. pusher-js posts it form-urlencoded with the XSRF header; JSON works as well.
import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../contract/errors';
import { Text } from '../../contract/primitives';
import { currentUser } from '../auth/currentUser';
import type { TypedApp } from '../http/contract';
import { localeOf, sendFieldErrors } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { SOCKET_ID } from '../realtime/pusherSignatures';
import { userIdOfChannel } from '../../src/domain/realtimeEvents';

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
      const { socket_id: socketId, channel_name: channelName } = request.body;
      const locale = localeOf(request);
      const user = await currentUser(request);
      const owner = channelName ? userIdOfChannel(channelName) : null;
      // Guests, other users' channels and anything that is not a user channel: the same 403, nothing to probe.
      if (!user || owner === null || owner !== user.id) {
        return reply.code(403).send({ message: translate(locale, 'auth.forbidden') });
      }
      if (!socketId || !SOCKET_ID.test(socketId)) {
        return sendFieldErrors(request, reply, { socket_id: [translate(locale, 'validation.default')] });
      }
      return app.realtime.authorizeChannel(socketId, channelName as string);
    },
  );
}
