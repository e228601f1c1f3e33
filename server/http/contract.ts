// The API's declared contract: TypeBox schemas on every route (validation, types, serialisation), Laravel-style
// answers for bad input, and the OpenAPI 3.1 document generated from those schemas.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fp from 'fastify-plugin';
import { COMPONENT_SCHEMAS } from '../../contract/components';
import { OWN_MESSAGE } from '../../contract/primitives';
import { CSRF_COOKIE_PATH, XSRF_COOKIE, XSRF_HEADER } from '../../domain/csrf';
import { API_TAGS } from './apiTags';
import { compileParams, type Validator } from './routeParams';
import { OPENAPI_PATH } from '../../domain/apiAddresses';
import { validatorCompilerFor } from './schemaCompilation';

/** The app as route modules see it: every schema's TypeBox type flows into request and reply. */
export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export const DOCS_PATH = '/api/docs';

/**
 * Ajv as the contract needs it: an object schema is a whitelist (unknown fields are dropped), every failing field
 * is reported, not only the first. Path, query and header values arrive as text and are coerced to the declared
 * type; a JSON body is taken as sent, so a wrong type is a 422 and never silently becomes another value.
 */
// verbose: errors carry their schema, so a schema's own message (x-message) can be used.
// multipleOfPrecision: 0.1 + 0.2 is a multiple of 0.01, as it is for the money rule of §5.
const AJV_OPTIONS = {
  allowUnionTypes: true,
  allErrors: true,
  useDefaults: true,
  verbose: true,
  multipleOfPrecision: 9,
} as const;

function makeAjv(options: { coerceTypes: boolean; removeAdditional: 'all' | false }) {
  const ajv = new Ajv({ ...AJV_OPTIONS, ...options });
  addFormats(ajv);
  ajv.addVocabulary([OWN_MESSAGE]);
  // Our own Ajv instances do not see what app.addSchema registers.
  for (const schema of COMPONENT_SCHEMAS) ajv.addSchema(schema);
  return ajv;
}

function installValidators(app: FastifyInstance) {
  const body = makeAjv({ coerceTypes: false, removeAdditional: 'all' });
  const pathAndQuery = makeAjv({ coerceTypes: true, removeAdditional: 'all' });
  // A header schema names the headers a route reads; every other header (Accept-Language, Cookie, …) stays.
  const headers = makeAjv({ coerceTypes: true, removeAdditional: false });
  const compiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
    if (httpPart === 'params') return compileParams(schema, (s) => pathAndQuery.compile(s) as Validator);
    return (httpPart === 'body' ? body : httpPart === 'headers' ? headers : pathAndQuery).compile(schema as object);
  };
  app.setValidatorCompiler(compiler);
  // Every route's validators, a route's own compiler (uploads, exact bodies) included, compiled when configured.
  const when = app.config.schemaCompilation;
  app.addHook('onRoute', (route) => {
    route.validatorCompiler = validatorCompilerFor(when, route.validatorCompiler ?? compiler);
  });
}

/**
 * For a route whose body must be exactly its schema: an unknown field is a 422 keyed by its name instead of being
 * dropped (bodies whose every field is known, such as the browser's Web Vitals, which must carry nothing else).
 */
export const exactBodyValidator = (() => {
  const ajv = makeAjv({ coerceTypes: false, removeAdditional: false });
  return ({ schema }: { schema: unknown }) => ajv.compile(schema as object);
})();

async function contract(app: FastifyInstance) {
  // The named schemas: the serialiser resolves their references, and the document lists them under their $id.
  for (const schema of COMPONENT_SCHEMAS) app.addSchema(schema);
  installValidators(app);
  // Laravel reads an empty JSON body as no input; Fastify would answer 400 in English.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, {});
    return parseJson(request, text, done);
  });

  await app.register(swagger, {
    // A named schema's component is called by its $id (`#/components/schemas/RfqRequest`), not `def-0`.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lånetorvet API',
        version: '1',
        description:
          'The customer app, the supplier (lender) API, realtime and public calls. Conventions: ' +
          'server/routes/API.md. Money is kroner unless a field says øre; rates are percent per year. Every ' +
          'non-GET call of the customer app echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN (else 419). Bad input ' +
          'answers 422 with translated messages keyed by field path, in the language of Accept-Language (da, en).',
      },
      tags: API_TAGS.map(({ name, description }) => ({ name, description })),
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'laanetorvet_session',
            description: 'Set by POST /login (or a form submission); HttpOnly.',
          },
          xsrf: {
            type: 'apiKey',
            in: 'header',
            name: XSRF_HEADER,
            description: `The ${XSRF_COOKIE} cookie from GET ${CSRF_COOKIE_PATH}, echoed on every non-GET call.`,
          },
          supplierToken: {
            type: 'http',
            scheme: 'bearer',
            description: "A lender's API token, issued by Lånetorvet. Each token sees only its own lender's leads.",
          },
          metricsToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'METRICS_TOKEN, for the Prometheus scraper of GET /metrics.',
          },
        },
      },
    },
  });
  if (app.config.apiDocs) await app.register(swaggerUi, { routePrefix: DOCS_PATH });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}

export const contractPlugin = fp(contract, { name: 'contract' });
