import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppError } from '#shared/errors.ts';
import { HttpError, requestErrors } from '#server/http-error.ts';

/** The request's own errors (error-handler tests and the 404 handler read them here). */
export const messages = requestErrors;

const badTextCodes = new Set(['22021', '22P05']);

/** Fastify's errors a client can cause, by Fastify's code. */
const errorByFastifyCode: Record<string, AppError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: requestErrors.tooLarge,
  FST_REQ_FILE_TOO_LARGE: requestErrors.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: requestErrors.unsupportedMedia,
  FST_ERR_CTP_EMPTY_JSON_BODY: requestErrors.invalidJson,
  FST_ERR_CTP_INVALID_JSON_BODY: requestErrors.invalidJson,
};

/**
 * One error handler shapes every error as `{ message, code, params?, fieldErrors?, fieldCodes? }` (decision 196)
 * and never leaks a 5xx's internals. The routes' validation failures come as HttpErrors already (validation.ts).
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) return reply.code(err.statusCode).send(err.toBody());
    if (err.validation) {
      // A validation failure not from our validator (none today): SPEC's message, without field errors.
      return reply.code(400).send(new HttpError(400, requestErrors.invalid).toBody());
    }
    // Text PostgreSQL cannot store (a NUL character, an invalid encoding) is bad input, not a server fault.
    const dbCode = (err as { code?: unknown }).code ?? (err as { cause?: { code?: unknown } }).cause?.code;
    if (badTextCodes.has(String(dbCode))) return reply.code(400).send(new HttpError(400, requestErrors.invalid).toBody());
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const error =
        errorByFastifyCode[err.code] ??
        (err instanceof SyntaxError ? requestErrors.invalidJson : status === 404 ? requestErrors.notFound : requestErrors.invalid);
      return reply.code(status).send(new HttpError(status, error).toBody());
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(new HttpError(500, requestErrors.generic).toBody());
  });
});
