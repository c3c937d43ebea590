import { and, asc, count, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { NotificationSettings } from '@dating/shared/contracts/index';
import type { AppContext } from '../app-context';
import type { Db, DbOrTx } from '../db/database';
import { notificationMails, notificationSettings, notificationsDisabled, profiles, users } from '../db/schema';
import { enqueue } from '../jobs/enqueue';
import { defineJobKind, type JobContext, type JobKind } from '../jobs/job-kind';
import { noSanctionInForce } from '../staff/sanctions/sanctions';
import type { MemberMailOutcome } from './member-mail';

/**
 * Mails to many members (the weekly update, news, the inactivity reminders) as a chain of small jobs:
 * each job takes the next MEMBER_BATCH_SIZE candidates after a user id (keyset paging on users' primary
 * key), mails each of them through sendMemberMail, then enqueues the job of the next batch. No job runs
 * long, a crash or a stopped worker repeats one batch (sendMemberMail's key makes the repeat send
 * nothing twice), and several api processes share the work without a mail going out twice.
 */
export const MEMBER_BATCH_SIZE = 200;

/** A member a campaign may mail, with what the campaigns' texts and windows read. */
export interface MemberCandidate {
  userId: number;
  profileId: number;
  country: string;
  city: string;
  /** The member's last activity: profiles.last_seen_at, or the signup date when never seen. */
  lastActiveAt: Date;
}

export interface MemberCampaignSpec<A> {
  /** The job kind's stable name (jobs.kind). */
  kind: string;
  /** The notification type: its e-mail switch decides who is a candidate, and sendMemberMail checks it again. */
  type: keyof NotificationSettings;
  /** What one run of the campaign needs (a week, a news item, a day): carried by every batch's job. */
  args: z.ZodType<A>;
  /**
   * Names one run of the campaign (`week:2026-W48`, `news:summer-party`): part of every batch's
   * dedupe key, so a run started twice has its batches enqueued once.
   */
  campaign(args: A): string;
  /** A further condition on `users`/`profiles` (the reminders' inactivity window); must stay indexable. */
  where?(args: A): SQL | undefined;
}

/** Sends (or decides not to send) one member's mail of a campaign. */
type MemberSender<A> = (member: MemberCandidate, args: A, job: JobContext) => Promise<MemberMailOutcome | 'skipped'>;

interface BatchPayload<A> {
  campaign: string;
  args: A;
  /** The last user id of the previous batch; 0 for the first. */
  after: number;
}

export interface MemberCampaign<A> {
  readonly spec: MemberCampaignSpec<A>;
  /**
   * Enqueues the campaign's first batch inside the caller's transaction. False when that batch is
   * already waiting or running (the run was started before); once a batch is done its key is free
   * again, and a second run mails nobody twice (sendMemberMail's key).
   */
  start(tx: DbOrTx, args: A, now: Date): Promise<boolean>;
  /** The job kind the worker runs: each batch mails its members with `send`. */
  kind(ctx: AppContext, send: MemberSender<A>): JobKind<BatchPayload<A>>;
  /** How many members the campaign may still mail: candidates now, without those it already mailed under `key`. */
  countRecipients(db: DbOrTx, args: A, key: string): Promise<number>;
}

/** Confirmed members, neither deleted nor waiting for deletion, with a profile (sendMemberMail's recipients). */
function candidateConditions<A>(spec: MemberCampaignSpec<A>, args: A): SQL {
  return and(
    eq(users.status, 'confirmed'),
    isNull(users.deletedAt),
    isNull(users.deletionRequestedAt),
    // mayNotify's rule in the query, so a batch does not fetch members it may not mail: the member's
    // switch for the type (no row = on) and no reason e-mail was stopped for (bounce, complaint, unsubscribe).
    sql`NOT EXISTS (SELECT 1 FROM ${notificationSettings} WHERE ${notificationSettings.userId} = ${users.id} AND ${notificationSettings.type} = ${spec.type} AND NOT ${notificationSettings.email})`,
    sql`NOT EXISTS (SELECT 1 FROM ${notificationsDisabled} WHERE ${notificationsDisabled.userId} = ${users.id})`,
    // And mayNotify's sanction rule: a suspended or banned member is no candidate while it lasts.
    noSanctionInForce(new Date()),
    spec.where?.(args),
  ) as SQL;
}

/** The next batch of candidates after `after`, in user id order. */
async function nextCandidates<A>(db: Db, spec: MemberCampaignSpec<A>, args: A, after: number): Promise<MemberCandidate[]> {
  return (
    db
      .select({
        userId: users.id,
        profileId: profiles.id,
        country: profiles.country,
        city: profiles.city,
        lastActiveAt: sql<Date>`coalesce(${profiles.lastSeenAt}, ${users.signupDate})`.mapWith(profiles.lastSeenAt),
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      // The cursor on both sides of the join, so each index scan starts at the batch, not at the first member.
      .where(and(gt(users.id, after), gt(profiles.userId, after), candidateConditions(spec, args)))
      .orderBy(asc(users.id))
      .limit(MEMBER_BATCH_SIZE)
  );
}

const batchDedupeKey = (campaign: string, after: number) => `${campaign}:after:${after}`;

/** Declares a campaign: its job kind (one per campaign type) and how to start and count a run. */
export function defineMemberCampaign<A>(spec: MemberCampaignSpec<A>): MemberCampaign<A> {
  const payload = z.object({ campaign: z.string().min(1).max(200), args: spec.args, after: z.number().int().min(0) }) as z.ZodType<
    BatchPayload<A>
  >;
  // What start() enqueues by: the name and payload. The handler needs the app (mailer, sites), so the
  // kind the worker runs is kind(ctx, send)'s.
  const queued = defineJobKind({
    name: spec.kind,
    payload,
    handle: () => Promise.reject(new Error(`the ${spec.kind} job runs with the kind of its mail jobs (kind(ctx, send))`)),
  });

  const enqueueBatch = (tx: DbOrTx, kind: JobKind<BatchPayload<A>>, batch: BatchPayload<A>, now: Date) =>
    enqueue(tx, { kind, payload: batch, dedupeKey: batchDedupeKey(batch.campaign, batch.after), now });

  return {
    spec,
    async start(tx, args, now) {
      return (await enqueueBatch(tx, queued, { campaign: spec.campaign(args), args, after: 0 }, now)) !== null;
    },
    kind(ctx, send) {
      const kind: JobKind<BatchPayload<A>> = defineJobKind({
        name: spec.kind,
        payload,
        async handle(batch, job) {
          const members = await nextCandidates(ctx.db, spec, batch.args, batch.after);
          const outcomes: Partial<Record<MemberMailOutcome | 'skipped' | 'failed', number>> = {};
          let firstError: unknown;
          for (const member of members) {
            // A stopped worker released this job: another run repeats the batch, skipping who got theirs.
            if (job.signal.aborted) throw new Error('stopped');
            let outcome: MemberMailOutcome | 'skipped' | 'failed';
            try {
              outcome = await send(member, batch.args, job);
            } catch (error) {
              // One member's failure (an address the mail server refuses) must not hold back the rest of
              // the campaign: the next batch is enqueued first, then this job fails and its retry
              // repeats only the members who got nothing.
              firstError ??= error;
              outcome = 'failed';
            }
            outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
          }
          const last = members.at(-1);
          if (members.length === MEMBER_BATCH_SIZE && last) {
            await enqueueBatch(job.db, kind, { ...batch, after: last.userId }, job.now());
          }
          job.log.info({ campaign: batch.campaign, after: batch.after, members: members.length, ...outcomes }, 'member mail batch');
          if (firstError !== undefined) throw firstError;
        },
      });
      return kind;
    },
    async countRecipients(db, args, key) {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(
          and(
            candidateConditions(spec, args),
            sql`NOT EXISTS (SELECT 1 FROM ${notificationMails} WHERE ${notificationMails.userId} = ${users.id} AND ${notificationMails.type} = ${spec.type} AND ${notificationMails.key} = ${key})`,
          ),
        );
      return Number(row?.n ?? 0);
    },
  };
}
