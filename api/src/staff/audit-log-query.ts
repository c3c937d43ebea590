import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { AUDIT_LOG_PAGE_SIZE, type AuditEntry, type AuditLogQuery } from '@dating/shared/contracts/staff-admin';
import type { DbOrTx } from '../db/database';
import { staffAccounts, staffAuditLog } from '../db/schema';

const DAY_MS = 86_400_000;

/** The start of a filter's day (UTC midnight); `to` takes the day after, so that its whole day is in. */
function dayStart(day: string, plusDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * DAY_MS);
}

function conditions(query: AuditLogQuery): SQL[] {
  const where: SQL[] = [];
  if (query.staff !== undefined) where.push(eq(staffAuditLog.staffId, query.staff));
  if (query.action !== undefined) where.push(eq(staffAuditLog.action, query.action));
  if (query.member !== undefined) where.push(eq(staffAuditLog.memberUserId, query.member));
  if (query.profile !== undefined) where.push(eq(staffAuditLog.profileId, query.profile));
  if (query.from !== undefined) where.push(gte(staffAuditLog.at, dayStart(query.from)));
  if (query.to !== undefined) where.push(lt(staffAuditLog.at, dayStart(query.to, 1)));
  if (query.before !== undefined) where.push(lt(staffAuditLog.id, query.before));
  return where;
}

/**
 * A page of the audit log, newest first (by id: the order rows were written in), and the cursor of the
 * page after it. One row more than the page tells whether there is one.
 */
export async function listAuditLog(db: DbOrTx, query: AuditLogQuery): Promise<{ entries: AuditEntry[]; olderCursor: number | null }> {
  const rows = await db
    .select({
      id: staffAuditLog.id,
      at: staffAuditLog.at,
      staffId: staffAuditLog.staffId,
      email: staffAccounts.email,
      role: staffAuditLog.role,
      action: staffAuditLog.action,
      memberUserId: staffAuditLog.memberUserId,
      profileId: staffAuditLog.profileId,
      detail: staffAuditLog.detail,
      reason: staffAuditLog.reason,
    })
    .from(staffAuditLog)
    .leftJoin(staffAccounts, eq(staffAccounts.id, staffAuditLog.staffId))
    .where(and(...conditions(query)))
    .orderBy(desc(staffAuditLog.id))
    .limit(AUDIT_LOG_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_LOG_PAGE_SIZE);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      staff_id: row.staffId,
      staff_email: row.email,
      role: row.role,
      action: row.action,
      member_user_id: row.memberUserId,
      profile_id: row.profileId,
      detail: row.detail,
      reason: row.reason,
    })),
    olderCursor: rows.length > AUDIT_LOG_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}

/** Every action the log holds, for the filter's choices. */
export async function listAuditActions(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ action: staffAuditLog.action }).from(staffAuditLog).orderBy(asc(staffAuditLog.action));
  return rows.map((row) => row.action);
}
