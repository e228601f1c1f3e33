// The validator of a route whose handler reads the body itself (a multipart upload read part by part, a CSV
// streamed line by line): the body schema is there for the OpenAPI document, the handler checks what arrives.
// Params and query are validated as everywhere else.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { compileParams, type Validator } from './routeParams';

const ajv = new Ajv({ coerceTypes: true, removeAdditional: 'all', allErrors: true, useDefaults: true });
addFormats(ajv);
const compile = (schema: object) => ajv.compile(schema) as Validator;

export const handlerReadsBody: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  httpPart === 'body' ? () => true : httpPart === 'params' ? compileParams(schema, compile) : compile(schema as object);
