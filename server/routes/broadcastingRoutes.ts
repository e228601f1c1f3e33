// POST /api/broadcasting/auth (§7): signs a private channel subscription for the signed-in customer who owns
// the channel. pusher-js posts it form-urlencoded with the XSRF header; JSON works as well.
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/currentUser';
import { localeOf, sendFieldErrors } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { SOCKET_ID } from '../realtime/pusherSignatures';
import { userIdOfChannel } from '../../src/domain/realtimeEvents';

const authBody = {
  type: 'object',
  properties: {
    socket_id: { type: 'string', maxLength: 50 },
    channel_name: { type: 'string', maxLength: 200 },
  },
} as const;

export async function broadcastingRoutes(app: FastifyInstance) {
  app.post('/api/broadcasting/auth', { schema: { body: authBody } }, async (request, reply) => {
    const { socket_id: socketId, channel_name: channelName } = (request.body ?? {}) as {
      socket_id?: string;
      channel_name?: string;
    };
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
  });
}
