import { isApiError } from '@dating/shared/api-client/api-client';
import { MailChangeRequestSchema, type MailChangeErrorKey } from '@dating/shared/contracts/account-settings';

/** The shared schema's verdict on a new address, and the rules the form can check itself: null when fine. */
export function validateNewEmail(typed: string, current: string | undefined): MailChangeErrorKey | null {
  const parsed = MailChangeRequestSchema.safeParse({ email: typed });
  if (!parsed.success) return 'invalid';
  if (current !== undefined && parsed.data.email.toLowerCase() === current.toLowerCase()) return 'same';
  return null;
}

export type MailChangeFailure =
  { kind: 'field'; key: MailChangeErrorKey } | { kind: 'dailyLimit' } | { kind: 'tooManyAttempts' } | { kind: 'generic' };

/** An error of POST /api/mail-change.php as the form shows it (recognised by shape). */
export function describeMailChangeError(error: unknown): MailChangeFailure {
  if (!isApiError(error)) return { kind: 'generic' };
  if (error.code === 'conflict') return { kind: 'field', key: 'inUse' };
  if (error.code === 'validation_failed' && error.field === 'email') return { kind: 'field', key: 'invalid' };
  if (error.code === 'daily_limit_reached') return { kind: 'dailyLimit' };
  if (error.code === 'rate_limited') return { kind: 'tooManyAttempts' };
  return { kind: 'generic' };
}
