// 422 answers in the Laravel shape, `{ message, errors: { "a.0.b": [text] } }`, translated for the client.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ValidationMessage } from '../../src/validation/message';
import { rules } from '../../src/validation/rules';
import { pickLocale, translate, type Locale } from '../i18n/translate';

export type FieldErrors = Record<string, string[]>;
type RuleName = keyof typeof rules;
export type FieldRules = Record<string, (RuleName | [RuleName, Record<string, unknown>])[]>;

export function localeOf(request: FastifyRequest): Locale {
  return pickLocale(request.headers['accept-language']);
}

export function translateMessages(locale: Locale, messages: Record<string, ValidationMessage[]>): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, list] of Object.entries(messages)) out[path] = list.map((m) => translate(locale, m.id, m.values));
  return out;
}

/** Runs the shared rules over flat body fields; the first failing rule of each field is its error. */
export function checkFields(
  body: Record<string, unknown>,
  fieldRules: FieldRules,
): Record<string, ValidationMessage[]> {
  const errors: Record<string, ValidationMessage[]> = {};
  for (const [field, list] of Object.entries(fieldRules)) {
    for (const entry of list) {
      const [name, params] = Array.isArray(entry) ? entry : [entry, undefined];
      const rule = rules[name] as (value: unknown, params?: unknown) => unknown;
      const result = rule(body[field], params);
      if (result !== true && typeof result === 'object' && result !== null && 'id' in result) {
        errors[field] = [result as ValidationMessage];
        break;
      }
    }
  }
  return errors;
}

export function sendFieldErrors(request: FastifyRequest, reply: FastifyReply, errors: FieldErrors) {
  return reply.code(422).send({ message: translate(localeOf(request), 'errors.validation'), errors });
}
