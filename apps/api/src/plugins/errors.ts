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
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(status === 503 ? 503 : 500).send({ detail: DETAIL.serverError });
    }
    return reply.status(status).send({ detail: clientErrorDetail(error) });
  });
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
