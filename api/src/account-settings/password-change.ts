import { eq } from 'drizzle-orm';
import { OLD_PASSWORD_WRONG_MESSAGE } from '@dating/shared/contracts/index';
import { replacePassword } from '../auth/new-password';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { ApiError, authenticationRequired } from '../http/errors';

/**
 * Changes the password of a logged-in member: the old one must be right ('Please check your
 * old password.'), the new one is stored as argon2id, and every session of the member ends (the
 * caller starts a fresh one for this browser, so the session id rotates). Open reset links end too.
 * A wrong old password is not a failed login: it never counts towards the login lockout, so nobody
 * holding a session can lock the owner out; the route's rate limit bounds the guessing.
 */
export async function changePassword(db: Db, userId: number, oldPassword: string, newPassword: string, now: Date): Promise<void> {
  const [account] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!account) throw authenticationRequired();
  if (!(await verifyPassword(account.passwordHash, oldPassword))) {
    throw new ApiError(400, 'validation_failed', OLD_PASSWORD_WRONG_MESSAGE, {
      field: 'old_password',
      issues: [{ path: 'old_password', message: 'oldWrong' }],
    });
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction((tx) => replacePassword(tx, userId, passwordHash, now));
}
