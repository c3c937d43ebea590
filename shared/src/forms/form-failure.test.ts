import { ApiError } from '../api-client/api-client';
import { apiFailure, message, refusal } from './form-failure';

type Field = 'email' | 'password';
const options = {
  fields: { email: message('login.errors.emailInvalid'), password: message('login.errors.passwordTooLong') },
  codes: {
    login_failed: message('login.errors.loginFailed'),
    account_locked: (error: { minutes?: number }) => message('login.errors.accountLocked', { minutes: error.minutes ?? 15 }),
  },
};

describe('apiFailure', () => {
  it('says a code the form expects in the form’s own words, above the fields', () => {
    expect(apiFailure<Field>(new ApiError(401, 'login_failed', 'Invalid credentials'), options)).toEqual(
      refusal({}, message('login.errors.loginFailed')),
    );
    expect(apiFailure<Field>(new ApiError(423, 'account_locked', 'Locked', undefined, 7), options)).toEqual(
      refusal({}, message('login.errors.accountLocked', { minutes: 7 })),
    );
  });

  it('puts a refused field’s message on that field', () => {
    expect(apiFailure<Field>(new ApiError(400, 'validation_failed', 'email: invalid', 'email'), options)).toEqual(
      refusal({ email: message('login.errors.emailInvalid') }),
    );
  });

  it('gives any other code the common text of its code, and one this build does not know the generic text', () => {
    expect(apiFailure<Field>(new ApiError(429, 'rate_limited', 'Slow down'), options)).toEqual(
      refusal({}, message('common:errors.rate_limited')),
    );
    expect(apiFailure<Field>(new ApiError(400, 'validation_failed', 'name: too long', 'name'), options)).toEqual(
      refusal({}, message('common:errors.validation_failed')),
    );
    expect(apiFailure<Field>(new ApiError(402, 'credits_insufficient', 'Buy credits'), options)).toEqual(
      refusal({}, message('common:errors.generic')),
    );
    expect(apiFailure<Field>(new ApiError(423, 'account_locked', 'Locked', undefined, 3))).toEqual(
      refusal({}, message('common:errors.account_locked', { minutes: 3 })),
    );
  });

  it('reads a failure that is no api error (a bug, a thrown string) as the generic text', () => {
    expect(apiFailure<Field>(new TypeError('x is undefined'), options)).toEqual(refusal({}, message('common:errors.generic')));
  });
});
