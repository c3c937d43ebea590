import type { ErrorBody, ErrorCode } from '@dating/shared/contracts/index';
import type { StaffErrorCode } from '@dating/shared/contracts/staff';
import type { StaffAdminErrorCode } from '@dating/shared/contracts/staff-admin';
import type { InboxErrorCode } from '@dating/shared/contracts/staff-inbox';
import type { StaffMemberErrorCode } from '@dating/shared/contracts/staff-members';
import type { ModerationErrorCode } from '@dating/shared/contracts/staff-reports';
import type { AppealErrorCode } from '@dating/shared/contracts/appeals';

/** An error that becomes the one error body of the api: `{ error: { code, message, ... } }`. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly code:
      ErrorCode | StaffErrorCode | StaffAdminErrorCode | InboxErrorCode | StaffMemberErrorCode | ModerationErrorCode | AppealErrorCode,
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
/**
 * The answer to a path no route serves (the api's not-found handler), and the same to a staff call from
 * someone without a staff session of its roles: the console does not advertise itself.
 */
export const noSuchEndpoint = (request: { method: string; url: string }) =>
  new ApiError(404, 'not_found', `No such endpoint: ${request.method} ${request.url.split('?')[0] ?? '/'}`);
export const validationFailed = (field: string, message: string) => new ApiError(400, 'validation_failed', message, { field });

export function errorBody(code: ErrorCode, message: string, extra: Omit<ErrorBody['error'], 'code' | 'message'> = {}): ErrorBody {
  return { error: { code, message, ...extra } };
}
