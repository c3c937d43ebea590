import { ApiError } from '../api-client/api-client';
import { PASSWORD_MIN_LENGTH } from '../contracts/password-reset';
import { message, refusal } from './form-failure';
import { isLinkRefusal, newPasswordForm } from './new-password';

const min = { min: PASSWORD_MIN_LENGTH };
const staff = newPasswordForm('setup.errors');
const members = newPasswordForm('resetPasswordDo.errors', { codes: { rate_limited: message('settings.tooManyAttempts') } });

describe('newPasswordForm', () => {
  it('names each broken rule with the key under the remote’s own prefix, the minimum length as its value', () => {
    expect(staff.validate('a-new-password', 'a-new-password')).toBeNull();
    expect(staff.validate('', '')).toEqual(refusal({ password: message('setup.errors.passwordRequired', min) }));
    expect(members.validate('short', 'short')).toEqual(refusal({ password: message('resetPasswordDo.errors.passwordTooShort', min) }));
    expect(members.validate('x'.repeat(1025), 'x'.repeat(1025))).toEqual(
      refusal({ password: message('resetPasswordDo.errors.passwordTooLong', min) }),
    );
    expect(staff.validate('a-new-password', 'a-new-passwort')).toEqual(
      refusal({ password_repeat: message('setup.errors.passwordsDiffer', min) }),
    );
  });

  it('maps a refused password to the too-short text, and only the form’s own codes to its own words', () => {
    expect(staff.failure(new ApiError(400, 'validation_failed', 'x', 'password'))).toEqual(
      refusal({ password: message('setup.errors.passwordTooShort', min) }),
    );
    expect(members.failure(new ApiError(429, 'rate_limited', 'x'))).toEqual(refusal({}, message('settings.tooManyAttempts')));
    expect(staff.failure(new ApiError(429, 'rate_limited', 'x'))).toEqual(refusal({}, message('common:errors.rate_limited')));
  });
});

describe('isLinkRefusal', () => {
  it('recognises a used, expired or unknown token, and nothing that only looks like an api error', () => {
    expect(isLinkRefusal(new ApiError(400, 'token_invalid', 'x'))).toBe(true);
    expect(isLinkRefusal(new ApiError(400, 'validation_failed', 'x', 'token'))).toBe(true);
    expect(isLinkRefusal(new ApiError(400, 'validation_failed', 'x', 'password'))).toBe(false);
    expect(isLinkRefusal({ name: 'ApiError', code: 'token_invalid' })).toBe(false);
  });
});
