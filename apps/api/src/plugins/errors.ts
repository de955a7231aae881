import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DETAIL, HttpError } from '../lib/http-errors';
import { zodIssuesToFields } from '../lib/validation-messages';

/** Maps every error to the DRF shapes of ARCHITECTURE "Contract with the client". */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(error.fields ?? { detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(zodIssuesToFields(error.validation, error.validationContext));
    }
    if (isInvalidTextError(error)) {
      return reply.status(400).send({ detail: DETAIL.invalidCharacters });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(status === 503 ? 503 : 500).send({ detail: DETAIL.serverError });
    }
    return reply.status(status).send({ detail: clientErrorDetail(error) });
  });
}

/**
 * PostgreSQL refuses text it cannot store (a NUL character, bytes invalid in UTF-8): that is the
 * caller's input, not a server fault. The request's transaction rolls back, nothing is written.
 */
const INVALID_TEXT_CODES = new Set(['22021', '22P05']);
function isInvalidTextError(error: unknown): boolean {
  // Drizzle wraps the driver's error (`cause`); look a few levels down.
  for (let e = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && INVALID_TEXT_CODES.has(code)) return true;
  }
  return false;
}

function clientErrorDetail(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return DETAIL.malformedJson;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return DETAIL.unsupportedMediaType;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return DETAIL.payloadTooLarge;
    default:
      if (error instanceof SyntaxError) return DETAIL.malformedJson;
      if (error.statusCode === 429) return DETAIL.tooManyRequests;
      return error.message;
  }
}

export default fp(errorsPlugin, { name: 'kiwi-errors' });
