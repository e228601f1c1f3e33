// 422 answers in the Laravel shape, `{ message, errors: { "a.0.b": [text] } }`, translated for the client.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ValidationMessage } from '../../domain/validation/message';
import { pickLocale, translate, type Locale } from '../i18n/translate';

export type FieldErrors = Record<string, string[]>;

export function localeOf(request: FastifyRequest): Locale {
  return pickLocale(request.headers['accept-language']);
}

export function translateMessages(locale: Locale, messages: Record<string, ValidationMessage[]>): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, list] of Object.entries(messages)) out[path] = list.map((m) => translate(locale, m.id, m.values));
  return out;
}

export function sendFieldErrors(request: FastifyRequest, reply: FastifyReply, errors: FieldErrors) {
  return reply.code(422).send({ message: translate(localeOf(request), 'errors.validation'), errors });
}
