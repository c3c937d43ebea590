import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { users } from '../db/schema';
import { ApiError } from '../http/errors';
import { endSuspensions, sanctionOf } from '../staff/sanctions/sanctions';

/** English texts for logs and api users; the browser shows the translation of the code (with the end, for a suspension). */
const BANNED_MESSAGE = 'Your account has been banned.';
const SUSPENDED_MESSAGE = 'Your account is suspended.';

/**
 * The one answer to a suspended or banned member at every way in (docs/moderation.md, "Every way in"): the
 * login form, a mail's login link, a password reset, a reactivation. A ban is 403 account_banned (the
 * screen shows /pages/ban), a running suspension 403 account_suspended with its end (`until`, shown in the
 * member's language). A suspension whose end has passed is cleared here, so the member is back at once
 * (their profile seen again) rather than after the `end-suspensions` job.
 *
 * Call it before anything of the way in is changed or used up — inside its transaction, so a refusal rolls
 * the claimed link, the new password or the reactivation back and the link still works once the sanction
 * is over. `startSession` asks it too, last, so no session is ever minted for a sanctioned account.
 */
export async function refuseSanctioned(
  db: DbOrTx,
  account: { id: number; bannedAt: Date | null; suspendedUntil: Date | null },
  now: Date,
): Promise<void> {
  const sanction = sanctionOf(account, now);
  if (sanction?.kind === 'ban') throw new ApiError(403, 'account_banned', BANNED_MESSAGE);
  if (sanction?.kind === 'suspension') {
    throw new ApiError(403, 'account_suspended', SUSPENDED_MESSAGE, { until: sanction.until.toISOString() });
  }
  if (account.suspendedUntil) await endSuspensions(db, now, account.id);
}

/** refuseSanctioned for a member known by id (a link's or a token's): reads the account's sanction first. */
export async function refuseSanctionedMember(db: DbOrTx, userId: number, now: Date): Promise<void> {
  const [account] = await db
    .select({ id: users.id, bannedAt: users.bannedAt, suspendedUntil: users.suspendedUntil })
    .from(users)
    .where(eq(users.id, userId));
  if (account) await refuseSanctioned(db, account, now);
}
