import { z } from 'zod';
import { MODERATION_DECISION_KINDS, MODERATION_FACTS_MAX, MODERATION_GROUNDS, PROFILE_DECISION_KINDS } from './appeals';
import { defineEndpoint } from './endpoint';
import { multilineText, queryRowId, rowId } from './fields';
import { REPORT_REASONS } from './reports';

/*
 * The moderators' reports queue of the staff console (docs/moderation.md): members' reports grouped per
 * reported member, the appeals against decisions, the decisions themselves (each mailed to its member as
 * a statement of reasons, and to the reporters as an outcome note) and the one conversation a report lets
 * a moderator read. Kept out of the contracts' barrel: a member's browser never needs them.
 */

export { MODERATION_GROUNDS } from './appeals';
export type { ModerationGround } from './appeals';

const MODERATORS = { staff: ['moderator', 'admin'] } as const;

/** The codes only the moderators' calls answer (translated by the console). */
const MODERATION_ERROR_CODES = [
  /** A lift without a suspension or ban in force. */
  'nothing_to_lift',
  /** Another moderator decided on the reports meanwhile: the queue is reloaded. */
  'reports_decided',
  /** A suspension of a banned member: lift the ban first. */
  'member_banned',
  /** Taking offline a site profile that is offline already. */
  'profile_offline',
  /** Putting online a site profile no decision took offline. */
  'profile_online',
  /** Taking offline a site profile that is not active (disabled for another reason). */
  'profile_not_active',
] as const;
export type ModerationErrorCode = (typeof MODERATION_ERROR_CODES)[number];

/** The longest suspension a moderator may give, in days (a longer one is a ban). */
export const SUSPENSION_DAYS_MAX = 365;

const Timestamp = z.iso.datetime({ offset: true });

/** The member a group or an appeal is about, as the queue shows them. */
const QueueMemberSchema = z.object({
  user_id: z.number().int().positive(),
  profile_id: z.number().int().positive().nullable(),
  name: z.string().nullable(),
  /** The main photo's thumbnail. */
  photo_url: z.string().nullable(),
  /** The sanction in force: a suspension's end, a ban's start. */
  suspended_until: Timestamp.nullable(),
  banned_at: Timestamp.nullable(),
});
export type QueueMember = z.infer<typeof QueueMemberSchema>;

const QueueReportSchema = z.object({
  id: z.number().int().positive(),
  created_at: Timestamp,
  reason: z.enum(REPORT_REASONS),
  comment: z.string(),
  /** Who reported (null once their profile is gone). */
  reporter: z.object({ profile_id: z.number().int().positive(), name: z.string() }).nullable(),
  /** The photo reported, when one was. */
  photo: z.object({ id: z.number().int().positive(), url: z.string().nullable(), status: z.string() }).nullable(),
  /** A conversation report: the moderator may read that conversation (getReportedConversationEndpoint). */
  conversation_id: z.number().int().positive().nullable(),
});
export type QueueReport = z.infer<typeof QueueReportSchema>;

/** The open reports about one member, oldest first; the groups are ordered by their oldest report. */
const ReportGroupSchema = z.object({ member: QueueMemberSchema, oldest_at: Timestamp, reports: z.array(QueueReportSchema) });
export type ReportGroup = z.infer<typeof ReportGroupSchema>;

const DecisionSummarySchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(MODERATION_DECISION_KINDS),
  ground: z.enum(MODERATION_GROUNDS),
  facts: z.string(),
  created_at: Timestamp,
  suspended_until: Timestamp.nullable(),
});

/** An open appeal: the member's words and the decision they contest. */
const QueueAppealSchema = z.object({
  id: z.number().int().positive(),
  created_at: Timestamp,
  text: z.string(),
  language: z.string(),
  member: QueueMemberSchema,
  decision: DecisionSummarySchema,
});
export type QueueAppeal = z.infer<typeof QueueAppealSchema>;

/**
 * The queue: open report groups (oldest first) and open appeals (oldest first). An appeal is listed only
 * to moderators other than the one who made the decision it contests.
 */
export const getReportQueueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/staff/reports.php',
  access: MODERATORS,
  cache: 'no-store',
  response: z.object({ groups: z.array(ReportGroupSchema), appeals: z.array(QueueAppealSchema) }),
  errors: ['not_found'],
});

const DecideRequestSchema = z
  .object({
    /** The member decided about (their user id). */
    member: rowId(),
    /** What to do (`lift` undoes a suspension or ban in force). */
    kind: z.enum(MODERATION_DECISION_KINDS),
    ground: z.enum(MODERATION_GROUNDS),
    /** The facts, shown to the member in the statement of reasons. */
    facts: multilineText().trim().min(1).max(MODERATION_FACTS_MAX),
    /** For `remove_photo`: the photo. */
    photo: rowId().optional(),
    /** For `suspend`: how many days from now. */
    suspend_days: z.number().int().min(1).max(SUSPENSION_DAYS_MAX).optional(),
    /** The open reports the decision closes (the group as the moderator saw it). */
    reports: z.array(rowId()).max(200).optional(),
  })
  .refine((body) => body.kind !== 'remove_photo' || body.photo !== undefined, { error: 'A photo to remove', path: ['photo'] })
  .refine((body) => body.kind !== 'suspend' || body.suspend_days !== undefined, { error: 'How many days', path: ['suspend_days'] });
export type DecideRequest = z.infer<typeof DecideRequestSchema>;

/**
 * POST /api/staff/moderation-decision.php: decides about a member — the effect at once, the reports
 * closed, the statement of reasons and the reporters' notes sent. 404 for a member, a report or a photo
 * that is not theirs; `nothing_to_lift` for a lift without a sanction in force, `reports_decided` when another
 * moderator decided on the reports meanwhile, `member_banned` for a suspension of a banned member.
 */
export const decideEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/moderation-decision.php',
  access: MODERATORS,
  cache: 'no-store',
  body: DecideRequestSchema,
  response: z.object({ decision: z.number().int().positive() }),
  errors: ['not_found', 'nothing_to_lift', 'reports_decided', 'member_banned'],
});

/**
 * POST /api/staff/appeal-decision.php: a moderator other than the one who decided settles an appeal:
 * `uphold` (the decision stands) or `lift` (undone: a suspension or ban lifted, a removed photo restored
 * from quarantine). The member is told. `nothing_to_lift` when there is nothing left to undo.
 */
export const decideAppealEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/appeal-decision.php',
  access: MODERATORS,
  cache: 'no-store',
  body: z.object({
    appeal: rowId(),
    outcome: z.enum(['uphold', 'lift']),
    facts: multilineText().trim().min(1).max(MODERATION_FACTS_MAX),
  }),
  response: z.object({ decision: z.number().int().positive() }),
  errors: ['not_found', 'nothing_to_lift'],
});

/** One of the site's own (fictional) profiles, as its reports group shows it. */
const QueueProfileSchema = z.object({
  profile_id: z.number().int().positive(),
  name: z.string(),
  /** The main photo's thumbnail. */
  photo_url: z.string().nullable(),
  /** Taken offline by a moderator: seen by no member or visitor. */
  offline: z.boolean(),
});
export type QueueProfile = z.infer<typeof QueueProfileSchema>;

/** The open reports about one site profile, oldest first; the groups are ordered by their oldest report. */
const ProfileReportGroupSchema = z.object({ profile: QueueProfileSchema, oldest_at: Timestamp, reports: z.array(QueueReportSchema) });
export type ProfileReportGroup = z.infer<typeof ProfileReportGroupSchema>;

/** A site profile a decision took offline: put back online from here. */
const OfflineProfileSchema = z.object({
  profile: QueueProfileSchema,
  decision: z.object({ id: z.number().int().positive(), ground: z.enum(MODERATION_GROUNDS), facts: z.string(), created_at: Timestamp }),
});
export type OfflineProfile = z.infer<typeof OfflineProfileSchema>;

/**
 * GET /api/staff/profile-reports.php: the reports about the site's own (fictional) profiles — the ones the
 * operators answer as — grouped per profile like the members' queue, and the profiles taken offline. A
 * report about a conversation the viewer wrote in as the profile is left out: it is not theirs to judge.
 */
export const getProfileReportQueueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/staff/profile-reports.php',
  access: MODERATORS,
  cache: 'no-store',
  response: z.object({ groups: z.array(ProfileReportGroupSchema), offline: z.array(OfflineProfileSchema) }),
  errors: ['not_found'],
});

const ProfileDecisionRequestSchema = z
  .object({
    /** The site profile decided about (its profile id). */
    profile: rowId(),
    kind: z.enum(PROFILE_DECISION_KINDS),
    ground: z.enum(MODERATION_GROUNDS),
    /** The facts, for the record (no member reads them: the reporters get the outcome note only). */
    facts: multilineText().trim().min(1).max(MODERATION_FACTS_MAX),
    /** For `remove_photo`: the photo. */
    photo: rowId().optional(),
    /** The open reports the decision closes. */
    reports: z.array(rowId()).max(200).optional(),
  })
  .refine((body) => body.kind !== 'remove_photo' || body.photo !== undefined, { error: 'A photo to remove', path: ['photo'] })
  // Putting a profile back online acts on no report: it would tell their reporters "action was taken".
  .refine((body) => body.kind !== 'put_online' || body.reports === undefined || body.reports.length === 0, {
    error: 'No reports with put_online',
    path: ['reports'],
  });
export type ProfileDecisionRequest = z.infer<typeof ProfileDecisionRequestSchema>;

/**
 * POST /api/staff/profile-decision.php: decides about a site profile — the effect at once, the reports
 * closed, each reporter's outcome note sent. 404 for a profile that is not the site's, a report or photo not
 * about it, or a report about a conversation the moderator wrote in as the profile; `profile_offline` /
 * `profile_online` for taking offline twice or putting online a profile no decision took offline;
 * `profile_not_active` for taking offline a profile disabled for another reason.
 */
export const decideProfileEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/profile-decision.php',
  access: MODERATORS,
  cache: 'no-store',
  body: ProfileDecisionRequestSchema,
  response: z.object({ decision: z.number().int().positive() }),
  errors: ['not_found', 'reports_decided', 'profile_offline', 'profile_online', 'profile_not_active'],
});

const ReadMessageSchema = z.object({
  id: z.number().int().positive(),
  /** The sender's profile (null: a system message). */
  from_profile_id: z.number().int().positive().nullable(),
  type: z.string(),
  body: z.string(),
  /** A photo or GIF of the message, for the moderator's eyes (the staff chat-photo path). */
  media_url: z.string().nullable(),
  created_at: Timestamp,
});

/**
 * GET /api/staff/reported-conversation.php?report=: the conversation a report is about, read only — that
 * one, through its report, and every reading is written to the audit log (`conversation_read`).
 */
export const getReportedConversationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/staff/reported-conversation.php',
  access: MODERATORS,
  cache: 'no-store',
  query: z.object({ report: queryRowId() }),
  response: z.object({
    conversation_id: z.number().int().positive(),
    participants: z.array(z.object({ profile_id: z.number().int().positive(), name: z.string() })),
    messages: z.array(ReadMessageSchema),
  }),
  errors: ['not_found'],
});
