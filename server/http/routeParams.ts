// Ids in route paths: a positive integer within the database's int range written in plain decimal digits, else
// the resource is simply not found (never a 500 from a cast, never a 422 that tells a prober the path exists).
import type { FastifySchemaCompiler } from 'fastify';

const MAX_ID = 2_147_483_647;

export function parseId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** A compiled validator as Fastify takes it. */
export type Validator = ReturnType<FastifySchemaCompiler<unknown>>;
type ObjectSchema = { properties?: Record<string, { type?: unknown }> };

/**
 * Path params as every route reads them: Ajv's coercion takes `0x2`, `2e0`, `+2` and `02` as 2, so an integer
 * param must pass parseId as it arrived before the schema coerces it. A failure is a params validation error,
 * which the error handler answers 404.
 */
export function compileParams(schema: unknown, compile: (schema: object) => Validator): Validator {
  const validate = compile(schema as object);
  const idNames = Object.entries((schema as ObjectSchema).properties ?? {})
    .filter(([, property]) => property.type === 'integer')
    .map(([name]) => name);
  if (idNames.length === 0) return validate;
  const checked: Validator = (data: unknown) => {
    const raw = (data ?? {}) as Record<string, unknown>;
    const bad = idNames.find((name) => raw[name] !== undefined && parseId(raw[name]) === null);
    if (bad === undefined) {
      const ok = validate(data);
      checked.errors = validate.errors;
      return ok;
    }
    checked.errors = [
      { instancePath: `/${bad}`, schemaPath: '#/properties', keyword: 'pattern', message: 'is not an id', params: {} },
    ];
    return false;
  };
  return checked;
}
