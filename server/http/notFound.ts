// The one "not found" reply: 404 with a message in the request's language. A route names what is missing
// ("leads.notFound"), so the customer reads which thing it could not find; without a name the reply is generic.
// Another user's row answers the same as a missing one, so an id never tells whether it exists.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../i18n/translate';
import { localeOf } from './fieldErrors';

export function replyNotFound(request: FastifyRequest, reply: FastifyReply, messageId = 'errors.notFound') {
  return reply.code(404).send({ message: translate(localeOf(request), messageId) });
}
