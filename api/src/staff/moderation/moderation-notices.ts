import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { MODERATION_GROUNDS, type ModerationDecisionKind, type ModerationGround } from '@dating/shared/contracts/appeals';
import type { Locale } from '@dating/shared/contracts/index';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/database';
import { moderationDecisions, profiles, reports, users } from '../../db/schema';
import { enqueue } from '../../jobs/enqueue';
import { defineJobKind, type AnyJobKind, type JobContext } from '../../jobs/job-kind';
import { composeMail, type MailBlock } from '../../mail/compose-mail';
import type { MailMessage } from '../../mail/mailer';
import { recipientName } from '../../mail/recipient-name';
import { siteOrigin } from '../../sites/site-origin';
import { appealToken } from './appeal-token';
import { GROUND_TEXTS } from './ground-texts';
import { NOTICE_TEXTS } from './notice-texts';

/*
 * The legal notices of a decision (docs/moderation.md): the statement of reasons to the member decided
 * about and an outcome note to each reporter. Sent by the job queue from jobs enqueued in the decision's
 * transaction, so a decision never exists without its notices nor the reverse. They go to the account's
 * address directly (the mailer, not sendMemberMail): a legal notice is no notification, so neither the
 * member's mail switches nor a bounce, spam complaint or unsubscribe on record (notifications_disabled)
 * holds it back — the law asks that it be sent, and the decision row keeps when it was.
 */

const StatementPayload = z.object({ decisionId: z.number().int().positive() });
const NotePayload = z.object({ decisionId: z.number().int().positive(), reporterProfileId: z.number().int().positive() });

const when = (locale: Locale, at: Date, time: boolean) =>
  `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', ...(time ? { timeStyle: 'short' } : {}), timeZone: 'UTC' }).format(at)}${time ? ' (UTC)' : ''}`;

const groundText = (locale: Locale, ground: string) =>
  (GROUND_TEXTS[locale] ?? GROUND_TEXTS.en)[
    (MODERATION_GROUNDS as readonly string[]).includes(ground) ? (ground as ModerationGround) : 'terms_other'
  ];

interface Recipient {
  email: string;
  locale: Locale;
  name: string | null;
  origin: string;
}

async function recipientOf(ctx: AppContext, userId: number): Promise<Recipient | null> {
  const [account] = await ctx.db
    .select({ email: users.email, language: users.language, siteId: users.siteId, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  // An erased account has no address left to write to; the decision row stays the record.
  if (!account || account.deletedAt) return null;
  const site = await ctx.sites.forId(account.siteId);
  return { email: account.email, locale: account.language, name: await recipientName(ctx.db, userId), origin: siteOrigin(ctx, site) };
}

type DecisionRow = typeof moderationDecisions.$inferSelect;

/** The statement of reasons: what was decided, on which ground, the facts, and how to appeal. */
function statementMail(decision: DecisionRow, to: Recipient, appealUrl: string): MailMessage {
  const t = NOTICE_TEXTS[to.locale] ?? NOTICE_TEXTS.en;
  const onAppeal = decision.appealOfDecisionId !== null;
  // Only a decision about a member sends a statement (sendsStatement), so its kind is one of a member's.
  const kind = decision.kind as ModerationDecisionKind;
  const what = onAppeal
    ? kind === 'lift'
      ? decision.photoId === null
        ? t.appealLifted
        : t.appealPhotoRestored
      : t.appealUpheld
    : {
        dismiss: t.appealUpheld,
        remove_photo: t.removePhoto,
        warn: t.warn,
        suspend: t.suspend(when(to.locale, decision.suspendedUntil ?? decision.createdAt, true)),
        ban: t.ban,
        lift: t.lift,
      }[kind];
  const blocks: MailBlock[] = [what, t.ground(groundText(to.locale, decision.ground)), [t.facts, decision.facts], t.byPerson];
  // A decision on an appeal is the review itself; lifting a restriction leaves nothing to contest.
  if (onAppeal) blocks.push(t.finalReview);
  else if (decision.kind !== 'lift') blocks.push(t.howToAppeal, { href: appealUrl, label: t.appealButton });
  return composeMail({ to: to.email, subject: t.statementSubject, fromName: t.from, locale: to.locale, name: to.name }, blocks);
}

/** The outcome note to a reporter: reviewed, acted on or not — nothing of the other member's measures. */
function outcomeNoteMail(acted: boolean, reportedAt: Date, to: Recipient): MailMessage {
  const t = NOTICE_TEXTS[to.locale] ?? NOTICE_TEXTS.en;
  return composeMail({ to: to.email, subject: t.noteSubject, fromName: t.from, locale: to.locale, name: to.name }, [
    t.noteReviewed(when(to.locale, reportedAt, false)),
    acted ? t.noteActed : t.noteNoBreach,
    t.notePrivacy,
    t.noteDisagree,
    { href: `${to.origin}${pathTo('complaints')}`, label: t.noteButton },
  ]);
}

/**
 * Whether a decision sends its member a statement: a dismissal of reports restricts nothing and tells them
 * nothing; a decision about one of the site's own profiles has no member to tell (its reporters get their note).
 */
export const sendsStatement = (decision: Pick<DecisionRow, 'kind' | 'appealOfDecisionId' | 'memberUserId'>) =>
  decision.memberUserId !== null && (decision.kind !== 'dismiss' || decision.appealOfDecisionId !== null);

async function sendStatement(ctx: AppContext, payload: z.output<typeof StatementPayload>, job: JobContext): Promise<void> {
  const [decision] = await ctx.db.select().from(moderationDecisions).where(eq(moderationDecisions.id, payload.decisionId));
  // Sent already (a retried job, a second process): the statement goes once.
  if (!decision || decision.statementSentAt || !sendsStatement(decision) || decision.memberUserId === null) return;
  const to = await recipientOf(ctx, decision.memberUserId);
  if (!to) return;
  const appealUrl = `${to.origin}${withQuery(pathTo('complaints'), { appeal: await appealToken(ctx.db, decision.id) })}`;
  await ctx.mailer.sendMail(statementMail(decision, to, appealUrl));
  await ctx.db
    .update(moderationDecisions)
    .set({ statementSentAt: job.now() })
    .where(and(eq(moderationDecisions.id, decision.id), isNull(moderationDecisions.statementSentAt)));
  job.log.info({ decisionId: decision.id, kind: decision.kind }, 'statement of reasons sent');
}

async function sendOutcomeNote(ctx: AppContext, payload: z.output<typeof NotePayload>, job: JobContext): Promise<void> {
  const [decision] = await ctx.db
    .select({ kind: moderationDecisions.kind })
    .from(moderationDecisions)
    .where(eq(moderationDecisions.id, payload.decisionId));
  const [reported] = await ctx.db
    .select({ at: reports.createdAt, userId: profiles.userId })
    .from(reports)
    .innerJoin(profiles, eq(profiles.id, reports.reporterProfileId))
    .where(and(eq(reports.decisionId, payload.decisionId), eq(reports.reporterProfileId, payload.reporterProfileId)))
    .orderBy(asc(reports.createdAt))
    .limit(1);
  if (!decision || !reported?.userId) return;
  const to = await recipientOf(ctx, reported.userId);
  if (!to) return;
  await ctx.mailer.sendMail(outcomeNoteMail(decision.kind !== 'dismiss', reported.at, to));
  job.log.info({ decisionId: payload.decisionId }, 'report outcome note sent');
}

// Named here for enqueueing; the kinds the worker runs need the app (moderationNoticeJobs).
const statementJob = defineJobKind({
  name: 'moderation-statement',
  payload: StatementPayload,
  handle: () => Promise.reject(new Error('runs with the kind of moderationNoticeJobs(ctx)')),
});
const outcomeNoteJob = defineJobKind({
  name: 'moderation-outcome-note',
  payload: NotePayload,
  handle: () => Promise.reject(new Error('runs with the kind of moderationNoticeJobs(ctx)')),
});

/** In the decision's transaction: the statement (when it sends one) and one note per reporter of the reports it closed. */
export async function enqueueDecisionNotices(
  tx: Tx,
  decision: Pick<DecisionRow, 'id' | 'kind' | 'appealOfDecisionId' | 'memberUserId'>,
  reporterProfileIds: readonly number[],
): Promise<void> {
  if (sendsStatement(decision))
    await enqueue(tx, { kind: statementJob, payload: { decisionId: decision.id }, dedupeKey: `${decision.id}` });
  for (const reporterProfileId of new Set(reporterProfileIds)) {
    await enqueue(tx, {
      kind: outcomeNoteJob,
      payload: { decisionId: decision.id, reporterProfileId },
      dedupeKey: `${decision.id}:${reporterProfileId}`,
    });
  }
}

/** The job kinds of the notices, for the worker (jobs/app-jobs.ts). */
export function moderationNoticeJobs(ctx: AppContext): AnyJobKind[] {
  return [
    { ...statementJob, handle: (payload: z.output<typeof StatementPayload>, job: JobContext) => sendStatement(ctx, payload, job) },
    { ...outcomeNoteJob, handle: (payload: z.output<typeof NotePayload>, job: JobContext) => sendOutcomeNote(ctx, payload, job) },
  ];
}
