// Rating a lender through the tokenised link of a rating mail (spec §2 /rate/{token}, §7 validate call). Public:
// the token is the credential. Unknown token 404; used or expired 410; a token rates exactly once.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { errorResponses, MessageResponse } from '../../contract/errors';
import { RatedSupplier, RatingBody, RatingTokenParams } from '../../contract/public';
import * as t from '../db/schema';
import type { TypedApp } from '../http/contract';
import { localeOf } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { rateWithToken, ratingTokenState, type RatingTokenRow } from '../ratings/ratingTokens';
import { replyNotFound } from '../http/notFound';

const tags = ['public'];

export async function ratingRoutes(app: TypedApp) {
  /** The live token of the path, or null with the 404/410 already sent. */
  async function liveToken(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
  ): Promise<RatingTokenRow | null> {
    const locale = localeOf(request);
    const state = await ratingTokenState(app.db, token);
    if (state.kind === 'valid') return state.token;
    if (state.kind === 'unknown') await replyNotFound(request, reply, 'ratings.invalid');
    else
      await reply
        .code(410)
        .send({ message: translate(locale, state.kind === 'used' ? 'ratings.used' : 'ratings.expired') });
    return null;
  }

  app.get(
    '/api/review-supplier/:token/validate',
    {
      schema: {
        tags,
        summary: 'The lender a rating link rates, while the link is live',
        params: RatingTokenParams,
        response: { 200: RatedSupplier, ...errorResponses(404, 410) },
      },
    },
    async (request, reply) => {
      const token = await liveToken(request, reply, request.params.token);
      if (!token) return reply;
      const [supplier] = await app.db.select().from(t.suppliers).where(eq(t.suppliers.id, token.supplierId));
      return {
        supplier: { id: supplier.id, name: supplier.name, short_name: supplier.shortName, logo: supplier.logo },
      };
    },
  );

  app.post(
    '/api/review-supplier/:token',
    {
      schema: {
        tags,
        summary: 'Rate the lender of a rating link (once)',
        params: RatingTokenParams,
        body: RatingBody,
        response: { 201: MessageResponse, ...errorResponses(404, 410, 419) },
      },
    },
    async (request, reply) => {
      const token = await liveToken(request, reply, request.params.token);
      if (!token) return reply;
      const locale = localeOf(request);
      const { stars, comment, comment_public: commentPublic = false } = request.body;
      const text = comment?.trim() ? comment.trim() : null;
      const rated = await rateWithToken(app.db, token, { stars, comment: text, commentPublic });
      if (!rated) return reply.code(410).send({ message: translate(locale, 'ratings.used') });
      return reply.code(201).send({ message: translate(locale, 'ratings.thanks') });
    },
  );
}
