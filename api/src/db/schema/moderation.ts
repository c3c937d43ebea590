/**
 * Trust and safety (docs/moderation.md): the moderators' decisions with their statements of reasons, the
 * members' appeals, the addresses a ban keeps out, and support's answers to complaints.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { complaints } from './blocks-and-reports';
import { timestamps, tz } from './columns';
import { localeEnum } from './enums';
import { photos } from './photos';
import { staffAccounts } from './staff';

/** What a moderator decided on a member's reports or photo (the EU Digital Services Act's "restrictions"). */
export const moderationDecisionKindEnum = pgEnum('moderation_decision_kind', [
  'dismiss',
  'remove_photo',
  'warn',
  'suspend',
  'ban',
  'lift',
  // The site's own (fictional) profiles: hidden from members and visitors, and back (migration 0031).
  'take_offline',
  'put_online',
]);

/**
 * One decision about one member: the statement of reasons they are sent is built from these columns
 * (what, on which ground, the facts, how to appeal) in their language, always (a legal notice, not a
 * preference), and kept here. The reporters of the reports it closes get an outcome note. Plain ids for
 * the member: the record outlives an erased account (the law asks the operator to keep it).
 */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: serial('id').primaryKey(),
    /**
     * The member decided about (users.id), and their profile then. A decision about one of the site's own
     * (fictional) profiles has no member: `member_user_id` is null and `profile_id` names the profile.
     */
    memberUserId: integer('member_user_id'),
    profileId: integer('profile_id'),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    kind: moderationDecisionKindEnum('kind').notNull(),
    /** The ground: one of MODERATION_GROUNDS (terms of service clause or illegal content kind). */
    ground: text('ground').notNull(),
    /** The facts the decision rests on, in the moderator's words (shown to the member). */
    facts: text('facts').notNull().default(''),
    /** A photo removed by it. */
    photoId: integer('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    /** The end of a suspension. */
    suspendedUntil: tz('suspended_until'),
    /** The decision this one reviews, for a decision on an appeal. */
    appealOfDecisionId: integer('appeal_of_decision_id'),
    /** When the statement of reasons went out (the mail's outbox row is written in the same transaction). */
    statementSentAt: tz('statement_sent_at'),
    ...timestamps,
  },
  (t) => [
    index('moderation_decisions_member').on(t.memberUserId, t.createdAt),
    index('moderation_decisions_staff').on(t.staffId, t.createdAt),
    index('moderation_decisions_profile').on(t.profileId, t.createdAt),
  ],
);

export const appealStatusEnum = pgEnum('appeal_status', ['open', 'decided']);

/**
 * A member's appeal against a decision (the link in the statement of reasons). It comes back to the queue
 * for a moderator other than the one who decided; their decision (`decided_decision_id`) upholds or lifts.
 */
export const moderationAppeals = pgTable(
  'moderation_appeals',
  {
    id: serial('id').primaryKey(),
    decisionId: integer('decision_id')
      .notNull()
      .references(() => moderationDecisions.id),
    memberUserId: integer('member_user_id').notNull(),
    text: text('text').notNull(),
    language: localeEnum('language').notNull(),
    status: appealStatusEnum('status').notNull().default('open'),
    decidedDecisionId: integer('decided_decision_id').references(() => moderationDecisions.id),
    decidedAt: tz('decided_at'),
    ...timestamps,
  },
  (t) => [
    // One appeal per decision.
    uniqueIndex('moderation_appeals_decision').on(t.decisionId),
    index('moderation_appeals_open')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Addresses a ban keeps out: a new signup from one is refused. Only the SHA-256 of the lower-cased
 * address is kept, so the list names no one, and it stays when the banned account is erased.
 */
export const bannedAddresses = pgTable('banned_addresses', {
  emailHash: text('email_hash').primaryKey(),
  decisionId: integer('decision_id').references(() => moderationDecisions.id),
  ...timestamps,
});

/**
 * Support's answers to a complaint, sent by e-mail to the complaint's address with the complaint's
 * reference in the subject (so a reply threads); kept for the next staff member who opens it.
 */
export const complaintReplies = pgTable(
  'complaint_replies',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [index('complaint_replies_complaint').on(t.complaintId, t.createdAt)],
);
