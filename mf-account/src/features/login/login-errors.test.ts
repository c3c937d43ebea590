import { ApiError } from '@dating/shared/api-client/api-client';
import { describeLoginError, validateLogin } from './login-errors';

describe('validateLogin', () => {
  it('accepts a trimmed e-mail and any non-empty password', () => {
    expect(validateLogin('  a@b.test ', ' secret ')).toEqual({ ok: true, request: { email: 'a@b.test', password: ' secret ' } });
  });

  it('names each field with its own message', () => {
    expect(validateLogin('', '')).toEqual({ ok: false, errors: { email: 'emailRequired', password: 'passwordRequired' } });
    expect(validateLogin('a@', 'x'.repeat(1025))).toEqual({ ok: false, errors: { email: 'emailInvalid', password: 'passwordTooLong' } });
  });
});

describe('describeLoginError', () => {
  it('tells login_failed and account_locked (with its minutes) apart', () => {
    expect(describeLoginError(new ApiError(401, 'login_failed', 'x'))).toEqual({ form: { kind: 'loginFailed' } });
    expect(describeLoginError(new ApiError(429, 'account_locked', 'x', undefined, 7))).toEqual({
      form: { kind: 'accountLocked', minutes: 7 },
    });
    expect(describeLoginError(new ApiError(429, 'account_locked', 'x'))).toEqual({ form: { kind: 'accountLocked', minutes: 15 } });
  });

  it('tells a rate limit apart: waiting helps there', () => {
    expect(describeLoginError(new ApiError(429, 'rate_limited', 'x'))).toEqual({ form: { kind: 'tooManyAttempts' } });
  });

  it('makes everything else the generic error', () => {
    for (const error of [new ApiError(0, 'network', 'x'), new ApiError(500, 'internal', 'x'), new Error('boom'), 'odd']) {
      expect(describeLoginError(error)).toEqual({ form: { kind: 'generic' } });
    }
  });

  it('maps a server-side validation failure back onto its field', () => {
    expect(describeLoginError(new ApiError(400, 'validation_failed', 'x', 'email'))).toEqual({ fields: { email: 'emailInvalid' } });
  });
});

describe('errors from the shell’s client', () => {
  it('are told apart although they come from another copy of the ApiError class', () => {
    class ForeignApiError extends Error {
      override name = 'ApiError';
      constructor(
        readonly status: number,
        readonly code: string,
        readonly minutes?: number,
      ) {
        super('foreign');
      }
    }
    expect(describeLoginError(new ForeignApiError(429, 'account_locked', 3))).toEqual({ form: { kind: 'accountLocked', minutes: 3 } });
    expect(describeLoginError(new ForeignApiError(401, 'login_failed'))).toEqual({ form: { kind: 'loginFailed' } });
    expect(describeLoginError({ name: 'ApiError', code: 'login_failed', status: 401 })).toEqual({ form: { kind: 'generic' } });
  });
});
