import { AccountDeleteRequestSchema, type AccountDeleteRequest, type DeletionReason } from '@dating/shared/contracts/account-deletion';
import { apiFailure, message, refusal, type FormFailure } from '@dating/shared/forms/form-failure';

export type DeleteField = 'reason' | 'comment' | 'password';

export type DeleteValidation =
  { ok: true; request: AccountDeleteRequest } | { ok: false; field: DeleteField; failure: FormFailure<DeleteField> };

const refused = (field: DeleteField, key: string): DeleteValidation => ({
  ok: false,
  field,
  failure: refusal({ [field]: message(`accountDeletion.errors.${key}`) }),
});

/** The form's values checked with the schema the api validates with, mapped to one message (on `field`). */
export function validateDeletion(reason: DeletionReason | null, comment: string, password: string): DeleteValidation {
  const trimmed = comment.trim();
  const result = AccountDeleteRequestSchema.safeParse({ reason, password, ...(trimmed ? { comment: trimmed } : {}) });
  if (result.success) return { ok: true, request: result.data };
  const fields = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  if (fields.has('reason')) return refused('reason', 'reasonRequired');
  if (fields.has('comment')) return refused('comment', 'commentTooLong');
  return refused('password', password === '' ? 'passwordRequired' : 'passwordTooLong');
}

/** An error of POST /api/account-delete.php as the confirm step shows it: a refused password is a wrong one. */
export function deleteFailure(error: unknown): FormFailure<DeleteField> {
  return apiFailure(error, {
    fields: { password: message('accountDeletion.errors.wrongPassword') },
    codes: { rate_limited: message('accountDeletion.errors.rateLimited') },
  });
}
