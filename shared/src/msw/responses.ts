import { HttpResponse } from 'msw';
import type { ErrorBody, ErrorCode } from '../contracts/errors';

/** The api's one error body, as an msw response. */
export function errorResponse(status: number, code: ErrorCode, message: string, field?: string): HttpResponse<ErrorBody> {
  const body: ErrorBody = { error: { code, message, ...(field ? { field } : {}) } };
  return HttpResponse.json<ErrorBody>(body, { status });
}

/** The request's JSON body, or undefined when it has none or it is not JSON (the handler answers 400). */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}
