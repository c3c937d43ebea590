import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { tokens, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { mailLinkOrigin } from '../mail/mail-link-origin';
import { recipientName } from '../mail/recipient-name';
import { resetMail } from '../mail/templates/reset-mail';
import { issueResetToken } from './reset-tokens';
import { hashToken } from './sessions';

/** English texts for logs and api users; the browser shows the translation of each code. */
const EMAIL_NOT_FOUND_MESSAGE = 'E-mail address not found';
const DAILY_LIMIT_MESSAGE = 'Too many password reset emails sent, please try again tomorrow.';

export interface PasswordResetRequestInput {
  /** The address as typed; looked up lower-cased. */
  email: string;
  /** The request's Host header; checked before it goes into the link. */
  host: string | undefined;
  now: Date;
}

/**
 * Mails a single-use reset link valid for one hour to the account of `email`, in the member's
 * language. An address without an account (or one deleted or waiting for deletion) is answered
 * 404 'E-mail address not found': the product wants that answer, accepting that it tells whether an
 * address has an account (the route's rate limit slows guessing down). Returns the address, lower-cased.
 */
export async function requestPasswordReset(ctx: AppContext, input: PasswordResetRequestInput): Promise<string> {
  const { db } = ctx;
  const email = input.email.trim().toLowerCase();
  const [account] = await db
    .select({ id: users.id, language: users.language, deletedAt: users.deletedAt, deletionRequestedAt: users.deletionRequestedAt })
    .from(users)
    .where(eq(users.email, email));
  if (!account || account.deletedAt || account.deletionRequestedAt) throw new ApiError(404, 'not_found', EMAIL_NOT_FOUND_MESSAGE);

  const issued = await db.transaction((tx) => issueResetToken(tx, account.id, input.now));
  if (!issued.ok) throw new ApiError(429, 'daily_limit_reached', DAILY_LIMIT_MESSAGE);

  const link = `${await mailLinkOrigin(ctx, input.host)}/reset-password/do?token=${issued.token}`;
  try {
    const name = await recipientName(db, account.id);
    await ctx.mailer.sendMail(resetMail({ to: email, locale: account.language, name }, link));
  } catch (error) {
    // No e-mail, no link: the token must not count against the daily limit nor stay usable.
    await db.delete(tokens).where(eq(tokens.tokenHash, hashToken(issued.token)));
    throw error;
  }
  return email;
}
