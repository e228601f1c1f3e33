// What an upload route needs besides its handler: the multipart plugin's limits, and a validator that leaves
// the multipart body to readUpload (the body schema is there for the OpenAPI document; the parts are read and
// checked by hand, from the bytes). Params and query are validated as everywhere else.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const ajv = new Ajv({ coerceTypes: true, removeAdditional: 'all', allErrors: true, useDefaults: true });
addFormats(ajv);

export const multipartValidator: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  httpPart === 'body' ? () => true : (ajv.compile(schema as object) as (data: unknown) => boolean);
