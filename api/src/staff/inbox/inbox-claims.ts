import { and, eq, gt, sql } from 'drizzle-orm';
import { CLAIM_LEASE_SECONDS } from '@dating/shared/contracts/staff-inbox';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { inboxClaims } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { recordStaffAction } from '../audit-log';
import type { StaffViewer } from '../staff-sessions';
import { inboxPairsSql, rowsOf } from './inbox-queue';

const conversationClaimed = () => new ApiError(409, 'conversation_claimed', 'Another operator is answering this conversation.');
export const claimRequired = () =>
  new ApiError(409, 'claim_required', 'Your hold on this conversation ran out: take it again before you write.');

const leaseEnd = (now: Date) => new Date(now.getTime() + CLAIM_LEASE_SECONDS * 1000);

/** The two sides of a conversation the inbox serves (a member and a persona), or null for any other conversation. */
export async function inboxPair(
  db: DbOrTx,
  conversationId: number,
): Promise<{ conversationId: number; personaId: number; memberProfileId: number; memberUserId: number } | null> {
  const [row] = rowsOf(await db.execute(sql`SELECT * FROM (${inboxPairsSql()}) pair WHERE pair.conversation_id = ${conversationId}`));
  if (!row) return null;
  return {
    conversationId,
    personaId: Number(row.persona_id),
    memberProfileId: Number(row.member_profile_id),
    memberUserId: Number(row.member_user_id),
  };
}

/**
 * Takes or renews the staff member's lease on a conversation of the inbox. One conditional upsert on the
 * conversation's row: it inserts, or overwrites a lease that ran out or is the caller's own, and leaves
 * another's running lease alone — on PostgreSQL two operators racing both reach the row, the second waits
 * for the first's commit and then finds the lease held, so exactly one gets it. The audit row is written
 * when the conversation changes hands, not for each renewal.
 */
export async function claimConversation(
  db: Db,
  viewer: StaffViewer,
  conversationId: number,
  now: Date,
): Promise<{ expiresAt: Date; taken: boolean; memberUserId: number; personaId: number }> {
  return db.transaction(async (tx) => {
    const pair = await inboxPair(tx, conversationId);
    if (!pair) throw notFound('Conversation not found');
    const expiresAt = leaseEnd(now);
    const [row] = await tx
      .insert(inboxClaims)
      .values({ conversationId, staffId: viewer.staffId, claimedAt: now, expiresAt })
      .onConflictDoUpdate({
        target: inboxClaims.conversationId,
        set: {
          staffId: viewer.staffId,
          expiresAt,
          // A renewal keeps when the lease was first taken; a lease taken over starts now.
          claimedAt: sql`CASE WHEN ${inboxClaims.staffId} = ${viewer.staffId} AND ${inboxClaims.expiresAt} > ${now.toISOString()}::timestamptz THEN ${inboxClaims.claimedAt} ELSE excluded.claimed_at END`,
        },
        setWhere: sql`${inboxClaims.staffId} = ${viewer.staffId} OR ${inboxClaims.expiresAt} <= ${now.toISOString()}::timestamptz`,
      })
      .returning({ claimedAt: inboxClaims.claimedAt });
    if (!row) throw conversationClaimed();
    const taken = row.claimedAt.getTime() === now.getTime();
    if (taken) {
      await recordStaffAction(tx, {
        actor: viewer,
        action: 'conversation_claimed',
        memberUserId: pair.memberUserId,
        profileId: pair.personaId,
        detail: { conversation: conversationId },
        at: now,
      });
    }
    return { expiresAt, taken, memberUserId: pair.memberUserId, personaId: pair.personaId };
  });
}

/** Gives the staff member's lease back; true when they held one (a running or an ended one: either way it is gone). */
export async function releaseConversation(db: Db, viewer: StaffViewer, conversationId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(inboxClaims)
      .where(and(eq(inboxClaims.conversationId, conversationId), eq(inboxClaims.staffId, viewer.staffId)))
      .returning({ expiresAt: inboxClaims.expiresAt });
    if (gone.length === 0) return false;
    await recordStaffAction(tx, {
      actor: viewer,
      action: 'conversation_released',
      detail: { conversation: conversationId },
      at: now,
    });
    return true;
  });
}

/**
 * The staff member's running lease, locked until the transaction ends and renewed: what writing in the
 * conversation takes. A lease that ran out may meanwhile be another operator's, so it is claim_required
 * (claim again) rather than renewed here.
 */
export async function holdClaim(tx: Tx, viewer: StaffViewer, conversationId: number, now: Date): Promise<Date> {
  const [held] = await tx
    .select({ staffId: inboxClaims.staffId })
    .from(inboxClaims)
    .where(and(eq(inboxClaims.conversationId, conversationId), eq(inboxClaims.staffId, viewer.staffId), gt(inboxClaims.expiresAt, now)))
    .for('update');
  if (!held) throw claimRequired();
  const expiresAt = leaseEnd(now);
  await tx.update(inboxClaims).set({ expiresAt }).where(eq(inboxClaims.conversationId, conversationId));
  return expiresAt;
}

/** Whether the staff member holds a running lease on the conversation (reading it asks; admins read any). */
export async function holdsClaim(db: DbOrTx, viewer: StaffViewer, conversationId: number, now: Date): Promise<Date | null> {
  const [held] = await db
    .select({ expiresAt: inboxClaims.expiresAt })
    .from(inboxClaims)
    .where(and(eq(inboxClaims.conversationId, conversationId), eq(inboxClaims.staffId, viewer.staffId), gt(inboxClaims.expiresAt, now)));
  return held?.expiresAt ?? null;
}
