import { z } from 'zod';
import { MODERATION_DECISION_KINDS, MODERATION_GROUNDS } from './appeals';
import { defineEndpoint } from './endpoint';
import { lineText, queryRowId, rowId } from './fields';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './payment-methods';

/*
 * The staff console's members pages (docs/moderation.md, "Members"): the search, a member's page, and the
 * support actions on it — a refund through the payment provider and lifting a direct-debit block, and the
 * erasure of an account. The page's warn, suspend, ban and lift go through the moderators' decision
 * (decideEndpoint of staff-reports.ts), so a statement of reasons always goes out. Kept out of the
 * contracts' barrel: a member's browser never needs them.
 */

/** Who reads members: moderators (reports, sanctions), support (complaints, refunds) and admins. */
const MEMBER_READERS = { staff: ['moderator', 'support', 'admin'] } as const;
/** Money and the direct-debit block: support and admins. */
const SUPPORT = { staff: ['support', 'admin'] } as const;
/** Erasing an account at once: moderators (the end of a ban) and admins. */
const ERASERS = { staff: ['moderator', 'admin'] } as const;

/** The codes only these calls answer (translated by the console). */
const STAFF_MEMBER_ERROR_CODES = [
  /** The payment cannot be refunded (not completed, past the site's refund days, nothing left, no adapter). */
  'refund_refused',
  /** The payment provider refused the refund: nothing was refunded, the amount can be refunded again. */
  'refund_failed',
  /** The member's direct debit is not blocked. */
  'direct_debit_not_blocked',
] as const;
export type StaffMemberErrorCode = (typeof STAFF_MEMBER_ERROR_CODES)[number];

/** The longest search text, and the reason staff give for an action. */
export const MEMBER_SEARCH_MAX_LENGTH = 254;
export const STAFF_ACTION_REASON_MAX_LENGTH = 500;
/** Results a search answers at most. */
export const MEMBER_SEARCH_LIMIT = 25;

const Timestamp = z.iso.datetime({ offset: true });

/** The sanction in force on an account (null: none), as every members page shows it. */
const SanctionSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('ban'), since: Timestamp }),
    z.object({ kind: z.literal('suspension'), until: Timestamp }),
  ])
  .nullable();
export type MemberSanction = z.infer<typeof SanctionSchema>;

const MemberHitSchema = z.object({
  user_id: z.number().int().positive(),
  profile_id: z.number().int().positive().nullable(),
  email: z.string(),
  name: z.string().nullable(),
  confirmed: z.boolean(),
  signup_at: Timestamp,
  sanction: SanctionSchema,
  /** Waiting for deletion since, or erased (then the address is gone too). */
  deletion_requested_at: Timestamp.nullable(),
  /** What matched: the address, the name, the profile id or a payment id. */
  matched: z.enum(['email', 'name', 'profile_id', 'payment_id']),
});
export type MemberHit = z.infer<typeof MemberHitSchema>;

/**
 * Members by e-mail (an address, or its start), name (its start, any case), profile id (digits) or payment
 * id (a payment's public id): one box, every key tried. At most MEMBER_SEARCH_LIMIT, exact matches first.
 */
export const searchMembersForStaffEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/staff/members.php',
  access: MEMBER_READERS,
  cache: 'no-store',
  query: z.object({ q: lineText().trim().min(1).max(MEMBER_SEARCH_MAX_LENGTH) }),
  response: z.object({ members: z.array(MemberHitSchema) }),
  errors: ['not_found'],
});

const SignInSchema = z.object({
  at: Timestamp,
  /** The country of the address (the api's GeoIP), null when it locates nobody. */
  country: z.string().length(2).nullable(),
});

const PaymentSchema = z.object({
  /** The payment's public id (what the member's receipts and the provider name it by). */
  id: z.string(),
  created_at: Timestamp,
  paid_at: Timestamp.nullable(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  credits: z.number().int(),
  /** Charged in cents (the bundle, the fee included), and what has been given back of it. */
  amount_cents: z.number().int(),
  refunded_cents: z.number().int(),
  /** Asked of the provider and not confirmed yet: not refunded, and not refundable again either. */
  refund_pending_cents: z.number().int(),
  currency: z.string().length(3),
});
export type MemberPayment = z.infer<typeof PaymentSchema>;

const LedgerEntrySchema = z.object({
  at: Timestamp,
  delta: z.number().int(),
  reason: z.string(),
  /** The payment's public id, for a purchase, refund or chargeback. */
  payment_id: z.string().nullable(),
});

const MemberPhotoSchema = z.object({
  id: z.number().int().positive(),
  url: z.string(),
  status: z.string(),
  is_main: z.boolean(),
  reviewed_at: Timestamp.nullable(),
  rejection_reason: z.string().nullable(),
});

const ReportLineSchema = z.object({
  id: z.number().int().positive(),
  created_at: Timestamp,
  reason: z.string(),
  comment: z.string(),
  status: z.string(),
  /** The other side: the member reported (for one made) or the reporter (for one received); null once gone. */
  other: z.object({ profile_id: z.number().int().positive(), name: z.string() }).nullable(),
});

const DecisionLineSchema = z.object({
  id: z.number().int().positive(),
  created_at: Timestamp,
  kind: z.enum(MODERATION_DECISION_KINDS),
  ground: z.enum(MODERATION_GROUNDS),
  facts: z.string(),
  suspended_until: Timestamp.nullable(),
  staff_email: z.string().nullable(),
});

/** A member's page: everything staff need to judge the account — never their private messages. */
const MemberPageSchema = z.object({
  user_id: z.number().int().positive(),
  profile_id: z.number().int().positive().nullable(),
  email: z.string(),
  name: z.string().nullable(),
  language: z.string(),
  country: z.string().nullable(),
  confirmed: z.boolean(),
  premium: z.boolean(),
  signup: SignInSchema,
  sanction: SanctionSchema,
  deletion_requested_at: Timestamp.nullable(),
  deleted_at: Timestamp.nullable(),
  direct_debit_blocked: z.object({ at: Timestamp, reason: z.string().nullable() }).nullable(),
  balance: z.number().int(),
  /** The newest successful logins (50 at most). */
  logins: z.array(SignInSchema),
  payments: z.array(PaymentSchema),
  /** The newest ledger rows (100 at most). */
  ledger: z.array(LedgerEntrySchema),
  photos: z.array(MemberPhotoSchema),
  reports_received: z.array(ReportLineSchema),
  reports_made: z.array(ReportLineSchema),
  decisions: z.array(DecisionLineSchema),
});
export type MemberPage = z.infer<typeof MemberPageSchema>;

/** A member's page by user id. Opening it writes `member_viewed` to the audit log. */
export const getMemberForStaffEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/staff/member.php',
  access: MEMBER_READERS,
  cache: 'no-store',
  query: z.object({ member: queryRowId() }),
  response: z.object({ member: MemberPageSchema }),
  errors: ['not_found'],
});

const ReasonSchema = lineText().trim().min(1).max(STAFF_ACTION_REASON_MAX_LENGTH);

/**
 * Where a refund stands: written and not yet accepted by the provider (`pending`: asked again with the same
 * key by reconciliation), accepted (`requested`), or confirmed by the provider and the credits taken back.
 */
const REFUND_STATES = ['pending', 'requested', 'settled'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/**
 * Refunds a member's completed payment, in full (no amount) or in part, through the payment provider: the
 * same path as `npm run payments:refund`. Exactly once per `key` (the refund dialog makes one when it opens):
 * the same key again answers the first refund, never a second one. The credits are taken back through the
 * ledger when the provider confirms. `refund_refused` when the payment cannot be refunded (its message says
 * why; refunds still pending count as given), `refund_failed` when the provider refused it.
 */
export const refundPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/refunds.php',
  access: SUPPORT,
  cache: 'no-store',
  body: z.object({
    member: rowId(),
    payment: lineText().min(1).max(64),
    /** Cents to give back; all that is left of the payment when left out. */
    amount_cents: z.number().int().positive().max(10_000_000).optional(),
    reason: ReasonSchema,
    /** The refund intent's idempotency key (crypto.randomUUID), one per dialog opened. */
    key: z.uuid(),
  }),
  response: z.object({ refund_cents: z.number().int().positive(), currency: z.string(), state: z.enum(REFUND_STATES) }),
  errors: ['not_found', 'refund_refused', 'refund_failed'],
});

/** Lets the member pay by direct debit again (a block after wrong SMS codes or a chargeback). */
export const unblockDirectDebitEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/direct-debit-unblock.php',
  access: SUPPORT,
  cache: 'no-store',
  body: z.object({ member: rowId(), reason: ReasonSchema }),
  response: z.object({ ok: z.literal(true) }),
  errors: ['not_found', 'direct_debit_not_blocked'],
});

/**
 * Erases the account now, by the account-deletion path (what the 14 days after a member's own deletion end
 * in): profile, photos, messages and the address gone; payments kept anonymised; the audit row and the
 * moderation decisions stay (plain ids). Cannot be undone.
 */
export const eraseMemberEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/member-erasure.php',
  access: ERASERS,
  cache: 'no-store',
  body: z.object({ member: rowId(), reason: ReasonSchema }),
  response: z.object({ ok: z.literal(true) }),
  errors: ['not_found'],
});
