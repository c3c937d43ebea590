import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@dating/shared/contracts/index';
import { ApiError, errorBody } from './errors';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'authentication_required',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'rate_limited',
};

/** `/email` or `/subscription/keys/auth` → `email`, `subscription.keys.auth`; the root → the part (`body`). */
function fieldOf(instancePath: string | undefined, context: string | undefined): string {
  const path = (instancePath ?? '').split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && ('statusCode' in error || 'code' in error || 'validation' in error);
}

/**
 * Every error leaves as `{ error: { code, message, field? } }`. Bad input of any kind (schema, JSON
 * syntax, content type, size) is a 4xx naming what was wrong; only genuine faults are 500, and those
 * never echo internals to the client. No error answer is stored by a cache.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    // A refusal or a fault is about this request only: never kept by a cache, whatever the endpoint's policy.
    reply.header('cache-control', 'no-store');
    if (error instanceof ApiError) {
      if (error.statusCode === 429 && reply.getHeader('retry-after') === undefined && error.extra.minutes) {
        reply.header('retry-after', String(error.extra.minutes * 60));
      }
      return reply.code(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: fieldOf(issue.instancePath, error.validationContext),
        message: issue.message ?? 'Invalid value',
      }));
      const first = issues[0];
      return reply.code(400).send(
        errorBody('validation_failed', first ? `${first.path}: ${first.message}` : 'Invalid request', {
          field: first?.path ?? 'body',
          issues,
        }),
      );
    }
    if (isFastifyError(error) && !isResponseSerializationError(error)) {
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = CODE_BY_STATUS[status] ?? 'validation_failed';
        const field = status === 400 || status === 413 || status === 415 ? 'body' : undefined;
        return reply.code(status).send(errorBody(code, error.message, field ? { field } : {}));
      }
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody('internal', 'An error occured, please try again later.'));
  });
}
