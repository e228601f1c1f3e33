// Fastify's own client errors (malformed JSON, a body too large, an unknown media type) with translated
// messages instead of the framework's English.
import type { FastifyError } from 'fastify';

const MESSAGES: Record<string, { status: number; id: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, id: 'errors.malformedBody' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, id: 'errors.malformedBody' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, id: 'errors.malformedBody' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, id: 'errors.bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, id: 'errors.unsupportedMediaType' },
};

export function frameworkErrorMessage(error: FastifyError): { status: number; id: string } | null {
  if (error.code && MESSAGES[error.code]) return MESSAGES[error.code];
  // secure-json-parse's prototype-poisoning refusal and other parse errors arrive as a SyntaxError with status 400.
  if (error instanceof SyntaxError || (error.statusCode === 400 && error.name === 'SyntaxError'))
    return MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY;
  return null;
}
