// Schema (Ajv) failures as Laravel's 422: `{ message, errors: { "field.path": [text] } }`, each text translated
// with the message id the §5 rules use for the same failure, in the language of Accept-Language.
import type { FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { OWN_MESSAGE, TEXT_PATTERN } from '../../contract/primitives';
import { translate } from '../i18n/translate';
import { localeOf, type FieldErrors } from './fieldErrors';

type Message = { id: string; values?: Record<string, string | number> };

/** A schema may name the §5 message of its own failure (`x-message`), e.g. stars: "between 1 and 5". */
function ownMessage(error: FastifySchemaValidationError): Message | null {
  const schema = (error as { parentSchema?: Record<string, unknown> }).parentSchema;
  const id = schema?.[OWN_MESSAGE];
  if (typeof id !== 'string') return null;
  const values: Record<string, number> = {};
  if (typeof schema?.minimum === 'number') values.min = schema.minimum;
  if (typeof schema?.maximum === 'number') values.max = schema.maximum;
  if (typeof schema?.maxLength === 'number') values.max = schema.maxLength;
  return { id, values };
}

function messageOf(error: FastifySchemaValidationError): Message {
  if (error.keyword !== 'required') {
    const own = ownMessage(error);
    if (own) return own;
  }
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { id: 'validation.required' };
    case 'type': {
      const type = String(params.type);
      if (type.startsWith('string')) return { id: 'validation.string' };
      if (type.startsWith('integer')) return { id: 'validation.integer' };
      if (type.startsWith('number')) return { id: 'validation.numeric' };
      if (type.startsWith('boolean')) return { id: 'validation.boolean' };
      return { id: 'validation.default' };
    }
    case 'maxLength':
      return { id: 'validation.max.string', values: { max: Number(params.limit) } };
    case 'minLength':
      return Number(params.limit) === 1
        ? { id: 'validation.required' }
        : { id: 'validation.min.string', values: { min: Number(params.limit) } };
    case 'maximum':
      return { id: 'validation.max.numeric', values: { max: Number(params.limit) } };
    case 'minimum':
      return { id: 'validation.min.numeric', values: { min: Number(params.limit) } };
    case 'maxItems':
      return { id: 'validation.max.array', values: { max: Number(params.limit) } };
    case 'minItems':
      return { id: 'validation.min.array', values: { min: Number(params.limit) } };
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return { id: 'validation.in' };
    case 'multipleOf':
      return Number(params.multipleOf) === 0.01 ? { id: 'validation.money' } : { id: 'validation.default' };
    case 'pattern':
      return params.pattern === TEXT_PATTERN ? { id: 'validation.text' } : { id: 'validation.default' };
    case 'format':
      return params.format === 'email' ? { id: 'validation.email' } : { id: 'validation.default' };
    default:
      return { id: 'validation.default' };
  }
}

/** `/steps/profile/email` (+ a missing property) as `steps.profile.email`; the whole body as `body`. */
function fieldPath(error: FastifySchemaValidationError): string {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  // A missing field, and a field the schema does not know, are keyed by their own name.
  const missing =
    error.keyword === 'required'
      ? params.missingProperty
      : error.keyword === 'additionalProperties'
        ? params.additionalProperty
        : '';
  // JSON pointer escapes undone; a PHP-style query key `name[]` is the field `name`.
  const parts = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~').replace(/\[\]$/, ''));
  if (missing) parts.push(missing.replace(/\[\]$/, ''));
  return parts.join('.') || 'body';
}

/** Ajv reports every branch of a failed union; the union's own error says it once. */
const isBranchNoise = (error: FastifySchemaValidationError, all: readonly FastifySchemaValidationError[]) =>
  error.keyword !== 'anyOf' &&
  all.some(
    (other) =>
      other.keyword === 'anyOf' &&
      error.schemaPath.startsWith(other.schemaPath.replace(/anyOf$/, '')) &&
      other.instancePath === error.instancePath,
  );

export function validationErrors(request: FastifyRequest, errors: readonly FastifySchemaValidationError[]) {
  const locale = localeOf(request);
  const out: FieldErrors = {};
  for (const error of errors) {
    if (isBranchNoise(error, errors)) continue;
    const path = fieldPath(error);
    // The first failure of a field is its message, as Laravel's bail does for the §5 rules.
    if (out[path]) continue;
    const { id, values } = messageOf(error);
    out[path] = [translate(locale, id, values)];
  }
  return { message: translate(locale, 'errors.validation'), errors: out };
}
