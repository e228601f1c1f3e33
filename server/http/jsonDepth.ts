// Every route's body is measured before anything walks it: one nested too deep (MAX_JSON_DEPTH) answers 422 keyed
// by the path where it goes too deep, so no route's recursive code (yup, the recording's pseudonymiser, the
// storable-text check) can be made to overflow the stack by a guest with 15 KB of brackets.
import type { FastifyInstance } from 'fastify';
import { pathBeyondDepth } from '../../domain/jsonDepth';
import { MAX_JSON_DEPTH } from '../../domain/limits';
import { translate } from '../i18n/translate';
import { localeOf, sendFieldErrors } from './fieldErrors';

/** On the root app before any route is registered: preValidation runs before the schema and every handler. */
export function refuseDeepBodies(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const path = pathBeyondDepth(request.body);
    if (path === null) return;
    const text = translate(localeOf(request), 'validation.too_deep', { max: MAX_JSON_DEPTH });
    return sendFieldErrors(request, reply, { [path]: [text] });
  });
}
