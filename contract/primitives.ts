// The building blocks of every API schema (TypeBox, so one definition is validation, TypeScript type, serialiser
// and OpenAPI document). Imported by the server; the browser imports only types from contract/.
import { Type, type SchemaOptions, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { STORABLE_TEXT_PATTERN } from '../domain/storableText';
import { LIMITS, MAX_ID } from '../domain/limits';

/** Text a database can store (domain/storableText.ts); Ajv compiles patterns with the `u` flag as well. */
export const TEXT_PATTERN = STORABLE_TEXT_PATTERN;

/** A schema keyword naming the translated message of the schema's own failure (server/http/validationErrors.ts). */
export const OWN_MESSAGE = 'x-message';

export const Text = (maxLength: number, options: SchemaOptions & { minLength?: number } = {}) =>
  Type.String({ pattern: TEXT_PATTERN, maxLength, ...options });

/**
 * The schema or null, as a type list (`type: ["string", "null"]`) rather than `anyOf`: Ajv's type coercion would
 * turn null into "" in the first branch of an `anyOf`, while a value that matches one listed type is never coerced.
 */
export const Nullable = <T extends TSchema>(schema: T, options: SchemaOptions = {}): TUnsafe<Static<T> | null> =>
  typeof schema.type === 'string'
    ? Type.Unsafe<Static<T> | null>({ ...schema, ...options, type: [schema.type, 'null'] })
    : Type.Unsafe<Static<T> | null>(Type.Union([schema, Type.Null()], options));

/** A database id: a positive integer within PostgreSQL's `integer`. */
export const Id = (options: SchemaOptions = {}) => Type.Integer({ minimum: 1, maximum: MAX_ID, ...options });

export const IsoDateTime = (options: SchemaOptions = {}) =>
  Type.String({ format: 'date-time', examples: ['2026-11-23T10:15:00.000Z'], ...options });

export const Kroner = (options: SchemaOptions = {}) =>
  Type.Number({ multipleOf: 0.01, description: 'Amount in Danish kroner (DKK), at most two decimals.', ...options });

export const Percent = (options: SchemaOptions = {}) =>
  Type.Number({ description: 'Percent per year, e.g. 4.25 for 4.25 %.', ...options });

export const IdempotencyKey = Text(LIMITS.idempotencyKey, { minLength: 1 });

/** An object the API stores or returns as it is (a request's own lists, wizard recordings). */
export const OpenObject = (options: SchemaOptions = {}) => Type.Record(Type.String(), Type.Unknown(), options);

/**
 * A reference to a named schema (one with an `$id`, listed in contract/components.ts): the OpenAPI document holds
 * it once under `components.schemas` instead of repeating it wherever it is used; the type is the schema's.
 */
export const refTo = <T extends TSchema & { $id?: string }>(schema: T): TUnsafe<Static<T>> => {
  if (!schema.$id) throw new Error('refTo: the schema has no $id');
  return Type.Unsafe<Static<T>>(Type.Ref(schema.$id));
};
