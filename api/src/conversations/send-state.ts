import type { SEND_STATES } from '@dating/shared/contracts/index';
import type { DbOrTx } from '../db/database';
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
  return (await sendTargetFor(db, sender, partnerProfileId)).state;
}

/** The send state, and the member behind the partner's profile when there is one (null: fictional, or left). */
export async function sendTargetFor(
  db: DbOrTx,
  sender: Sender,
  partnerProfileId: number,
): Promise<{ state: SendState; partnerUserId: number | null }> {
  const target = await findProfileTarget(db, sender.profileId, partnerProfileId);
  if (!target) return { state: 'partner_left', partnerUserId: null };
  if (sender.confirmed && !target.confirmed) return { state: 'reply_not_allowed', partnerUserId: target.userId };
  return { state: 'open', partnerUserId: target.userId };
}
