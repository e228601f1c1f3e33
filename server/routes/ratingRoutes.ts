// Rating a lender through the tokenised link of a rating mail (spec §2 /rate/{token}, §7 validate call). Public:
// the token is the credential. Unknown token 404; used or expired 410; a token rates exactly once.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ValidationMessage } from '../../src/validation/message';
import * as t from '../db/schema';
import { localeOf, sendFieldErrors, translateMessages } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { rateWithToken, ratingTokenState, type RatingTokenRow } from '../ratings/ratingTokens';

export const MIN_STARS = 1;
export const MAX_STARS = 5;
export const MAX_RATING_COMMENT_LENGTH = 2000;
const MAX_TOKEN_LENGTH = 200;

export async function ratingRoutes(app: FastifyInstance) {
  /** The live token of the path, or null with the 404/410 already sent. */
  async function liveToken(request: FastifyRequest, reply: FastifyReply): Promise<RatingTokenRow | null> {
    const { token } = request.params as { token: string };
    const locale = localeOf(request);
    const state =
      token.length <= MAX_TOKEN_LENGTH ? await ratingTokenState(app.db, token) : { kind: 'unknown' as const };
    if (state.kind === 'valid') return state.token;
    if (state.kind === 'unknown') await reply.code(404).send({ message: translate(locale, 'ratings.invalid') });
    else
      await reply
        .code(410)
        .send({ message: translate(locale, state.kind === 'used' ? 'ratings.used' : 'ratings.expired') });
    return null;
  }

  app.get('/api/review-supplier/:token/validate', async (request, reply) => {
    const token = await liveToken(request, reply);
    if (!token) return reply;
    const [supplier] = await app.db.select().from(t.suppliers).where(eq(t.suppliers.id, token.supplierId));
    return { supplier: { id: supplier.id, name: supplier.name, short_name: supplier.shortName, logo: supplier.logo } };
  });

  app.post('/api/review-supplier/:token', async (request, reply) => {
    const token = await liveToken(request, reply);
    if (!token) return reply;
    const locale = localeOf(request);
    const body =
      typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)
        ? (request.body as Record<string, unknown>)
        : {};
    const errors: Record<string, ValidationMessage[]> = {};
    const { stars, comment } = body;
    if (stars === undefined || stars === null || stars === '') errors.stars = [{ id: 'validation.required' }];
    else if (typeof stars !== 'number' || !Number.isInteger(stars) || stars < MIN_STARS || stars > MAX_STARS) {
      errors.stars = [{ id: 'validation.stars', values: { min: MIN_STARS, max: MAX_STARS } }];
    }
    if (comment !== undefined && comment !== null) {
      if (typeof comment !== 'string') errors.comment = [{ id: 'validation.string' }];
      else if (comment.length > MAX_RATING_COMMENT_LENGTH)
        errors.comment = [{ id: 'validation.max.string', values: { max: MAX_RATING_COMMENT_LENGTH } }];
    }
    if (Object.keys(errors).length) return sendFieldErrors(request, reply, translateMessages(locale, errors));

    const text = typeof comment === 'string' && comment.trim() !== '' ? comment.trim() : null;
    const rated = await rateWithToken(app.db, token, { stars: stars as number, comment: text });
    if (!rated) return reply.code(410).send({ message: translate(locale, 'ratings.used') });
    return reply.code(201).send({ message: translate(locale, 'ratings.thanks') });
  });
}
