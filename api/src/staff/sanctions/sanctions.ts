import { createHash } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import { bannedAddresses, moderationDecisions, profiles, sessions, users } from '../../db/schema';
import type { RealtimeHub } from '../../realtime/hub';

/*
 * Sanctions (docs/moderation.md, "Suspensions and bans"): a suspension until a date or a ban, imposed by a
 * moderation decision (staff/moderation/decide.ts writes the decision and calls these in its transaction).
 * The account's state is the users columns; the profile is hidden by the visibility rules that read them
 * (members/sanctioned.ts), so nothing of the profile itself changes and a lift restores it as it was.
 */

/** The SHA-256 of a lower-cased address: what banned_addresses keeps, so the list names no one. */
function addressHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export interface SanctionInput {
  memberUserId: number;
  kind: 'suspend' | 'ban';
  /** The suspension's end (required for a suspension, ignored for a ban). */
  until?: Date | undefined;
  /** The moderation decision that imposes it (its grounds are the statement of reasons). */
  decisionId: number;
  now?: Date;
}

/**
 * Imposes a suspension or a ban, in the decision's transaction: the account's state set, every session of
 * the member deleted (their next call is a logged-out one), the profile marked offline, and for a ban the
 * address kept out of new signups. After the commit, call closeMemberEverywhere to close their sockets.
 * A ban replaces a suspension; a suspension over a ban is refused (lift the ban first).
 */
export async function imposeSanction(tx: Tx, input: SanctionInput): Promise<void> {
  const now = input.now ?? new Date();
  const [account] = await tx
    .select({ email: users.email, bannedAt: users.bannedAt })
    .from(users)
    .where(eq(users.id, input.memberUserId))
    .for('update');
  if (!account) throw new Error(`imposeSanction: no member ${input.memberUserId}`);
  if (input.kind === 'suspend') {
    if (!input.until || input.until.getTime() <= now.getTime()) throw new Error('imposeSanction: a suspension needs an end in the future');
    if (account.bannedAt) throw new Error('imposeSanction: the member is banned; lift the ban before suspending');
    await tx
      .update(users)
      .set({ suspendedUntil: input.until, sanctionDecisionId: input.decisionId })
      .where(eq(users.id, input.memberUserId));
  } else {
    await tx
      .update(users)
      .set({ bannedAt: account.bannedAt ?? now, suspendedUntil: null, sanctionDecisionId: input.decisionId })
      .where(eq(users.id, input.memberUserId));
    await tx
      .insert(bannedAddresses)
      .values({ emailHash: addressHash(account.email), decisionId: input.decisionId, createdAt: now })
      .onConflictDoNothing();
  }
  await tx.delete(sessions).where(eq(sessions.userId, input.memberUserId));
  await tx.update(profiles).set({ online: false }).where(eq(profiles.userId, input.memberUserId));
}

/**
 * Lifts the sanction in force (a moderator's `lift` decision, or an appeal upheld): the account may log in
 * again, the profile is seen again, and the address may sign up again. Returns whether there was one.
 */
export async function liftSanction(tx: Tx, input: { memberUserId: number; decisionId: number }): Promise<boolean> {
  const [account] = await tx
    .select({ email: users.email, bannedAt: users.bannedAt, suspendedUntil: users.suspendedUntil })
    .from(users)
    .where(eq(users.id, input.memberUserId))
    .for('update');
  if (!account || (!account.bannedAt && !account.suspendedUntil)) return false;
  await tx.update(users).set({ bannedAt: null, suspendedUntil: null, sanctionDecisionId: null }).where(eq(users.id, input.memberUserId));
  // Only this member's own ban frees the address: one banned by a decision about another account stays kept out.
  await tx
    .delete(bannedAddresses)
    .where(
      and(
        eq(bannedAddresses.emailHash, addressHash(account.email)),
        inArray(
          bannedAddresses.decisionId,
          tx
            .select({ id: moderationDecisions.id })
            .from(moderationDecisions)
            .where(eq(moderationDecisions.memberUserId, input.memberUserId)),
        ),
      ),
    );
  return true;
}

/**
 * After the sanction's commit: every process closes the member's realtime sockets (their sessions are gone;
 * the hub tells a banned member's tabs so with REALTIME_CLOSE.banned, and the shell shows the ban page).
 * Goes through the hub's LISTEN/NOTIFY fan-out, so sockets held by other api processes close too.
 */
export function closeMemberEverywhere(realtime: Pick<RealtimeHub, 'sessionsChanged'>, memberUserId: number): void {
  realtime.sessionsChanged(memberUserId);
}

export type SanctionState = { kind: 'ban'; since: Date } | { kind: 'suspension'; until: Date } | null;

/**
 * The sanction in force on an account now. A suspension whose end has passed is none (and is cleared
 * lazily: at the member's next login, or by the `end-suspensions` job, whichever comes first).
 */
export function sanctionOf(account: { bannedAt: Date | null; suspendedUntil: Date | null }, now: Date): SanctionState {
  if (account.bannedAt) return { kind: 'ban', since: account.bannedAt };
  if (account.suspendedUntil && account.suspendedUntil.getTime() > now.getTime())
    return { kind: 'suspension', until: account.suspendedUntil };
  return null;
}

/**
 * The sanction in force on a member's account now, read from the database (null: none, or no such account).
 * What every way into a member session (login, token links, password reset, reactivation) and every notification
 * sender asks, so a sanction means the same everywhere.
 */
export async function sanctionInForce(db: DbOrTx, userId: number, now: Date): Promise<SanctionState> {
  const [account] = await db
    .select({ bannedAt: users.bannedAt, suspendedUntil: users.suspendedUntil })
    .from(users)
    .where(eq(users.id, userId));
  return account ? sanctionOf(account, now) : null;
}

/**
 * SQL condition on `users`: no sanction in force at `now` (a suspension whose end has passed counts as none,
 * cleared or not). For selections of members to notify: sanctionInForce's rule in a query.
 */
export function noSanctionInForce(now: Date): SQL {
  return and(isNull(users.bannedAt), or(isNull(users.suspendedUntil), lte(users.suspendedUntil, now))) as SQL;
}

/** Whether an address belongs to a banned account (signup and mail change refuse it). */
export async function isBannedAddress(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: bannedAddresses.emailHash })
    .from(bannedAddresses)
    .where(eq(bannedAddresses.emailHash, addressHash(email)));
  return row !== undefined;
}

/**
 * Ends the suspensions whose end has passed (or only this member's): the profile is seen again. Returns
 * how many. Idempotent: a second run finds none.
 */
export async function endSuspensions(db: DbOrTx, now: Date, memberUserId?: number): Promise<number> {
  const ended = await db
    .update(users)
    .set({ suspendedUntil: null, sanctionDecisionId: null })
    .where(
      and(
        isNotNull(users.suspendedUntil),
        lte(users.suspendedUntil, now),
        memberUserId === undefined ? undefined : eq(users.id, memberUserId),
      ),
    )
    .returning({ id: users.id });
  return ended.length;
}
