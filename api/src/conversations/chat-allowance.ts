import { eq } from 'drizzle-orm';
import type { ChatAllowance, Settings } from '@dating/shared/contracts/index';
import { readAccount, type CreditAccount } from '../credits/ledger';
import type { DbOrTx } from '../db/database';
import { profiles, users } from '../db/schema';
import { countStartedConversations } from './conversation-pair';

/** Conversations a free member may start; premium members have no limit. */
export const FREE_CONVERSATION_LIMIT = 2;

export type ChatSettings = Pick<
  Settings,
  'message_credits' | 'free_messages' | 'message_length' | 'chat_history_limit' | 'photo_credits' | 'gift_credits'
>;

/** What the rules need to know of a member who sends. */
export interface Sender {
  userId: number;
  profileId: number;
  /** users.paid_user: premium members may start any number of conversations, and have no free messages. */
  premium: boolean;
  confirmed: boolean;
}

export async function loadSender(db: DbOrTx, userId: number): Promise<Sender> {
  const [row] = await db
    .select({ profileId: profiles.id, premium: users.paidUser, status: users.status })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`member ${userId} has no profile`);
  return { userId, profileId: row.profileId, premium: row.premium, confirmed: row.status !== 'not_confirmed' };
}

/**
 * Free messages the member has left: free members only (premium members pay every message — their
 * advantage is the unlimited conversations and keeping access at 0 credits, not free messages).
 */
export function freeMessagesLeft(sender: Sender, account: CreditAccount, settings: ChatSettings): number {
  return sender.premium ? 0 : Math.max(0, settings.free_messages - account.freeMessagesUsed);
}

/**
 * The message footer's figures from what is known: credits, never money. The money a message costs
 * follows from the bundles the member can buy (the browser's messagePrice, one story with /pricing and
 * /credits); `minimum_message_costs` is not read here, so no stored figure can contradict the price list.
 */
export function chatAllowance(sender: Sender, account: CreditAccount, started: number, settings: ChatSettings): ChatAllowance {
  return {
    credits: Math.max(0, account.balance),
    premium: sender.premium,
    message_credits: settings.message_credits,
    free_messages_left: freeMessagesLeft(sender, account, settings),
    conversations_left: sender.premium ? null : Math.max(0, FREE_CONVERSATION_LIMIT - started),
  };
}

/** The message footer's figures, read from the database. */
export async function loadChatAllowance(db: DbOrTx, sender: Sender, settings: ChatSettings): Promise<ChatAllowance> {
  const [account, started] = await Promise.all([
    readAccount(db, sender.userId),
    sender.premium ? Promise.resolve(0) : countStartedConversations(db, sender.profileId),
  ]);
  return chatAllowance(sender, account, started, settings);
}
