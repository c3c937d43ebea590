import type { z } from 'zod';
import { ApiError } from './errors';

/**
 * Validates a value with a shared contract outside Fastify's schema hook (for a route whose body
 * schema depends on the query), failing with the same 400 body the schema hook produces.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, context = 'body'): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || context,
    message: issue.message,
  }));
  const first = issues[0] ?? { path: context, message: 'Invalid value' };
  throw new ApiError(400, 'validation_failed', `${first.path}: ${first.message}`, { field: first.path, issues });
}
