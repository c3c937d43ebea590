import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { RefundState } from '@dating/shared/contracts/staff-members';
import type { AppContext } from '../../app-context';
import { eraseDueAccounts } from '../../account-deletion/erase';
import { chatPhotoDir } from '../../chat-photos/chat-photos';
import type { DbOrTx } from '../../db/database';
import { profiles, users } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { requestRefund } from '../../payments/refund-request';
import { recordStaffAction, type StaffActor } from '../audit-log';
import { closeMemberEverywhere } from '../sanctions/sanctions';

/*
 * The support and erasure actions of a member's page. Each writes its audit row in the transaction of the
 * change: the direct-debit block, the erasure, and the refund row written before the provider is asked
 * (payments/refund-request.ts, shared with `npm run payments:refund`).
 */

async function profileOf(db: DbOrTx, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
  return row?.id;
}

export interface RefundInput {
  memberUserId: number;
  /** The payment's public id: it must be this member's. */
  paymentPublicId: string;
  amountCents?: number | undefined;
  reason: string;
  /** The refund dialog's idempotency key: the same key again answers the first refund. */
  key: string;
  actor: StaffActor;
  now: Date;
}

/**
 * Refunds a member's payment (in full, or `amountCents`) by the command line's path (requestRefund: completed,
 * within the site's refund days, no more than is left with the open refunds counted, once per key). A payment
 * that is not the member's is not found; one that cannot be refunded is `refund_refused` with the reason; one
 * the provider refused is `refund_failed`.
 */
export async function refundMemberPayment(
  ctx: AppContext,
  input: RefundInput,
): Promise<{ refundCents: number; currency: string; state: RefundState }> {
  const result = await requestRefund(ctx.db, ctx.payments.provider, {
    publicId: input.paymentPublicId,
    memberUserId: input.memberUserId,
    amountCents: input.amountCents,
    key: input.key,
    reason: input.reason,
    actor: input.actor,
    now: input.now,
  });
  if (!result.ok) {
    if (result.error === 'not_found') throw notFound('No such payment of this member.');
    throw new ApiError(409, result.error, result.message);
  }
  return { refundCents: result.refundCents, currency: result.currency, state: result.state };
}

/** Lifts the member's direct-debit block, with its audit row. `direct_debit_not_blocked` when there is none. */
export async function unblockDirectDebit(
  ctx: AppContext,
  input: { memberUserId: number; reason: string; actor: StaffActor },
): Promise<void> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ blockedAt: users.directDebitBlockedAt, blockReason: users.directDebitBlockReason })
      .from(users)
      .where(eq(users.id, input.memberUserId))
      .for('update');
    if (!account) return 'not_found' as const;
    if (!account.blockedAt) return 'not_blocked' as const;
    await tx
      .update(users)
      .set({ directDebitBlockedAt: null, directDebitBlockReason: null })
      .where(and(eq(users.id, input.memberUserId), isNotNull(users.directDebitBlockedAt)));
    const profileId = await profileOf(tx, input.memberUserId);
    await recordStaffAction(tx, {
      actor: input.actor,
      action: 'direct_debit_unblocked',
      memberUserId: input.memberUserId,
      ...(profileId === undefined ? {} : { profileId }),
      detail: { blocked_at: account.blockedAt.toISOString(), block_reason: account.blockReason },
      reason: input.reason,
    });
    return 'ok' as const;
  });
  if (outcome === 'not_found') throw notFound('No such member.');
  if (outcome === 'not_blocked') throw new ApiError(409, 'direct_debit_not_blocked', 'Direct debit is not blocked for this member.');
}

/**
 * Erases the account now by the account-deletion path (eraseDueAccounts for this one account): everything
 * of the member goes in one transaction with the audit row, then their photo files; their sockets close.
 */
export async function eraseMember(
  ctx: AppContext,
  input: { memberUserId: number; reason: string; actor: StaffActor; now: Date },
): Promise<void> {
  const profileId = await profileOf(ctx.db, input.memberUserId);
  const erased = await eraseDueAccounts(ctx.db, {
    now: input.now,
    photoDir: path.join(ctx.config.dataDir, 'photos'),
    chatPhotoDir: chatPhotoDir(ctx.config.dataDir),
    userId: input.memberUserId,
    limit: 1,
    within: (tx, userId) =>
      recordStaffAction(tx, {
        actor: input.actor,
        action: 'member_erased',
        memberUserId: userId,
        ...(profileId === undefined ? {} : { profileId }),
        reason: input.reason,
      }),
  });
  if (erased.length === 0) throw notFound('No such member.');
  closeMemberEverywhere(ctx.realtime, input.memberUserId);
}
