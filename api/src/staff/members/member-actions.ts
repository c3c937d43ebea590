import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { eraseDueAccounts } from '../../account-deletion/erase';
import { chatPhotoDir } from '../../chat-photos/chat-photos';
import type { DbOrTx } from '../../db/database';
import { payments, profiles, users } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { requestRefund } from '../../payments/refund-command';
import { recordStaffAction, type StaffActor } from '../audit-log';
import { closeMemberEverywhere } from '../sanctions/sanctions';

/*
 * The support and erasure actions of a member's page. Each writes its audit row: in the transaction of
 * the change where there is one (the direct-debit block, the erasure); for a refund, once the provider has
 * taken the request (our own rows change only when it confirms, as for `npm run payments:refund`).
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
  actor: StaffActor;
  now: Date;
}

/**
 * Asks the payment provider to refund a member's payment (in full, or `amountCents`), by the command line's
 * path (requestRefund: completed, within the site's refund days, no more than is left). A payment that is
 * not the member's is not found; one that cannot be refunded is `refund_refused` with the reason.
 */
export async function refundMemberPayment(ctx: AppContext, input: RefundInput): Promise<{ refundCents: number; currency: string }> {
  const { db } = ctx;
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.publicId, input.paymentPublicId), eq(payments.userId, input.memberUserId)));
  if (!payment) throw notFound('No such payment of this member.');
  const result = await requestRefund(db, ctx.config.sandboxPspSecret, {
    publicId: input.paymentPublicId,
    amountCents: input.amountCents,
    now: input.now,
  });
  if (!result.ok || result.refundCents === undefined || result.currency === undefined) {
    throw new ApiError(409, 'refund_refused', result.message);
  }
  const { refundCents, currency } = result;
  const profileId = await profileOf(db, input.memberUserId);
  await db.transaction((tx) =>
    recordStaffAction(tx, {
      actor: input.actor,
      action: 'payment_refunded',
      memberUserId: input.memberUserId,
      ...(profileId === undefined ? {} : { profileId }),
      detail: { payment: input.paymentPublicId, amount_cents: refundCents, currency, full: input.amountCents === undefined },
      reason: input.reason,
    }),
  );
  return { refundCents, currency };
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
