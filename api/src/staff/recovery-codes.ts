import { createHash } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { Secret } from 'otpauth';
import type { DbOrTx } from '../db/database';
import { staffRecoveryCodes } from '../db/schema';

/** Enough for a year of lost phones; each works once. */
const RECOVERY_CODE_COUNT = 10;
/** 80 random bits: 16 base32 characters, shown in four groups (`ABCD-EFGH-IJKL-MNOP`). */
const RECOVERY_CODE_BYTES = 10;

/** As typed: any case, with or without the dashes and spaces. */
function normalized(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * SHA-256, not argon2: a code is 80 random bits, beyond guessing whatever the hash, and a slow hash would
 * cost every login seconds for nothing.
 */
function codeHash(code: string): string {
  return createHash('sha256').update(normalized(code)).digest('hex');
}

function newRecoveryCode(): string {
  return new Secret({ size: RECOVERY_CODE_BYTES }).base32.match(/.{4}/g)!.join('-');
}

/** New recovery codes for the account, its earlier ones gone: the codes as shown once, never stored. */
export async function replaceRecoveryCodes(tx: DbOrTx, staffId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ staffId, codeHash: codeHash(code) })));
  return codes;
}

/**
 * Uses one of the account's recovery codes: the unused codes left, or null when it is not one of them. One
 * conditional UPDATE, so two logins with the same code cannot both pass.
 */
export async function useRecoveryCode(tx: DbOrTx, staffId: number, code: string, now: Date): Promise<{ left: number } | null> {
  const unused = and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt));
  const [used] = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(and(unused, eq(staffRecoveryCodes.codeHash, codeHash(code))))
    .returning({ id: staffRecoveryCodes.id });
  if (!used) return null;
  const [left] = await tx.select({ n: count() }).from(staffRecoveryCodes).where(unused);
  return { left: left?.n ?? 0 };
}
