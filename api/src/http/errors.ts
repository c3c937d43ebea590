import type { ErrorBody, ErrorCode } from '@dating/shared/contracts/index';

/** An error that becomes the one error body of the api: `{ error: { code, message, ... } }`. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Omit<ErrorBody['error'], 'code' | 'message'> = {},
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...this.extra } };
  }
}

export const authenticationRequired = () => new ApiError(403, 'authentication_required', 'Please log in to continue.');
export const notFound = (what = 'Not found') => new ApiError(404, 'not_found', what);
export const validationFailed = (field: string, message: string) => new ApiError(400, 'validation_failed', message, { field });

export function errorBody(code: ErrorCode, message: string, extra: Omit<ErrorBody['error'], 'code' | 'message'> = {}): ErrorBody {
  return { error: { code, message, ...extra } };
}
