import { and, asc, eq, isNotNull, isNull, max, type SQL } from 'drizzle-orm';
import type { StaffAccount } from '@dating/shared/contracts/staff-admin';
import type { DbOrTx, Tx } from '../db/database';
import { staffAccounts, staffSessions } from '../db/schema';
import { recordStaffAction, type StaffActor } from './audit-log';
import { endEveryStaffSession } from './staff-sessions';

/*
 * The admins' work on the team: who is on it, and disabling or enabling an account. Inviting is
 * createStaffAccount and a new set-up link renewSetupToken (staff-accounts.ts), the same as the command
 * line's.
 */

const lastActive = max(staffSessions.lastSeenAt);

async function selectAccounts(db: DbOrTx, where?: SQL): Promise<StaffAccount[]> {
  const rows = await db
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      role: staffAccounts.role,
      passwordHash: staffAccounts.passwordHash,
      totpEnrolledAt: staffAccounts.totpEnrolledAt,
      createdAt: staffAccounts.createdAt,
      disabledAt: staffAccounts.disabledAt,
      lastActiveAt: lastActive,
    })
    .from(staffAccounts)
    .leftJoin(staffSessions, eq(staffSessions.staffId, staffAccounts.id))
    .where(where)
    .groupBy(staffAccounts.id)
    .orderBy(asc(staffAccounts.id));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    set_up: row.passwordHash !== null,
    two_step: row.totpEnrolledAt !== null,
    created_at: row.createdAt.toISOString(),
    disabled_at: row.disabledAt?.toISOString() ?? null,
    // Sessions are deleted when they end: this is the newest one's last use while any is kept.
    last_active_at: row.lastActiveAt ? new Date(row.lastActiveAt).toISOString() : null,
  }));
}

/** Every staff account, disabled ones included, oldest first. */
export function listStaffAccounts(db: DbOrTx): Promise<StaffAccount[]> {
  return selectAccounts(db);
}

/** One account as the team page shows it, or null. */
export async function loadStaffAccount(db: DbOrTx, staffId: number): Promise<StaffAccount | null> {
  const [account] = await selectAccounts(db, eq(staffAccounts.id, staffId));
  return account ?? null;
}

export type DisableOutcome = { ok: true; account: StaffAccount } | { ok: false; reason: 'not_found' | 'self' };

/**
 * Disables an account and ends its sessions in one transaction: its next call is a 404 as for anyone
 * else. Disabling one that is disabled already changes nothing and writes no row.
 */
export async function disableStaffAccount(
  tx: Tx,
  input: { staffId: number; reason: string; actor: NonNullable<StaffActor> },
  now: Date,
): Promise<DisableOutcome> {
  if (input.staffId === input.actor.staffId) return { ok: false, reason: 'self' };
  const [disabled] = await tx
    .update(staffAccounts)
    .set({ disabledAt: now })
    .where(and(eq(staffAccounts.id, input.staffId), isNull(staffAccounts.disabledAt)))
    .returning({ email: staffAccounts.email, role: staffAccounts.role });
  if (disabled) {
    const ended = await endEveryStaffSession(tx, input.staffId);
    await recordStaffAction(tx, {
      actor: input.actor,
      action: 'staff_disabled',
      detail: { staff_id: input.staffId, email: disabled.email, role: disabled.role, sessions_ended: ended },
      reason: input.reason,
      at: now,
    });
  }
  const account = await loadStaffAccount(tx, input.staffId);
  return account ? { ok: true, account } : { ok: false, reason: 'not_found' };
}

/** Lets a disabled account log in again; one that is not disabled is left as it is, without a row. */
export async function enableStaffAccount(tx: Tx, input: { staffId: number; actor: NonNullable<StaffActor> }, now: Date) {
  const [enabled] = await tx
    .update(staffAccounts)
    .set({ disabledAt: null })
    .where(and(eq(staffAccounts.id, input.staffId), isNotNull(staffAccounts.disabledAt)))
    .returning({ email: staffAccounts.email, role: staffAccounts.role });
  if (enabled) {
    await recordStaffAction(tx, {
      actor: input.actor,
      action: 'staff_enabled',
      detail: { staff_id: input.staffId, email: enabled.email, role: enabled.role },
      at: now,
    });
  }
  return loadStaffAccount(tx, input.staffId);
}
