import { sql, type SQL } from 'drizzle-orm';
import type { InboxItem, InboxResponse } from '@dating/shared/contracts/staff-inbox';
import type { Locale } from '@dating/shared/contracts/locales';
import type { DbOrTx } from '../../db/database';
import { ageOn } from '../../members/age';
import { PHOTO_URL_PREFIX } from '../../members/main-image';
import type { StaffViewer } from '../staff-sessions';

/** The queue's page: the operators work from the top, and nobody scrolls past this many. */
const QUEUE_LIMIT = 200;
/** The preview of a text message in the queue. */
const PREVIEW_LENGTH = 120;

/** The profile columns the queue and the sheets show of either side. */
export interface InboxProfileRow {
  id: number;
  name: string;
  dateOfBirth: string;
  gender: string;
  country: string;
  city: string;
  thumbFilename: string | null;
}

/** One waiting conversation as the database has it. */
export interface WaitingRow {
  conversationId: number;
  persona: InboxProfileRow;
  member: InboxProfileRow & { userId: number; language: Locale; premium: boolean; balance: number; freeMessagesUsed: number };
  waitingSince: Date;
  unanswered: number;
  last: { type: string; body: string };
  claim: { staffId: number; email: string; expiresAt: Date } | null;
}

export interface QueueFilter {
  language?: Locale | undefined;
  persona?: number | undefined;
  /** One conversation only (is it waiting?). */
  conversation?: number | undefined;
}

type RawRow = Record<string, unknown>;

/** The rows of a raw query, whichever driver ran it (PGlite answers `{ rows }`, postgres.js an array). */
export function rowsOf(result: unknown): RawRow[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as RawRow[];
}

const asDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const asDateString = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

function profileOf(row: RawRow, side: 'p' | 'm'): InboxProfileRow {
  return {
    id: Number(row[`${side}_id`]),
    name: String(row[`${side}_name`]),
    dateOfBirth: asDateString(row[`${side}_dob`]),
    gender: String(row[`${side}_gender`]),
    country: String(row[`${side}_country`]),
    city: String(row[`${side}_city`]),
    thumbFilename: row[`${side}_thumb`] === null ? null : String(row[`${side}_thumb`]),
  };
}

/**
 * The pairs of a member and a persona (a fictional profile, no account behind it) the inbox serves: the
 * persona online (a profile a moderator took offline is not answered as: the member would hear from a
 * profile that left), the member still there for the persona — account and profile neither deleted nor
 * leaving, the profile active, the e-mail confirmed (an unconfirmed member may write but cannot be answered until they
 * confirm, the members' own rule), no block either way. A conversation that stops being one leaves the
 * queue by itself. Shared with the conversation's view and the reply, so what the queue offers is
 * exactly what may be answered.
 */
export function inboxPairsSql(): SQL {
  return sql`
    SELECT c.id AS conversation_id, fp.id AS persona_id, mp.id AS member_profile_id, u.id AS member_user_id
    FROM conversations c
    JOIN conversation_participants pf ON pf.conversation_id = c.id
    JOIN profiles fp ON fp.id = pf.profile_id AND fp.fictional AND fp.user_id IS NULL AND fp.deleted_at IS NULL AND fp.status = 'active'
    JOIN conversation_participants pm ON pm.conversation_id = c.id AND pm.profile_id <> pf.profile_id
    JOIN profiles mp ON mp.id = pm.profile_id AND mp.status = 'active' AND mp.deleted_at IS NULL AND mp.deletion_requested_at IS NULL
    JOIN users u ON u.id = mp.user_id AND u.status <> 'not_confirmed' AND u.deleted_at IS NULL AND u.deletion_requested_at IS NULL
      AND u.banned_at IS NULL AND u.suspended_until IS NULL
    WHERE NOT EXISTS (
      SELECT 1 FROM blocks b
      WHERE (b.blocker_profile_id = mp.id AND b.blocked_profile_id = fp.id) OR (b.blocker_profile_id = fp.id AND b.blocked_profile_id = mp.id)
    )`;
}

/**
 * The waiting conversations: those of an inbox pair whose newest message is the member's, oldest waiting
 * first (the member's first message since the persona's last one). With the claim that holds each now.
 * A member's photo held back for review (chat pre-moderation) is not there for the operators until approved.
 */
export async function listWaiting(db: DbOrTx, filter: QueueFilter, now = new Date()): Promise<WaitingRow[]> {
  const conditions: SQL[] = [sql`last.sender_profile_id = pair.member_profile_id`];
  if (filter.language) conditions.push(sql`u.language = ${filter.language}`);
  if (filter.persona) conditions.push(sql`pair.persona_id = ${filter.persona}`);
  if (filter.conversation) conditions.push(sql`pair.conversation_id = ${filter.conversation}`);
  const result = await db.execute(sql`
    WITH pair AS (${inboxPairsSql()})
    SELECT pair.conversation_id,
      fp.id AS p_id, fp.name AS p_name, fp.date_of_birth AS p_dob, fp.gender AS p_gender, fp.country AS p_country, fp.city AS p_city,
      fph.thumb_filename AS p_thumb,
      mp.id AS m_id, mp.name AS m_name, mp.date_of_birth AS m_dob, mp.gender AS m_gender, mp.country AS m_country, mp.city AS m_city,
      mph.thumb_filename AS m_thumb,
      u.id AS user_id, u.language, u.paid_user, coalesce(ca.balance, 0) AS balance, coalesce(ca.free_messages_used, 0) AS free_used,
      last.type AS last_type, last.body AS last_body, waiting.first_at, waiting.n,
      cl.staff_id AS claim_staff, cl.expires_at AS claim_expires, sa.email AS claim_email
    FROM pair
    JOIN profiles fp ON fp.id = pair.persona_id
    JOIN profiles mp ON mp.id = pair.member_profile_id
    JOIN users u ON u.id = pair.member_user_id
    CROSS JOIN LATERAL (
      SELECT m.sender_profile_id, m.type, m.body FROM messages m
      WHERE m.conversation_id = pair.conversation_id AND NOT m.held_for_review ORDER BY m.id DESC LIMIT 1
    ) last
    CROSS JOIN LATERAL (
      SELECT min(m.created_at) AS first_at, count(*)::int AS n FROM messages m
      WHERE m.conversation_id = pair.conversation_id AND m.sender_profile_id = pair.member_profile_id AND NOT m.held_for_review
        AND m.id > coalesce((SELECT max(r.id) FROM messages r WHERE r.conversation_id = pair.conversation_id AND r.sender_profile_id = pair.persona_id), 0)
    ) waiting
    LEFT JOIN credit_accounts ca ON ca.user_id = u.id
    LEFT JOIN inbox_claims cl ON cl.conversation_id = pair.conversation_id AND cl.expires_at > ${now.toISOString()}::timestamptz
    LEFT JOIN staff_accounts sa ON sa.id = cl.staff_id
    LEFT JOIN photos fph ON fph.profile_id = fp.id AND fph.is_main AND fph.status = 'active'
    LEFT JOIN photos mph ON mph.profile_id = mp.id AND mph.is_main AND mph.status = 'active'
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY waiting.first_at, pair.conversation_id`);
  return rowsOf(result).map((row) => ({
    conversationId: Number(row.conversation_id),
    persona: profileOf(row, 'p'),
    member: {
      ...profileOf(row, 'm'),
      userId: Number(row.user_id),
      language: String(row.language) as Locale,
      premium: Boolean(row.paid_user),
      balance: Number(row.balance),
      freeMessagesUsed: Number(row.free_used),
    },
    waitingSince: asDate(row.first_at),
    unanswered: Number(row.n),
    last: { type: String(row.last_type), body: String(row.last_body) },
    claim:
      row.claim_staff === null || row.claim_staff === undefined
        ? null
        : { staffId: Number(row.claim_staff), email: String(row.claim_email), expiresAt: asDate(row.claim_expires) },
  }));
}

/** A profile photo's public URL (profile photos are public files, web/static-routes.ts). */
export const photoUrl = (file: string | null): string | null => (file ? `${PHOTO_URL_PREFIX}${file}` : null);

export function inboxProfile(row: InboxProfileRow, now: Date) {
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.dateOfBirth, now),
    gender: row.gender,
    country: row.country,
    city: row.city,
    photo_url: photoUrl(row.thumbFilename),
  };
}

/** Who holds a claim, as this staff member may see it: admins and the holder see the address. */
function claimFor(viewer: StaffViewer, claim: { staffId: number; email: string; expiresAt: Date }) {
  const mine = claim.staffId === viewer.staffId;
  return { mine, staff_email: mine || viewer.role === 'admin' ? claim.email : null, expires_at: claim.expiresAt.toISOString() };
}

/** Whether the member can write again without buying: no credits, and no free message left (free members). */
export function outOfCredits(
  member: { premium: boolean; balance: number; freeMessagesUsed: number },
  settings: { message_credits: number; free_messages: number },
): boolean {
  const freeLeft = member.premium ? 0 : Math.max(0, settings.free_messages - member.freeMessagesUsed);
  return freeLeft === 0 && member.balance < settings.message_credits;
}

function itemOf(row: WaitingRow, viewer: StaffViewer, settings: { message_credits: number; free_messages: number }, now: Date): InboxItem {
  return {
    conversation: row.conversationId,
    member: {
      ...inboxProfile(row.member, now),
      language: row.member.language,
      premium: row.member.premium,
      out_of_credits: outOfCredits(row.member, settings),
    },
    persona: inboxProfile(row.persona, now),
    waiting_since: row.waitingSince.toISOString(),
    unanswered: row.unanswered,
    last_message: { type: row.last.type, preview: row.last.type === 'text' ? row.last.body.slice(0, PREVIEW_LENGTH) : '' },
    claim: row.claim ? claimFor(viewer, row.claim) : null,
  };
}

/** GET /api/staff/inbox.php: the queue with the filters' choices (taken from the whole queue, not the filtered part). */
export async function loadInbox(
  db: DbOrTx,
  viewer: StaffViewer,
  filter: QueueFilter,
  settings: { message_credits: number; free_messages: number },
  now = new Date(),
): Promise<InboxResponse> {
  const all = await listWaiting(db, {}, now);
  const shown = all.filter(
    (row) => (!filter.language || row.member.language === filter.language) && (!filter.persona || row.persona.id === filter.persona),
  );
  const personas = new Map<number, string>();
  for (const row of all) personas.set(row.persona.id, row.persona.name);
  return {
    items: shown.slice(0, QUEUE_LIMIT).map((row) => itemOf(row, viewer, settings, now)),
    total: shown.length,
    personas: [...personas].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    languages: [...new Set(all.map((row) => row.member.language))].sort(),
  };
}
