import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { discountCodes, discountRedemptions } from '../db/schema';

/**
 * Records that a completed payment used its discount code, in the completion's transaction (the caller holds
 * the payment's lock). False when the code was redeemed first by another payment — of this member for a
 * once-per-user code (the unique (code, member) index decides between two payments in flight), of anyone for
 * a once code (the code's row is locked while it is decided). An unlimited code is always honoured; its first
 * use per member is recorded.
 */
export async function redeemDiscount(
  tx: Tx,
  input: { discountCodeId: number; userId: number; paymentId: number; now: Date },
): Promise<boolean> {
  const [code] = await tx
    .select({ validity: discountCodes.validity })
    .from(discountCodes)
    .where(eq(discountCodes.id, input.discountCodeId));
  // The code is gone (its member's personal codes went with an erased account): nothing left to honour twice.
  if (!code) return true;
  if (code.validity === 'once') {
    // Only a once code is locked: a once-per-user code (the time bonus) is decided by the unique index, so
    // completions of different members never queue on its row.
    await tx.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.id, input.discountCodeId)).for('update');
    const [earlier] = await tx
      .select({ id: discountRedemptions.id })
      .from(discountRedemptions)
      .where(eq(discountRedemptions.discountCodeId, input.discountCodeId))
      .limit(1);
    if (earlier) return false;
  }
  const [inserted] = await tx
    .insert(discountRedemptions)
    .values({ discountCodeId: input.discountCodeId, userId: input.userId, paymentId: input.paymentId, createdAt: input.now })
    .onConflictDoNothing({ target: [discountRedemptions.discountCodeId, discountRedemptions.userId] })
    .returning({ id: discountRedemptions.id });
  return inserted !== undefined || code.validity === 'unlimited';
}
