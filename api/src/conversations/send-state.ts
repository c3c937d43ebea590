import { eq } from 'drizzle-orm';
import type { SEND_STATES } from '@dating/shared/contracts/index';
import type { DbOrTx } from '../db/database';
import { users } from '../db/schema';
import { findProfileTarget } from '../members/member-profile';
import type { Sender } from './chat-allowance';

export type SendState = (typeof SEND_STATES)[number];

/**
 * Whether `sender` may write to `partner` now — one rule for the conversation's footer and for the
 * send itself, so the view never offers what the api refuses:
 *
 * - `partner_left`: the partner cannot be contacted: deleted, waiting for deletion, switched off,
 *   blocked either way — the profile rule of likes and blocks (`findProfileTarget`). Sending answers
 *   404; the history stays readable.
 * - `reply_not_allowed`: the partner's e-mail is not confirmed. They may write, but cannot be
 *   answered until they confirm it; a member whose own e-mail is unconfirmed is not held back by it.
 * - `open` otherwise.
 */
export async function sendStateFor(db: DbOrTx, sender: Sender, partnerProfileId: number): Promise<SendState> {
  const target = await findProfileTarget(db, sender.profileId, partnerProfileId);
  if (!target) return 'partner_left';
  if (sender.confirmed && target.userId !== null) {
    const [partner] = await db.select({ status: users.status }).from(users).where(eq(users.id, target.userId));
    if (partner?.status === 'not_confirmed') return 'reply_not_allowed';
  }
  return 'open';
}
