import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { StaffRole } from '@dating/shared/contracts/endpoint';
import { STAFF_SETUP_PAGE } from '@dating/shared/contracts/staff';
import type { AppContext } from '../app-context';
import { hashPassword } from '../auth/passwords';
import { hashToken } from '../auth/sessions';
import type { Db, DbOrTx, Tx } from '../db/database';
import { staffAccounts, staffSetupTokens } from '../db/schema';
import { siteOrigin } from '../sites/site-origin';
import { recordStaffAction, type StaffActor } from './audit-log';
import { endEveryStaffSession } from './staff-sessions';

/** A set-up link works for 3 days: time to find the mail or chat it was handed over in, over a weekend. */
const SETUP_TOKEN_HOURS = 72;
/** 256 random bits in base64url: 43 characters, nothing else. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A staff member as the console shows them. */
export interface StaffMember {
  id: number;
  email: string;
  role: StaffRole;
}

/** As stored: the unique constraint is then case-insensitive. */
function normalizeStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An account that may still log in, or null (unknown or disabled). */
export async function loadStaffMember(db: DbOrTx, staffId: number): Promise<StaffMember | null> {
  const [row] = await db
    .select({ id: staffAccounts.id, email: staffAccounts.email, role: staffAccounts.role })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, staffId), isNull(staffAccounts.disabledAt)));
  return row ?? null;
}

/** What a login checks, for the e-mail given: the password hash (null until set up) and the second factor's state. */
export async function findStaffForLogin(db: Db, email: string) {
  const [row] = await db
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      role: staffAccounts.role,
      passwordHash: staffAccounts.passwordHash,
      totpEnrolledAt: staffAccounts.totpEnrolledAt,
      disabledAt: staffAccounts.disabledAt,
    })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, normalizeStaffEmail(email)));
  return row ?? null;
}

/**
 * A one-time set-up link's token for the account (only its SHA-256 is stored), every earlier one voided:
 * only the newest link works.
 */
async function issueSetupToken(tx: DbOrTx, staffId: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
  await tx
    .update(staffSetupTokens)
    .set({ usedAt: now })
    .where(and(eq(staffSetupTokens.staffId, staffId), isNull(staffSetupTokens.usedAt)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SETUP_TOKEN_HOURS * 3_600_000);
  await tx.insert(staffSetupTokens).values({ staffId, tokenHash: hashToken(token), expiresAt, createdAt: now });
  return { token, expiresAt };
}

export type CreatedStaffAccount = { ok: true; staff: StaffMember; token: string; expiresAt: Date } | { ok: false; reason: 'exists' };

/**
 * A new staff account without a password (never a default one) and its set-up link's token, with its
 * audit row: `account_created` for the command line (`actor` null), `staff_invited` for an admin's
 * invitation from the console.
 */
export async function createStaffAccount(
  tx: Tx,
  input: { email: string; role: StaffRole; actor: StaffActor },
  now: Date,
): Promise<CreatedStaffAccount> {
  const email = normalizeStaffEmail(input.email);
  const [staff] = await tx
    .insert(staffAccounts)
    .values({ email, role: input.role, createdAt: now })
    .onConflictDoNothing({ target: staffAccounts.email })
    .returning({ id: staffAccounts.id, email: staffAccounts.email, role: staffAccounts.role });
  if (!staff) return { ok: false, reason: 'exists' };
  const { token, expiresAt } = await issueSetupToken(tx, staff.id, now);
  const detail = { staff_id: staff.id, email, role: staff.role };
  await recordStaffAction(
    tx,
    input.actor
      ? { actor: input.actor, action: 'staff_invited', detail, at: now }
      : { actor: null, action: 'account_created', detail: { ...detail, by: 'command line' }, at: now },
  );
  return { ok: true, staff, token, expiresAt };
}

export type RenewedSetupLink = { ok: true; token: string; expiresAt: Date } | { ok: false; reason: 'not_found' | 'set_up' | 'disabled' };

/**
 * A new set-up link's token for an account that has not set its password yet (the earlier links stop
 * working), with its audit row. The account's row is locked meanwhile, so a set-up racing it either
 * finishes first (then set_up) or finds its token voided.
 */
export async function renewSetupToken(tx: Tx, staffId: number, actor: StaffActor, now: Date): Promise<RenewedSetupLink> {
  const [account] = await tx
    .select({ email: staffAccounts.email, passwordHash: staffAccounts.passwordHash, disabledAt: staffAccounts.disabledAt })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staffId))
    .for('update');
  if (!account) return { ok: false, reason: 'not_found' };
  if (account.passwordHash !== null) return { ok: false, reason: 'set_up' };
  // A disabled account's link would not work (setUpStaffAccount refuses it): enable it first.
  if (account.disabledAt !== null) return { ok: false, reason: 'disabled' };
  const { token, expiresAt } = await issueSetupToken(tx, staffId, now);
  await recordStaffAction(tx, { actor, action: 'setup_link_issued', detail: { staff_id: staffId, email: account.email }, at: now });
  return { ok: true, token, expiresAt };
}

/**
 * The page a set-up token opens, on the default site's configured origin: a request's Host never chooses
 * where a link that hands over an account points.
 */
export async function staffSetupUrl(ctx: Pick<AppContext, 'config' | 'sites'>, token: string): Promise<string> {
  const site = await ctx.sites.forHost(undefined);
  return `${siteOrigin(ctx, site)}${STAFF_SETUP_PAGE}?token=${token}`;
}

/** The set-up token's row while it may be used: neither used nor expired. */
function usableSetupToken(token: string, now: Date) {
  return and(eq(staffSetupTokens.tokenHash, hashToken(token)), isNull(staffSetupTokens.usedAt), gt(staffSetupTokens.expiresAt, now));
}

/** Whether the set-up link still works, reading only: checked before its password is hashed. */
async function isSetupTokenUsable(db: Db, token: string, now: Date): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  const [found] = await db.select({ id: staffSetupTokens.id }).from(staffSetupTokens).where(usableSetupToken(token, now));
  return found !== undefined;
}

/**
 * Uses a set-up link: claims its token (one conditional UPDATE, so two submits cannot both pass), sets
 * the password (hashed already), ends any session the account had and writes the audit row. The account,
 * or null when the token is unknown, used, expired or its account disabled.
 */
async function setUpStaffAccount(tx: Tx, token: string, passwordHash: string, now: Date): Promise<StaffMember | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [claimed] = await tx
    .update(staffSetupTokens)
    .set({ usedAt: now })
    .where(usableSetupToken(token, now))
    .returning({ staffId: staffSetupTokens.staffId });
  if (!claimed) return null;
  const staff = await loadStaffMember(tx, claimed.staffId);
  if (!staff) return null;
  await tx.update(staffAccounts).set({ passwordHash }).where(eq(staffAccounts.id, staff.id));
  const ended = await endEveryStaffSession(tx, staff.id);
  await recordStaffAction(tx, {
    actor: { staffId: staff.id, role: staff.role },
    action: 'account_set_up',
    detail: { sessions_ended: ended },
    at: now,
  });
  return staff;
}

/**
 * The set-up link's page: the account's first password (argon2id). The link is checked before hashing, so
 * a dead link costs no hash, and claimed after, in the transaction that stores the password.
 */
export async function completeStaffSetUp(db: Db, token: string, password: string, now: Date): Promise<StaffMember | null> {
  if (!(await isSetupTokenUsable(db, token, now))) return null;
  const passwordHash = await hashPassword(password);
  return db.transaction((tx) => setUpStaffAccount(tx, token, passwordHash, now));
}
