import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type FieldErrors, HttpError } from '#server/http-error.ts';

export const messages = {
  invalid: 'Les dades enviades no són vàlides.',
  invalidJson: 'El cos de la petició no és un JSON vàlid.',
  tooLarge: 'La petició és massa gran.',
  unsupportedMedia: 'Tipus de contingut no admès.',
  notFound: 'No s’ha trobat el recurs.',
  generic: 'Hi ha hagut un error.',
} as const;

const badTextCodes = new Set(['22021', '22P05']);

type ValidationItem = { instancePath?: string; message?: string };

function fieldErrorsOf(items: ValidationItem[]): FieldErrors {
  const out: FieldErrors = {};
  for (const item of items) {
    const key = (item.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
    out[key] = [...(out[key] ?? []), item.message ?? messages.invalid];
  }
  return out;
}

const messageByCode: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: messages.tooLarge,
  FST_REQ_FILE_TOO_LARGE: messages.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.unsupportedMedia,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.invalidJson,
  FST_ERR_CTP_INVALID_JSON_BODY: messages.invalidJson,
};

/** One error handler shapes every error as `{ message, fieldErrors? }` and never leaks a 5xx's internals. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply
        .code(err.statusCode)
        .send(err.fieldErrors ? { message: err.message, fieldErrors: err.fieldErrors } : { message: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(400).send({ message: messages.invalid, fieldErrors: fieldErrorsOf(err.validation) });
    }
    if (err.validation) {
      return reply.code(400).send({ message: messages.invalid, fieldErrors: fieldErrorsOf(err.validation) });
    }
    // Text PostgreSQL cannot store (a NUL character, an invalid encoding) is bad input, not a server fault.
    const dbCode = (err as { code?: unknown }).code ?? (err as { cause?: { code?: unknown } }).cause?.code;
    if (badTextCodes.has(String(dbCode))) return reply.code(400).send({ message: messages.invalid });
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        messageByCode[err.code] ?? (err instanceof SyntaxError ? messages.invalidJson : (err.message ?? messages.invalid));
      return reply.code(status).send({ message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ message: messages.generic });
  });
});
