import { eq } from 'drizzle-orm';
import {
  APPEAL_WINDOW_DAYS,
  MODERATION_DECISION_KINDS,
  MODERATION_GROUNDS,
  type AppealState,
  type ModerationDecisionKind,
} from '@dating/shared/contracts/appeals';
import type { Locale } from '@dating/shared/contracts/index';
import { isLocale } from '@dating/shared/contracts/locales';
import type { Db } from '../../db/database';
import { moderationAppeals, moderationDecisions, users } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { decisionOfAppealToken } from './appeal-token';
import { sendsStatement } from './moderation-notices';

type Decision = typeof moderationDecisions.$inferSelect;

/**
 * Whether a decision can be appealed at all: one that the member was told of and that restricts them —
 * not a dismissal, a lift or a decision on an appeal (the review itself).
 */
const appealable = (decision: Decision) => sendsStatement(decision) && decision.kind !== 'lift' && decision.appealOfDecisionId === null;

async function decisionOf(db: Db, token: string): Promise<Decision & { memberUserId: number }> {
  const id = await decisionOfAppealToken(db, token);
  const [decision] = id === null ? [] : await db.select().from(moderationDecisions).where(eq(moderationDecisions.id, id));
  // A decision about one of the site's own profiles has no member to appeal it (sendsStatement is false).
  if (!decision || decision.memberUserId === null || !appealable(decision)) throw notFound('No such decision.');
  return { ...decision, memberUserId: decision.memberUserId };
}

function stateOf(decision: Decision, appeal: { status: 'open' | 'decided'; createdAt: Date } | undefined, now: Date): AppealState {
  const open = now.getTime() - decision.createdAt.getTime() <= APPEAL_WINDOW_DAYS * 86_400_000;
  return {
    decision: {
      kind: (MODERATION_DECISION_KINDS as readonly string[]).includes(decision.kind) ? (decision.kind as ModerationDecisionKind) : 'warn',
      ground: (MODERATION_GROUNDS as readonly string[]).includes(decision.ground)
        ? (decision.ground as AppealState['decision']['ground'])
        : 'terms_other',
      facts: decision.facts,
      decided_at: decision.createdAt.toISOString(),
      suspended_until: decision.suspendedUntil?.toISOString() ?? null,
    },
    appeal: appeal ? { status: appeal.status, created_at: appeal.createdAt.toISOString() } : null,
    can_appeal: !appeal && open,
  };
}

const appealOf = async (db: Db, decisionId: number) =>
  (
    await db
      .select({ status: moderationAppeals.status, createdAt: moderationAppeals.createdAt })
      .from(moderationAppeals)
      .where(eq(moderationAppeals.decisionId, decisionId))
  )[0];

/** The appeal page's state for a statement's link; 404 for a link that is not ours or a decision that cannot be appealed. */
export async function loadAppealState(db: Db, token: string, now = new Date()): Promise<AppealState> {
  const decision = await decisionOf(db, token);
  return stateOf(decision, await appealOf(db, decision.id), now);
}

/**
 * Files the member's appeal (once per decision, within the window): it joins the moderators' queue for one
 * who did not decide. Written in the member's language of the moment (their account's, or the page's).
 */
export async function fileAppeal(
  db: Db,
  token: string,
  text: string,
  pageLanguage: string | undefined,
  now = new Date(),
): Promise<AppealState> {
  const decision = await decisionOf(db, token);
  const before = stateOf(decision, await appealOf(db, decision.id), now);
  if (before.appeal) throw new ApiError(409, 'appeal_exists', 'This decision has been appealed already.');
  if (!before.can_appeal) throw new ApiError(409, 'appeal_closed', 'The time to appeal this decision has passed.');
  const [account] = await db.select({ language: users.language }).from(users).where(eq(users.id, decision.memberUserId));
  const language: Locale = account?.language ?? (pageLanguage && isLocale(pageLanguage) ? pageLanguage : 'en');
  const inserted = await db
    .insert(moderationAppeals)
    .values({ decisionId: decision.id, memberUserId: decision.memberUserId, text, language, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: moderationAppeals.id });
  // Two tabs sending at once: the unique index lets one in.
  if (inserted.length === 0) throw new ApiError(409, 'appeal_exists', 'This decision has been appealed already.');
  return stateOf(decision, { status: 'open', createdAt: now }, now);
}
