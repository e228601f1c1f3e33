// A request refused on onRequest, before its body is read: the reply asks to close the connection, so the client
// stops sending and the socket is freed at once instead of Node reading and discarding the rest of a body nobody
// will use (up to the request timeout for a slow sender).
import type { FastifyReply, FastifyRequest } from 'fastify';

const bodyFollows = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

export function closeIfBodyUnread(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return bodyFollows(request) ? reply.header('Connection', 'close') : reply;
}
