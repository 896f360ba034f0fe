import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { HttpError } from '../lib/http-errors';

const REQUIRED = 'This field is required';

/** Names the field of the first schema violation: `email: This field is required`. */
export function describeValidation(
  errors: FastifySchemaValidationError[],
  context: string,
): string {
  const first = errors[0];
  if (!first) return 'Invalid request';
  const params = first.params;
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (first.keyword === 'required' && typeof params.missingProperty === 'string') {
    return `${path ? `${path}.` : ''}${params.missingProperty}: ${REQUIRED}`;
  }
  if (!path && first.keyword === 'type' && context === 'body') {
    return 'Request body is missing or malformed';
  }
  if (first.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    return `${path || context}: must be one of ${params.allowedValues.join(', ')}`;
  }
  if (first.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return `${params.additionalProperty}: unknown field`;
  }
  return `${path || context}: ${first.message ?? 'is invalid'}`;
}

/** Errors the router raises before any route runs (a malformed or overlong URL). */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  void reply
    .code(status)
    .send({ detail: status === 414 ? 'Request URL is too long' : 'Malformed request URL' });
}

/**
 * One error handler for the whole API: every failure becomes `{"detail": "..."}`; the message
 * of an unexpected 5xx is logged, never sent.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setSchemaErrorFormatter((errors, context) => {
    const error = new Error(describeValidation(errors, context)) as FastifyError;
    error.statusCode = 400;
    return error;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // HttpError messages are written for users; any other 5xx message stays in the log.
    if (status >= 500 && !(error instanceof HttpError)) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ detail: 'Internal Server Error' });
    }
    if (status === 429) {
      reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
    }
    const detail =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'Request body is not valid JSON'
        : error.message;
    const code = error instanceof HttpError ? error.code : undefined;
    return reply.code(status).send(code ? { detail, code } : { detail });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not Found' }));
}
