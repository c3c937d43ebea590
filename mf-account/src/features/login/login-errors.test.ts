import { ApiError } from '@dating/shared/api-client/api-client';
import { message, refusal } from '@dating/shared/forms/form-failure';
import { isPendingDeletion, loginFailure, validateLogin } from './login-errors';

const login = (key: string) => message(`login.errors.${key}`);

describe('validateLogin', () => {
  it('accepts a trimmed e-mail and any non-empty password', () => {
    expect(validateLogin('  a@b.test ', ' secret ')).toEqual({ ok: true, request: { email: 'a@b.test', password: ' secret ' } });
  });

  it('names each field with its own message', () => {
    expect(validateLogin('', '')).toEqual({
      ok: false,
      failure: refusal({ email: login('emailRequired'), password: login('passwordRequired') }),
    });
    expect(validateLogin('a@', 'x'.repeat(1025))).toEqual({
      ok: false,
      failure: refusal({ email: login('emailInvalid'), password: login('passwordTooLong') }),
    });
  });
});

describe('loginFailure', () => {
  it('tells login_failed and account_locked (with its minutes) apart', () => {
    expect(loginFailure(new ApiError(401, 'login_failed', 'x'))).toEqual(refusal({}, login('loginFailed')));
    expect(loginFailure(new ApiError(429, 'account_locked', 'x', undefined, 7))).toEqual(
      refusal({}, message('login.errors.accountLocked', { minutes: 7 })),
    );
    expect(loginFailure(new ApiError(429, 'account_locked', 'x'))).toEqual(
      refusal({}, message('login.errors.accountLocked', { minutes: 15 })),
    );
  });

  it('tells a rate limit apart: waiting helps there', () => {
    expect(loginFailure(new ApiError(429, 'rate_limited', 'x'))).toEqual(refusal({}, message('settings.tooManyAttempts')));
  });

  it('gives everything else the common text of its code, the generic one for a server failure or a bug', () => {
    expect(loginFailure(new ApiError(0, 'network', 'x'))).toEqual(refusal({}, message('common:errors.network')));
    for (const error of [new ApiError(500, 'internal', 'x'), new Error('boom'), 'odd']) {
      expect(loginFailure(error)).toEqual(refusal({}, message('common:errors.generic')));
    }
  });

  it('maps a server-side validation failure back onto its field', () => {
    expect(loginFailure(new ApiError(400, 'validation_failed', 'x', 'email'))).toEqual(refusal({ email: login('emailInvalid') }));
  });

  it('leaves the pending deletion to the reactivation offer', () => {
    expect(isPendingDeletion(new ApiError(409, 'account_pending_deletion', 'x'))).toBe(true);
    expect(isPendingDeletion(new ApiError(401, 'login_failed', 'x'))).toBe(false);
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
    expect(loginFailure(new ForeignApiError(429, 'account_locked', 3))).toEqual(
      refusal({}, message('login.errors.accountLocked', { minutes: 3 })),
    );
    expect(loginFailure(new ForeignApiError(401, 'login_failed'))).toEqual(refusal({}, login('loginFailed')));
    expect(loginFailure({ name: 'ApiError', code: 'login_failed', status: 401 })).toEqual(refusal({}, message('common:errors.generic')));
  });
});
