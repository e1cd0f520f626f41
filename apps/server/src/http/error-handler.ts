import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERRORS } from '../errors/app-error.js';
import { refusalOf } from '../lib/pg-errors.js';
import { FAILURE_CODE } from './envelope.js';
import { languageOf } from './language.js';
import { RequestValidationError } from './validation.js';

/** Renders every failure as the envelope, in the caller's language; never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, request, reply) => {
    const lang = languageOf(request);
    if (error instanceof RequestValidationError) {
      const fields = error.fieldErrors(lang);
      const detail = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
      const appError = new AppError('VALIDATION', { detail }, { fields });
      return send(reply, appError, appError.messageIn(lang));
    }
    if (error instanceof AppError) return send(reply, error, error.messageIn(lang));

    const known = fromFastifyError(error as FastifyError);
    if (known) return send(reply, known, known.messageIn(lang));

    const refusal = refusalOf(error);
    if (refusal) {
      request.log.warn({ err: error }, 'database refused the request');
      const refused = new AppError(refusal);
      return send(reply, refused, refused.messageIn(lang));
    }

    request.log.error({ err: error }, 'unhandled error');
    const internal = new AppError('INTERNAL');
    return send(reply, internal, internal.messageIn(lang));
  });

  app.setNotFoundHandler((request: FastifyRequest, reply) => {
    const error = new AppError('ROUTE_NOT_FOUND', {
      method: request.method,
      url: request.url.split('?')[0] ?? '',
    });
    return send(reply, error, error.messageIn(languageOf(request)));
  });
}

function send(reply: FastifyReply, error: AppError, msg: string) {
  return reply
    .status(error.status)
    .type('application/json; charset=utf-8')
    .send({
      code: FAILURE_CODE,
      msg,
      data: {
        dahua_error: ERRORS[error.key].id,
        ...(error.field ? { fields: [{ field: error.field, message: msg }] } : {}),
        ...error.extra,
      },
    });
}

/** Fastify's own client errors (bad JSON, body too large, wrong content type) map to the catalogue. */
function fromFastifyError(error: FastifyError): AppError | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE');
  const status = error.statusCode ?? 500;
  if (status === 429) return new AppError('TOO_MANY_ATTEMPTS', { minutes: 1 });
  if (status >= 400 && status < 500) return new AppError('BAD_REQUEST');
  return null;
}
