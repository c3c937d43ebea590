import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { lineText, multilineText } from './fields';

/*
 * What a member meets of a moderation decision (docs/moderation.md): the statement of reasons they are
 * mailed links to the appeal form on the complaints page (`/complaints?appeal=<token>`). The grounds and
 * kinds live here rather than in the staff console's contract, so a member's browser needs nothing of
 * the console to name them.
 */

/**
 * The grounds a moderator decides on: a clause of the terms of service or a kind of illegal content (the
 * EU Digital Services Act asks the statement of reasons to name which). Translated by every reader.
 */
export const MODERATION_GROUNDS = [
  'illegal_content',
  'child_safety',
  'non_consensual_imagery',
  'harassment',
  'fraud',
  'fake_identity',
  'spam',
  'photo_rules',
  'terms_other',
] as const;
export type ModerationGround = (typeof MODERATION_GROUNDS)[number];

/**
 * What a decision does: `dismiss` (no breach: the reports are closed, nothing happens to the member),
 * `remove_photo`, `warn`, `suspend` (until a date), `ban`, and `lift` (a restriction undone, on appeal or
 * by a moderator). On an appeal, `dismiss` is the appeal turned down: the decision stands.
 */
export const MODERATION_DECISION_KINDS = ['dismiss', 'remove_photo', 'warn', 'suspend', 'ban', 'lift'] as const;
export type ModerationDecisionKind = (typeof MODERATION_DECISION_KINDS)[number];

/**
 * What a decision about one of the site's own (fictional) profiles does — there is no member to warn,
 * suspend or tell: the reports dismissed, the profile's photo removed, the profile taken offline (seen by
 * no member or visitor) or put back online.
 */
export const PROFILE_DECISION_KINDS = ['dismiss', 'remove_photo', 'take_offline', 'put_online'] as const;
export type ProfileDecisionKind = (typeof PROFILE_DECISION_KINDS)[number];

/** How long a decision can be appealed, in days: the six months the EU Digital Services Act gives at least. */
export const APPEAL_WINDOW_DAYS = 183;

/** The codes only the appeal page's calls answer. */
const APPEAL_ERROR_CODES = [
  /** The decision has its appeal already (one per decision). */
  'appeal_exists',
  /** The six months to appeal have passed. */
  'appeal_closed',
] as const;
export type AppealErrorCode = (typeof APPEAL_ERROR_CODES)[number];

/** The longest appeal a member may write, and the facts a moderator may give. */
export const APPEAL_TEXT_MAX = 2000;
export const MODERATION_FACTS_MAX = 2000;

/**
 * The appeal link's token: the decision's id and a keyed signature of it. It replaces a login on
 * purpose: a suspended or banned member cannot log in, and the appeal is theirs all the same.
 */
const AppealTokenSchema = lineText()
  .min(10)
  .max(200)
  .regex(/^\d+\.[A-Za-z0-9_-]+$/);

/** The decision as its member sees it on the appeal page. */
const AppealDecisionSchema = z.object({
  kind: z.enum(MODERATION_DECISION_KINDS),
  ground: z.enum(MODERATION_GROUNDS),
  facts: z.string(),
  decided_at: z.iso.datetime({ offset: true }),
  suspended_until: z.iso.datetime({ offset: true }).nullable(),
});

const AppealStateSchema = z.object({
  decision: AppealDecisionSchema,
  /** The member's appeal, once sent (one per decision). */
  appeal: z.object({ status: z.enum(['open', 'decided']), created_at: z.iso.datetime({ offset: true }) }).nullable(),
  /** Whether an appeal can still be sent: none yet, and within the six months the law gives. */
  can_appeal: z.boolean(),
});
export type AppealState = z.infer<typeof AppealStateSchema>;

/** GET /api/appeal.php?token=: the decision the link is for and whether it can still be appealed (404 for a bad link). */
export const getAppealEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/appeal.php',
  access: 'visitor',
  cache: 'no-store',
  rate: { per: 'address', max: 60, windowSeconds: 900 },
  query: z.object({ token: AppealTokenSchema }),
  response: AppealStateSchema,
  errors: ['not_found'],
});

/**
 * POST /api/appeal.php { token, text }: the member's appeal, back to the moderators' queue for one who
 * did not make the decision. Once per decision (`appeal_exists`), within six months (`appeal_closed`).
 */
export const fileAppealEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/appeal.php',
  access: 'visitor',
  cache: 'no-store',
  rate: { per: 'address', max: 10, windowSeconds: 3600 },
  body: z.object({ token: AppealTokenSchema, text: multilineText().trim().min(1).max(APPEAL_TEXT_MAX) }),
  response: AppealStateSchema,
  errors: ['not_found', 'appeal_exists', 'appeal_closed'],
});
