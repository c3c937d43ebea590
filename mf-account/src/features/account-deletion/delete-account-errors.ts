import { isApiError } from '@dating/shared/api-client/api-client';
import { AccountDeleteRequestSchema, type AccountDeleteRequest, type DeletionReason } from '@dating/shared/contracts/account-deletion';

/** Keys under `accountDeletion.errors`. */
export type DeleteErrorKey =
  'reasonRequired' | 'commentTooLong' | 'passwordRequired' | 'passwordTooLong' | 'wrongPassword' | 'rateLimited' | 'generic';
export type DeleteField = 'reason' | 'comment' | 'password';

export type DeleteValidation = { ok: true; request: AccountDeleteRequest } | { ok: false; field: DeleteField; error: DeleteErrorKey };

/** The form's values checked with the schema the api validates with, mapped to one message. */
export function validateDeletion(reason: DeletionReason | null, comment: string, password: string): DeleteValidation {
  const trimmed = comment.trim();
  const result = AccountDeleteRequestSchema.safeParse({ reason, password, ...(trimmed ? { comment: trimmed } : {}) });
  if (result.success) return { ok: true, request: result.data };
  const fields = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  if (fields.has('reason')) return { ok: false, field: 'reason', error: 'reasonRequired' };
  if (fields.has('comment')) return { ok: false, field: 'comment', error: 'commentTooLong' };
  return { ok: false, field: 'password', error: password === '' ? 'passwordRequired' : 'passwordTooLong' };
}

/** An error of POST /api/account-delete.php as the confirm step shows it (never the server's prose). */
export function describeDeleteError(error: unknown): { field: DeleteField | null; error: DeleteErrorKey } {
  if (!isApiError(error)) return { field: null, error: 'generic' };
  if (error.code === 'validation_failed' && error.field === 'password') return { field: 'password', error: 'wrongPassword' };
  if (error.code === 'rate_limited') return { field: null, error: 'rateLimited' };
  return { field: null, error: 'generic' };
}
