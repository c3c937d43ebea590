import type { StaffRole } from '@dating/shared/contracts/endpoint';
import { hashPassword } from '../auth/passwords';
import type { Tx } from '../db/database';
import { staffAccounts } from '../db/schema';
import { recordStaffAction } from '../staff/audit-log';
import { DEMO_PASSWORD } from './demo-members';

/** One demo staff member per role (README), so that a newcomer can open the staff console at once. */
export const DEMO_STAFF: readonly { email: string; role: StaffRole }[] = [
  { email: 'admin@demo.test', role: 'admin' },
  { email: 'operator@demo.test', role: 'operator' },
  { email: 'moderator@demo.test', role: 'moderator' },
  { email: 'support@demo.test', role: 'support' },
];

/**
 * The demo staff, with the demo members' password and no authenticator yet: their first login enrols one,
 * as any staff login does. Only the embedded demo data has them: seed() writes them only when asked,
 * and main.ts never asks under NODE_ENV=production, where the first admin comes from `npm run staff:create`.
 */
export async function seedDemoStaff(tx: Tx, now: Date): Promise<void> {
  // One argon2 hash for all four: it is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const { email, role } of DEMO_STAFF) {
    const [staff] = await tx
      .insert(staffAccounts)
      .values({ email, role, passwordHash, createdAt: now })
      .returning({ id: staffAccounts.id });
    await recordStaffAction(tx, {
      actor: null,
      action: 'account_created',
      detail: { staff_id: staff!.id, email, role, by: 'demo data' },
      at: now,
    });
  }
}
