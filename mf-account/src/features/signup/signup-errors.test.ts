import { ApiError } from '@dating/shared/api-client/api-client';
import { message, refusal } from '@dating/shared/forms/form-failure';
import { signupFailure } from './signup-errors';

const values = { minAge: 18, supportEmail: 'help@example.test' };
const failure = (error: unknown) => signupFailure(error, values);
const field = (key: string) => message(`signup.errors.${key}`, { min_age: 18 });

describe('signupFailure', () => {
  it('tells the signup refusals apart', () => {
    expect(failure(new ApiError(409, 'account_exists', 'x'))).toEqual(refusal({}, message('signup.errors.accountExists')));
    expect(failure(new ApiError(409, 'account_pending_deletion', 'x'))).toEqual(
      refusal({}, message('signup.errors.pendingDeletion', { email: 'help@example.test' })),
    );
    expect(failure(new ApiError(403, 'signups_closed', 'x'))).toEqual(refusal({}, message('signup.inviteOnly.text')));
    expect(failure(new ApiError(429, 'rate_limited', 'x'))).toEqual(refusal({}, message('signup.errors.rateLimited')));
  });

  it("maps the api's field errors onto the form's keys", () => {
    expect(failure(new ApiError(400, 'validation_failed', 'date_of_birth: tooYoung', 'date_of_birth'))).toEqual(
      refusal({ date_of_birth: field('tooYoung') }),
    );
    expect(failure(new ApiError(400, 'validation_failed', 'region_id: invalid', 'region_id'))).toEqual(
      refusal({ region_id: field('invalid') }),
    );
    expect(failure(new ApiError(400, 'validation_failed', 'name: something new', 'name'))).toEqual(refusal({ name: field('invalid') }));
  });

  it('shows anything else, server prose included, as the common text of its code', () => {
    expect(failure(new ApiError(400, 'validation_failed', 'x', 'tracking.ref'))).toEqual(
      refusal({}, message('common:errors.validation_failed')),
    );
    expect(failure(new ApiError(500, 'internal', 'boom'))).toEqual(refusal({}, message('common:errors.generic')));
    expect(failure(new Error('offline'))).toEqual(refusal({}, message('common:errors.generic')));
  });
});
