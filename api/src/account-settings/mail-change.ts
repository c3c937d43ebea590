import { and, eq, ne } from 'drizzle-orm';
import { MAIL_CHANGE_DAILY_LIMIT, MAIL_CHANGE_TTL_MINUTES } from '@dating/shared/contracts/index';
import { mailLinkOrigin } from '../mail/mail-link-origin';
import { recipientName } from '../mail/recipient-name';
import { confirmAccount } from '../accounts/confirm-account';
import { isUniqueViolation } from '../accounts/signup-account';
import type { AppContext } from '../app-context';
import { claimOneTimeToken, issueOneTimeToken, peekOneTimeToken, voidOneTimeTokens } from '../auth/one-time-tokens';
import { hashToken } from '../auth/sessions';
import type { Db, DbOrTx } from '../db/database';
import { tokens, users } from '../db/schema';
import { ApiError, authenticationRequired } from '../http/errors';
import { isBannedAddress } from '../staff/sanctions/sanctions';
import { mailChangeConfirmMail, mailChangeNoticeMail } from './mail-change-mail';

/** English texts for logs and api users; the browser shows the translation of code + field. */
const EMAIL_IN_USE_MESSAGE = 'This e-mail address is already in use.';
const EMAIL_NOT_ACCEPTED_MESSAGE = 'This e-mail address cannot be used. Please use another one.';
const EMAIL_SAME_MESSAGE = 'This is already your e-mail address.';
const MAIL_CHANGE_LINK_INVALID_MESSAGE = 'Link expired or invalid';
const MAIL_CHANGE_DAILY_LIMIT_MESSAGE = 'Too many confirmation e-mails sent, please try again tomorrow.';

const inUse = () => new ApiError(409, 'conflict', EMAIL_IN_USE_MESSAGE, { field: 'email' });

async function addressTaken(db: DbOrTx, email: string, exceptUserId: number): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, exceptUserId)))
    .limit(1);
  return other !== undefined;
}

export interface MailChangeRequestInput {
  userId: number;
  /** The new address as typed (validated by the shared schema); stored lower-cased. */
  email: string;
  /** The request's Host header; checked before it goes into the link. */
  host: string | undefined;
  now: Date;
}

/**
 * Mails a single-use confirmation link to the NEW address (earlier links stop working) and a notice
 * to the current one. Nothing changes until the link is used. Refuses the member's own address and
 * one another account uses ('already in use': the product wants that answer although it tells
 * whether an address has an account, so the route is rate limited), and more than
 * MAIL_CHANGE_DAILY_LIMIT links a day.
 */
export async function requestMailChange(ctx: AppContext, input: MailChangeRequestInput): Promise<string> {
  const { db } = ctx;
  const email = input.email.trim().toLowerCase();
  const [account] = await db.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, input.userId));
  if (!account) throw authenticationRequired();
  if (email === account.email)
    throw new ApiError(400, 'validation_failed', EMAIL_SAME_MESSAGE, { field: 'email', issues: [{ path: 'email', message: 'same' }] });
  if (await addressTaken(db, email, input.userId)) throw inUse();
  // An address a ban keeps out (docs/moderation.md); the answer does not say why.
  if (await isBannedAddress(db, email)) throw new ApiError(409, 'email_not_accepted', EMAIL_NOT_ACCEPTED_MESSAGE, { field: 'email' });

  const issued = await db.transaction((tx) =>
    issueOneTimeToken(tx, {
      kind: 'mail_change',
      userId: input.userId,
      now: input.now,
      ttlMinutes: MAIL_CHANGE_TTL_MINUTES,
      dailyLimit: MAIL_CHANGE_DAILY_LIMIT,
      newEmail: email,
      voidEarlier: true,
    }),
  );
  if (!issued.ok) throw new ApiError(429, 'daily_limit_reached', MAIL_CHANGE_DAILY_LIMIT_MESSAGE);

  const link = `${await mailLinkOrigin(ctx, input.host)}/mail-change/do?token=${issued.token}`;
  const name = await recipientName(db, input.userId);
  try {
    await ctx.mailer.sendMail(mailChangeConfirmMail({ to: email, locale: account.language, name }, link));
  } catch (error) {
    // No e-mail, no link: the token must not count against the daily limit nor stay usable.
    await db.delete(tokens).where(eq(tokens.tokenHash, hashToken(issued.token)));
    throw error;
  }
  // The notice is a courtesy: the change itself already waits for the new address's confirmation.
  await ctx.mailer.sendMail(mailChangeNoticeMail({ to: account.email, locale: account.language, name })).catch(() => undefined);
  return email;
}

/** The account a mail-change link names, while it may still change its address: neither deleted nor waiting for deletion. */
async function mailChangeAccount(db: DbOrTx, userId: number): Promise<{ status: (typeof users.status.enumValues)[number] } | null> {
  const [account] = await db
    .select({ status: users.status, deletedAt: users.deletedAt, deletionRequestedAt: users.deletionRequestedAt })
    .from(users)
    .where(eq(users.id, userId));
  return account && !account.deletedAt && !account.deletionRequestedAt ? { status: account.status } : null;
}

/**
 * Whether confirmMailChange would take the link now (GET /api/mail-change-do.php, when its page
 * opens): reads only, the link stays as it was. An address another account took meanwhile is still
 * a working link here: the confirmation itself answers 'already in use'.
 */
export async function isMailChangeTokenUsable(db: DbOrTx, token: string, now: Date): Promise<boolean> {
  const found = await peekOneTimeToken(db, 'mail_change', token, now);
  return found !== null && found.newEmail !== null && (await mailChangeAccount(db, found.userId)) !== null;
}

/**
 * Uses a mail-change link: the account's address becomes the confirmed one. The token is claimed,
 * the address checked again and written in one transaction: when another account took the address
 * meanwhile (a signup, another change) the answer is 'already in use' and the link stays unused.
 * Links mailed to the old address (reset, activation: it may have been mistyped) stop working, and
 * an account not yet confirmed is confirmed as activation does: this link proved the new mailbox.
 * Returns the new address.
 */
export async function confirmMailChange(db: Db, token: string, now: Date): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const claimed = await claimOneTimeToken(tx, 'mail_change', token, now);
      if (!claimed?.newEmail) throw new ApiError(400, 'token_invalid', MAIL_CHANGE_LINK_INVALID_MESSAGE);
      const account = await mailChangeAccount(tx, claimed.userId);
      if (!account) throw new ApiError(400, 'token_invalid', MAIL_CHANGE_LINK_INVALID_MESSAGE);
      // Banned since the change was asked for: refused as an address that cannot be had (the page says only that).
      if ((await addressTaken(tx, claimed.newEmail, claimed.userId)) || (await isBannedAddress(tx, claimed.newEmail))) throw inUse();
      await tx.update(users).set({ email: claimed.newEmail }).where(eq(users.id, claimed.userId));
      await voidOneTimeTokens(tx, claimed.userId, 'reset', now);
      await voidOneTimeTokens(tx, claimed.userId, 'mail_change', now);
      await voidOneTimeTokens(tx, claimed.userId, 'activation', now);
      if (account.status === 'not_confirmed') await confirmAccount(tx, claimed.userId);
      return claimed.newEmail;
    });
  } catch (error) {
    // Two confirmations (or a signup) racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw inUse();
    throw error;
  }
}
