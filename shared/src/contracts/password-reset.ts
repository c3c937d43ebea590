import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { lineText } from './fields';
import { UserSchema } from './user';

/** Password reset: how many reset e-mails one account may be sent per 24 hours. */
export const PASSWORD_RESET_DAILY_LIMIT = 3;
/** A reset link works for one hour, once. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** New passwords: at least this long (login accepts any non-empty one, for older accounts). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;

/** POST /api/password-reset.php: ask for a reset link by e-mail. */
export const PasswordResetRequestSchema = z.object({
  email: z.email().max(254),
});

/** The answer names the address the link went to (lower-cased, as stored). */
const PasswordResetResponseSchema = z.object({ ok: z.literal(true), email: z.string() });

/** A reset token as it travels in the link: 32 random bytes, base64url (43 characters). */
export const ResetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/**
 * POST /api/password-reset-do.php: set the new password with the token of the link. The token is
 * checked for shape only here: an unknown, expired or used token is `token_invalid`, not a field error.
 */
export const PasswordResetDoRequestSchema = z
  .object({
    token: lineText().max(256),
    password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
    password_repeat: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((value) => value.password === value.password_repeat, {
    path: ['password_repeat'],
    message: 'The entered passwords are not the same.',
  });

/**
 * GET /api/password-reset-do.php?token= and GET /api/mail-change-do.php?token=: whether the link
 * still works, asked when its page opens, so a used or expired link says so before anything is
 * typed. Reads only: a link scanner opening the page uses nothing up. Any token is answered, a
 * malformed one `valid: false`.
 */
export const LinkCheckQuerySchema = z.object({ token: lineText().max(256) });
export const LinkCheckResponseSchema = z.object({ valid: z.boolean() });

/** The member is logged in on this browser afterwards (a fresh session). */
export const PasswordResetDoResponseSchema = z.object({ user: UserSchema });

/** Mails a single-use reset link, valid an hour (no auth); an unknown address is 404, past the daily limit 429. */
export const requestPasswordResetEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/password-reset.php',
  access: 'visitor',
  cache: 'no-store',
  // The 404 for unknown addresses answers whether an account exists, so guessing is slowed down.
  rate: { per: 'address', max: 20, windowSeconds: 900 },
  body: PasswordResetRequestSchema,
  response: PasswordResetResponseSchema,
  errors: ['not_found', 'daily_limit_reached'],
});

/** Whether a reset link still works, asked when its page opens; uses nothing up (no auth). A suspended or banned account's working link answers as saving would. */
export const checkPasswordResetLinkEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/password-reset-do.php',
  access: 'visitor',
  cache: 'no-store',
  // A page opening asks once; a token cannot be guessed, so this only stops a flood.
  rate: { per: 'address', max: 60, windowSeconds: 900 },
  query: LinkCheckQuerySchema,
  response: LinkCheckResponseSchema,
  errors: ['account_suspended', 'account_banned'],
});

/**
 * Sets the new password with the link's token and logs the member in on this browser, every other session
 * ended (no auth). A suspended or banned account is refused as at login (account_suspended with its end,
 * account_banned), its password unchanged and the link unused.
 */
export const resetPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/password-reset-do.php',
  access: 'visitor',
  cache: 'no-store',
  rate: { per: 'address', max: 30, windowSeconds: 900 },
  body: PasswordResetDoRequestSchema,
  response: PasswordResetDoResponseSchema,
  errors: ['token_invalid', 'account_suspended', 'account_banned'],
});
