import { describeIssue } from '@wasla/shared/validation-rules';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, codeForStatus, type FieldErrors } from './app-error';
import { isDataException } from './database-errors';
import { fieldLabel } from './field-label';

function sendError(reply: FastifyReply, request: FastifyRequest, error: AppError) {
  const t = request.t;
  const message = error.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([field, list]) => [
          field,
          list.map((item) =>
            t(item.key.replace(/^validation\./, ''), {
              ns: 'validation',
              ...item.params,
              field: fieldLabel(t, field),
            }),
          ),
        ]),
      )
    : { txt: [t(error.messageKey, error.params)] };
  const data = error.data === undefined ? {} : { data: error.data };
  return reply.status(error.status).send({ error: true, code: error.code, message, ...data });
}

/**
 * Every failure leaves in the contract's envelope with a machine code and a message in the request's
 * language: typed errors as they are, schema failures as 422 with per-field messages, a value the
 * database refused as a 400, and anything unexpected as a logged 500 that reveals nothing.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, request, error);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldErrors = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
        const { key, params } = describeIssue({
          code: issue.keyword,
          message: issue.message,
          ...issue.params,
        });
        fields[field] = [...(fields[field] ?? []), { key, params }];
      }
      return sendError(
        reply,
        request,
        new AppError(422, 'validation_failed', 'validation_failed', {}, fields),
      );
    }

    // The schemas are meant to stop such values first; one that got through is logged to be fixed,
    // but it is still the request that was wrong, so it is never answered as a server failure.
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'database refused a value from the request');
      return sendError(reply, request, new AppError(400, 'bad_request', 'bad_request'));
    }

    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    const code = status === 429 ? 'rate_limited' : codeForStatus(status);
    const key = status >= 500 ? 'server_error' : code === 'error' ? 'generic' : code;
    return sendError(reply, request, new AppError(status, code, key));
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, request, new AppError(404, 'not_found', 'route_not_found')),
  );
}
