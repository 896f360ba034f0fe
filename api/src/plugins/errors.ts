import type { ErrorCode } from '@lyceum/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { HttpError, apiError } from '../lib/http-errors';

/** The schema keyword a value broke → the code that says so. */
const KEYWORD_CODES: Record<string, ErrorCode> = {
  required: 'validation.required',
  additionalProperties: 'validation.unknown_field',
  enum: 'validation.not_allowed',
  const: 'validation.not_allowed',
  maxLength: 'validation.too_long',
  maxItems: 'validation.too_long',
  maximum: 'validation.too_long',
  exclusiveMaximum: 'validation.too_long',
  minLength: 'validation.too_short',
  minItems: 'validation.too_short',
  minimum: 'validation.too_short',
  exclusiveMinimum: 'validation.too_short',
};

/**
 * The first schema violation as a coded refusal naming its field (dotted for nested fields):
 * a missing field is `validation.required`, a value outside its choices
 * `validation.not_allowed`, an overlong one `validation.too_long`, any other wrong value
 * `validation.invalid`; a body that is missing or not an object is `request.malformed`.
 */
export function validationError(
  errors: FastifySchemaValidationError[],
  context: string,
): HttpError {
  const first = errors[0];
  if (!first) return apiError('request.malformed');
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const { missingProperty, additionalProperty } = first.params;
  const named = typeof missingProperty === 'string' ? missingProperty : additionalProperty;
  const field =
    [path, typeof named === 'string' ? named : ''].filter(Boolean).join('.') || undefined;
  if (!field && context === 'body') return apiError('request.malformed');
  return apiError(KEYWORD_CODES[first.keyword] ?? 'validation.invalid', field ?? context);
}

/** Errors Fastify and its plugins raise, by their code. */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.malformed',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.malformed',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupported_media_type',
  FST_ERR_MAX_PARAM_LENGTH: 'request.url_too_long',
};

/** Any other client error, by its status; a status without its own code is a malformed request. */
const STATUS_CODES: Record<number, ErrorCode> = {
  404: 'request.not_found',
  405: 'request.method_not_allowed',
  413: 'request.body_too_large',
  414: 'request.url_too_long',
  415: 'request.unsupported_media_type',
  429: 'rate_limited',
  503: 'service.unavailable',
};

/** The coded refusal an error stands for, or null for an unexpected failure (a 500). */
export function refusalOf(error: FastifyError | Error): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof SyntaxError) return apiError('request.invalid_json');
  const { code, statusCode } = error as Partial<FastifyError>;
  const known = code === undefined ? undefined : FRAMEWORK_CODES[code];
  if (known) return apiError(known);
  if (statusCode === undefined || statusCode < 400) return null;
  if (statusCode < 500) return apiError(STATUS_CODES[statusCode] ?? 'request.malformed');
  return statusCode === 503 ? apiError('service.unavailable') : null;
}

/** Errors the router raises before any route runs: a malformed or an overlong URL. */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const refusal = apiError(
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'request.url_too_long' : 'request.malformed_url',
  );
  void reply.code(refusal.statusCode).send(refusal.body);
}

/**
 * One error handler for the whole API: every failure becomes `{"detail", "code"}` (and `field`)
 * from the error catalog; the message of an unexpected failure is logged, never sent.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setSchemaErrorFormatter((errors, context) => validationError(errors, context));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    let refusal = refusalOf(error);
    if (!refusal) {
      request.log.error({ err: error }, 'request failed');
      refusal = apiError('internal');
    }
    if (refusal.statusCode === 429) {
      reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
    }
    return reply.code(refusal.statusCode).send(refusal.body);
  });

  app.setNotFoundHandler((_request, reply) => {
    const refusal = apiError('request.not_found');
    return reply.code(refusal.statusCode).send(refusal.body);
  });
}
