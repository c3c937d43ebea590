import { randomUUID } from 'node:crypto';
import { count, eq, sum } from 'drizzle-orm';
import { credit, readAccount } from '../credits/ledger';
import { creditLedger, messages } from '../db/schema';
import { sendMessageEndpoint, type Endpoint, type Link } from '@dating/shared/contracts/index';
import { inject, type InjectInput } from '../test/inject';
import type { TestContext } from '../test/test-app';
import { createLoggedInMember, type TestMemberOptions } from '../test/builders/members';

export type ChatMember = Awaited<ReturnType<typeof createLoggedInMember>>;

/** What the chat tests do over and over: members, sends, reads, and the ledger's figures. */
export function chatKit(context: () => TestContext) {
  const db = () => context().database.db;
  return {
    db,
    member: (options: TestMemberOptions = {}) => createLoggedInMember(context(), { prefix: 'chat', ...options }),

    /** POST /api/message.php as `from`. */
    send: (from: ChatMember, profile: number, options: { text?: string; clientId?: string } = {}) =>
      inject(context().app, sendMessageEndpoint, {
        as: from,
        body: { profile, client_id: options.clientId ?? randomUUID(), text: options.text ?? 'Hello there' },
      }),

    /**
     * An endpoint called as `who`, as the browser calls it (`inject`): `kit.call(member, getConversationEndpoint,
     * { query: { profile } })`. Answers Fastify's response whatever its status.
     */
    call: <E extends Endpoint>(who: ChatMember, endpoint: E, input: InjectInput<E> = {} as InjectInput<E>) =>
      inject(context().app, endpoint, { ...input, as: who }),

    /** A query or body the contract refuses (a field missing or of another type): sent raw, on the endpoint's method and path. */
    unchecked: (who: ChatMember, endpoint: Endpoint, input: InjectInput<Link>) =>
      inject<Link>(context().app, endpoint, { ...input, as: who }),

    /** Credits for a test member, through the ledger like any other credits. */
    grant: (userId: number, amount: number) =>
      db().transaction((tx) => credit(tx, { userId, amount, reason: 'adjustment', key: `test-grant:${randomUUID()}` })),

    /** The balance row and the sum of the ledger rows (which must be equal). */
    credits: async (userId: number) => {
      const [[row], account] = await Promise.all([
        db()
          .select({ total: sum(creditLedger.delta), rows: count() })
          .from(creditLedger)
          .where(eq(creditLedger.userId, userId)),
        readAccount(db(), userId),
      ]);
      return { balance: account.balance, ledger: Number(row?.total ?? 0), rows: row?.rows ?? 0, freeUsed: account.freeMessagesUsed };
    },

    /** Messages `profileId` has sent, oldest first. */
    sentBy: (profileId: number) => db().select().from(messages).where(eq(messages.senderProfileId, profileId)).orderBy(messages.id),
  };
}
