import { z } from 'zod';
import { defineEndpoint, STAFF_ROLES } from './endpoint';
import { lineText, queryRowId, rowId } from './fields';

/*
 * The admins' pages of the staff console (docs/staff-accounts.md): the team and its invitations, and the
 * audit log. Kept out of the contracts' barrel with the rest of the console's calls: a member's browser
 * never needs them.
 */

const ADMIN_ONLY = { staff: ['admin'] } as const;

/** The codes only these pages answer (translated by the console). */
const STAFF_ADMIN_ERROR_CODES = [
  /** The address has a staff account already (disabled ones included): enable it, or give it a new set-up link. */
  'staff_exists',
  /** The account's password is set already: a set-up link would replace it behind the staff member's back. */
  'staff_set_up_already',
  /** An admin cannot disable their own account (the console would lock out its last admin). */
  'staff_self_disable',
] as const;
export type StaffAdminErrorCode = (typeof STAFF_ADMIN_ERROR_CODES)[number];

/** The longest reason an admin may give for disabling an account. */
export const STAFF_REASON_MAX_LENGTH = 500;

const StaffAccountSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** Has a password: the set-up link was used. An account without one is "invited". */
  set_up: z.boolean(),
  /** An authenticator app is enrolled. */
  two_step: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  disabled_at: z.iso.datetime({ offset: true }).nullable(),
  /** When the newest of the account's sessions was last used; null without one. */
  last_active_at: z.iso.datetime({ offset: true }).nullable(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

/** Every staff account, disabled ones included, oldest first. */
export const listStaffAccountsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/staff/accounts.php',
  access: ADMIN_ONLY,
  cache: 'no-store',
  response: z.object({ staff: z.array(StaffAccountSchema) }),
  errors: ['not_found'],
});

/** A one-time set-up link to hand over privately: it sets the password once, within 72 hours. */
const SetupLinkSchema = z.object({ setup_url: z.string(), expires_at: z.iso.datetime({ offset: true }) });

/**
 * Invites a staff member as `npm run staff:create` does: an account without a password and its one-time
 * set-up link, on the site's configured origin. An address that has an account is staff_exists.
 */
export const inviteStaffMemberEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/invitations.php',
  access: ADMIN_ONLY,
  cache: 'no-store',
  body: z.object({ email: z.email().max(254), role: z.enum(STAFF_ROLES) }),
  response: SetupLinkSchema.extend({ staff: StaffAccountSchema }),
  errors: ['not_found', 'staff_exists'],
});

/**
 * A new set-up link for an account that has not used its own (lost, or past its 72 hours); the earlier
 * ones stop working. Refused with staff_set_up_already once the password is set.
 */
export const renewStaffSetupLinkEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/setup-link.php',
  access: ADMIN_ONLY,
  cache: 'no-store',
  body: z.object({ staff: rowId() }),
  response: SetupLinkSchema,
  errors: ['not_found', 'staff_set_up_already'],
});

/**
 * Disables an account at once: its sessions end, it can no longer log in. Kept (the audit log names it);
 * enableStaffAccountEndpoint undoes it. The admin's own account is refused (staff_self_disable).
 */
export const disableStaffAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/account-disabling.php',
  access: ADMIN_ONLY,
  cache: 'no-store',
  body: z.object({ staff: rowId(), reason: lineText().trim().min(1).max(STAFF_REASON_MAX_LENGTH) }),
  response: z.object({ staff: StaffAccountSchema }),
  errors: ['not_found', 'staff_self_disable'],
});

/** Lets a disabled account log in again (with its password and authenticator as before). */
export const enableStaffAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/account-enabling.php',
  access: ADMIN_ONLY,
  cache: 'no-store',
  body: z.object({ staff: rowId() }),
  response: z.object({ staff: StaffAccountSchema }),
  errors: ['not_found'],
});

/** The audit log's page size. */
export const AUDIT_LOG_PAGE_SIZE = 50;

const AuditEntrySchema = z.object({
  id: z.number().int().positive(),
  at: z.iso.datetime({ offset: true }),
  /** Null: the command line. */
  staff_id: z.number().int().positive().nullable(),
  staff_email: z.string().nullable(),
  /** The role they acted in, as it was then; null for the command line. */
  role: z.enum(STAFF_ROLES).nullable(),
  action: z.string(),
  member_user_id: z.number().int().nullable(),
  profile_id: z.number().int().nullable(),
  detail: z.record(z.string(), z.unknown()),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** A day of the filter (`YYYY-MM-DD`, UTC): `from` counts from its start, `to` up to its end. */
const QueryDaySchema = z.iso.date();

const AuditLogQuerySchema = z.object({
  staff: queryRowId().optional(),
  action: lineText().min(1).max(64).optional(),
  member: queryRowId().optional(),
  profile: queryRowId().optional(),
  from: QueryDaySchema.optional(),
  to: QueryDaySchema.optional(),
  /** The `older_cursor` of the page before: entries older than that id. */
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

/**
 * The audit log, newest first, AUDIT_LOG_PAGE_SIZE a page, filtered by who, what, which member or profile
 * and days; `actions` lists every action logged so far (the filter's choices). Reading it is not logged.
 */
export const listStaffAuditLogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/staff/audit-log.php',
  access: ADMIN_ONLY,
  cache: 'no-store',
  query: AuditLogQuerySchema,
  response: z.object({
    entries: z.array(AuditEntrySchema),
    /** `before` for the next (older) page; null on the last one. */
    older_cursor: z.number().int().positive().nullable(),
    actions: z.array(z.string()),
  }),
  errors: ['not_found'],
});
