import { ApiError } from '@dating/shared/api-client/api-client';
import { describeSignupError } from './signup-errors';

describe('describeSignupError', () => {
  it('tells the signup refusals apart', () => {
    expect(describeSignupError(new ApiError(409, 'account_exists', 'x'))).toEqual({ form: { kind: 'accountExists' } });
    expect(describeSignupError(new ApiError(409, 'account_pending_deletion', 'x'))).toEqual({ form: { kind: 'pendingDeletion' } });
    expect(describeSignupError(new ApiError(403, 'signups_closed', 'x'))).toEqual({ form: { kind: 'signupsClosed' } });
    expect(describeSignupError(new ApiError(429, 'rate_limited', 'x'))).toEqual({ form: { kind: 'rateLimited' } });
  });

  it("maps the api's field errors onto the form's keys", () => {
    expect(describeSignupError(new ApiError(400, 'validation_failed', 'date_of_birth: tooYoung', 'date_of_birth'))).toEqual({
      field: 'date_of_birth',
      key: 'tooYoung',
    });
    expect(describeSignupError(new ApiError(400, 'validation_failed', 'region_id: invalid', 'region_id'))).toEqual({
      field: 'region_id',
      key: 'invalid',
    });
    expect(describeSignupError(new ApiError(400, 'validation_failed', 'name: something new', 'name'))).toEqual({
      field: 'name',
      key: 'invalid',
    });
  });

  it('shows anything else, server prose included, as the generic error', () => {
    expect(describeSignupError(new ApiError(400, 'validation_failed', 'x', 'tracking.ref'))).toEqual({ form: { kind: 'generic' } });
    expect(describeSignupError(new ApiError(500, 'internal', 'boom'))).toEqual({ form: { kind: 'generic' } });
    expect(describeSignupError(new Error('offline'))).toEqual({ form: { kind: 'generic' } });
  });
});
