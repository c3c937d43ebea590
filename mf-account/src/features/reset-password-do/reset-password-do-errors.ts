import { ResetTokenSchema } from '@dating/shared/contracts/password-reset';
import { newPasswordForm } from '@dating/shared/forms/new-password';
import { TOO_MANY_ATTEMPTS } from '../../components/form-codes';

const newPassword = newPasswordForm('resetPasswordDo.errors', { codes: TOO_MANY_ATTEMPTS });

/** Whether the `token` query parameter can be a reset token at all (else: the invalid-link message at once). */
export function isPlausibleResetToken(token: unknown): token is string {
  return ResetTokenSchema.safeParse(token).success;
}

/** The rules of PasswordResetDoRequestSchema; a repeat that differs is 'The entered passwords are not the same.' */
export const validateNewPassword = newPassword.validate;

/** Any other error of POST /api/password-reset-do.php than a refused link, as the form shows it. */
export const resetDoFailure = newPassword.failure;
