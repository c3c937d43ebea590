import { and, eq } from 'drizzle-orm';
import { RETENTION_DISCOUNT_DAYS } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { discountCodes } from '../db/schema';

const DAY_MS = 24 * 60 * 60_000;

/** `STAY50` for a 50 % offer: the code names what it is for, and is unique per member with its user id. */
const retentionCode = (percent: number) => `STAY${percent}`;

/**
 * The member's personal retention discount: created the first time (single use, valid
 * RETENTION_DISCOUNT_DAYS), the same row afterwards while it is still valid. The credits checkout
 * applies it like any personal code (discount_codes.user_id).
 */
export async function grantRetentionDiscount(
  db: Db,
  userId: number,
  percent: number,
  now: Date,
): Promise<{ code: string; percent: number; expiresAt: Date }> {
  const code = retentionCode(percent);
  const expiresAt = new Date(now.getTime() + RETENTION_DISCOUNT_DAYS * DAY_MS);
  await db
    .insert(discountCodes)
    .values({ code, userId, valuePercentage: percent, validity: 'once', status: 'active', expiresAt, createdAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select({ code: discountCodes.code, percent: discountCodes.valuePercentage, expiresAt: discountCodes.expiresAt })
    .from(discountCodes)
    .where(and(eq(discountCodes.userId, userId), eq(discountCodes.code, code)));
  // An expired code of an earlier offer is renewed: the member is offered the discount again.
  if (!row?.expiresAt || !(row.expiresAt > now)) {
    await db
      .update(discountCodes)
      .set({ expiresAt, status: 'active', valuePercentage: percent })
      .where(and(eq(discountCodes.userId, userId), eq(discountCodes.code, code)));
    return { code, percent, expiresAt };
  }
  return { code: row.code, percent: row.percent, expiresAt: row.expiresAt };
}
