// When the routes' schemas become code. Fastify compiles a validator (Ajv) and a serializer (fast-json-stringify)
// for every schema of every route as the app starts: about 190 of them, 1.5 s of CPU on our 2-core machines.
// Production pays that once at start, so a schema that cannot compile stops the deploy rather than a request.
// Tests build an app per suite and call a handful of its routes: there each schema is compiled on its first use,
// by the same compiler with the same options, so what it accepts and writes does not change.
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import type { Validator } from './routeParams';

export type SchemaCompilation = Config['schemaCompilation'];

/** A validator that compiles on its first call; Fastify reads a failed call's errors from the function. */
function validatorOnFirstUse(compile: () => Validator): Validator {
  let compiled: Validator | undefined;
  const validate: Validator = (data: unknown) => {
    compiled ??= compile();
    const result = compiled(data);
    validate.errors = compiled.errors;
    return result;
  };
  return validate;
}

export function validatorCompilerFor<S>(
  when: SchemaCompilation,
  compiler: FastifySchemaCompiler<S>,
): FastifySchemaCompiler<S> {
  if (when === 'at start') return compiler;
  return (route) => validatorOnFirstUse(() => compiler(route) as Validator);
}

type SerializerFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildSerializer'];

/** Fastify's own serializer compiler, deferred to the first response a schema writes when asked to. */
export function schemaControllerFor(when: SchemaCompilation): FastifyServerOptions['schemaController'] {
  if (when === 'at start') return undefined;
  const buildDefault = SerializerSelector();
  const buildSerializer: SerializerFactory = (externalSchemas, options) => {
    const compile = buildDefault(externalSchemas, options);
    return (route) => {
      let serialize: ((data: unknown) => string) | undefined;
      return (data: unknown) => (serialize ??= compile(route))(data);
    };
  };
  return { compilersFactory: { buildSerializer } };
}
