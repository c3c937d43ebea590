import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { StaffRole } from '@dating/shared/contracts/endpoint';
import { STORAGE_NAMES } from '@dating/shared/storage/storage-registry';
import { hashPassword } from '../../auth/passwords';
import { staffAccounts, staffAuditLog } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-members';
import { replaceRecoveryCodes } from '../../staff/recovery-codes';
import { createStaffSession } from '../../staff/staff-sessions';
import { newTotpSecret, sealTotpSecret } from '../../staff/totp';
import type { TestContext } from '../test-app';

export interface TestStaffOptions {
  /** Start of the e-mail address (`<prefix>-<n>@staff.test`): tells in a failure which file made it. */
  prefix?: string;
  role?: StaffRole;
  /** An authenticator enrolled already (its secret is in `secret`); else the first login enrols one. */
  enrolled?: boolean;
  /** With 10 recovery codes (in `recoveryCodes`); only with `enrolled`. */
  recoveryCodes?: boolean;
}

export interface TestStaff {
  id: number;
  email: string;
  role: StaffRole;
  /** The base32 TOTP secret of an enrolled account. */
  secret: string | null;
  recoveryCodes: string[];
}

let counter = 0;
// argon2id is slow on purpose: one hash of the demo password serves every staff member of a test file.
let passwordHash: Promise<string> | undefined;

/** A staff account of its own, set up with DEMO_PASSWORD, so that no test leaks into another through the demo staff. */
export async function createTestStaff(ctx: TestContext, options: TestStaffOptions = {}): Promise<TestStaff> {
  counter += 1;
  const { prefix = 'staff', role = 'operator', enrolled = false } = options;
  const db = ctx.database.db;
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  const [row] = await db
    .insert(staffAccounts)
    .values({ email: `${prefix}-${counter}@staff.test`, role, passwordHash: await passwordHash })
    .returning({ id: staffAccounts.id, email: staffAccounts.email });
  const staff: TestStaff = { id: row!.id, email: row!.email, role, secret: null, recoveryCodes: [] };
  if (!enrolled) return staff;
  staff.secret = newTotpSecret();
  await db
    .update(staffAccounts)
    .set({ totpSecret: await sealTotpSecret(db, staff.id, staff.secret), totpEnrolledAt: new Date() })
    .where(eq(staffAccounts.id, staff.id));
  if (options.recoveryCodes) staff.recoveryCodes = await replaceRecoveryCodes(db, staff.id);
  return staff;
}

/** The authenticator app's code for `secret` at a moment (now by default). */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });
}

/** A staff session started without the login (for tests of what a session may do): its Cookie header. */
export async function staffSessionCookie(ctx: TestContext, staff: { id: number }): Promise<string> {
  const token = await createStaffSession(ctx.database.db, staff.id, {}, new Date());
  return `${STORAGE_NAMES.staffSession}=${token}`;
}

/** The Cookie header for a cookie an answer set (`name=value`), or null when it set none. */
export function cookieFrom(response: LightMyRequestResponse, name: string): string | null {
  const cookie = response.cookies.find((candidate) => candidate.name === name && candidate.value !== '');
  return cookie ? `${name}=${cookie.value}` : null;
}

/** The audit rows of a staff member (or of the command line, `null`), oldest first. */
export async function auditRowsOf(ctx: TestContext, staffId: number | null) {
  const rows = await ctx.database.db.select().from(staffAuditLog).orderBy(staffAuditLog.id);
  return rows.filter((row) => row.staffId === staffId);
}
