import type {} from '@fastify/cookie';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '@dating/shared/contracts/endpoint';
import { STORAGE_NAMES } from '@dating/shared/storage/storage-registry';
import { cookieSecureFor, hashToken } from '../auth/sessions';
import type { Db, DbOrTx } from '../db/database';
import { staffAccounts, staffSessions } from '../db/schema';

/*
 * A staff session is short, unlike a member's 30 days: the console reaches every member's data, and a
 * staff member works a shift, often on a shared or an office computer. 30 idle minutes end it (a break
 * away from an unlocked screen), and 12 hours end it whatever happens (a long shift, then a fresh login
 * with the second factor).
 */
export const STAFF_IDLE_TIMEOUT_MS = 30 * 60_000;
/** The absolute lifetime: the row's `expires_at`, and the cookie's Max-Age. */
const STAFF_SESSION_LIFETIME_SECONDS = 12 * 60 * 60;
/** Last-seen is written at most this often per session: the idle timeout is exact to this much. */
const TOUCH_INTERVAL_MS = 60_000;

/** The pending login goes only to the staff api: a member's calls never carry it, nor a page's request. */
const STAFF_API_PATH = '/api/staff';
/**
 * The session goes with every request of this browser, pages included: the console's pages (`/staff`, …)
 * answer 404 without a staff session, as its calls do, so the page's request must carry it. SameSite=Strict
 * and HttpOnly keep it from other sites and from scripts.
 */
const STAFF_SESSION_PATH = '/';

/** Who a staff endpoint is called for (`CallerOf` of a `{ staff }` access). */
export interface StaffViewer {
  sessionId: string;
  staffId: number;
  role: StaffRole;
}

/** Starts a staff session: the cookie's token (only its SHA-256 is stored). */
export async function createStaffSession(
  tx: DbOrTx,
  staffId: number,
  meta: { userAgent?: string | undefined; ip?: string | undefined },
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(staffSessions).values({
    id: hashToken(token),
    staffId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_LIFETIME_SECONDS * 1000),
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
    ip: meta.ip ?? null,
  });
  // Housekeeping on the (rare) login path keeps the table small without a scheduler.
  await tx
    .delete(staffSessions)
    .where(or(lt(staffSessions.expiresAt, now), lt(staffSessions.lastSeenAt, new Date(now.getTime() - STAFF_IDLE_TIMEOUT_MS))));
  return token;
}

/** The staff member behind a session token, or null: unknown, idle too long, past its lifetime, or the account disabled. */
export async function readStaffSession(db: Db, token: string, now: Date): Promise<StaffViewer | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({ staffId: staffSessions.staffId, lastSeenAt: staffSessions.lastSeenAt, role: staffAccounts.role })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.id, id),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - STAFF_IDLE_TIMEOUT_MS)),
        isNull(staffAccounts.disabledAt),
      ),
    );
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));
  }
  return { sessionId: id, staffId: row.staffId, role: row.role };
}

export async function endStaffSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

/** Ends every session of the staff member (logout everywhere, a new password): how many there were. */
export async function endEveryStaffSession(tx: DbOrTx, staffId: number): Promise<number> {
  const ended = await tx.delete(staffSessions).where(eq(staffSessions.staffId, staffId)).returning({ id: staffSessions.id });
  return ended.length;
}

/**
 * SameSite=Strict, unlike the member's Lax: no link from elsewhere (a mail, a chat) ever needs to arrive
 * logged in to the console, so no cross-site request carries a staff session at all. Secure by the api's
 * one rule (cookieSecureFor).
 */
export function staffCookieOptions(secure: boolean, path: string = STAFF_API_PATH) {
  return { httpOnly: true, sameSite: 'strict', path, secure } as const;
}

export function setStaffSessionCookie(reply: FastifyReply, token: string, cookieSecure: boolean | undefined): void {
  reply.setCookie(STORAGE_NAMES.staffSession, token, {
    ...staffCookieOptions(cookieSecureFor(reply.request, cookieSecure), STAFF_SESSION_PATH),
    maxAge: STAFF_SESSION_LIFETIME_SECONDS,
  });
}

export function clearStaffSessionCookie(reply: FastifyReply, cookieSecure: boolean | undefined): void {
  reply.clearCookie(STORAGE_NAMES.staffSession, staffCookieOptions(cookieSecureFor(reply.request, cookieSecure), STAFF_SESSION_PATH));
}

export function staffSessionToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[STORAGE_NAMES.staffSession];
  // A token is 43 base64url characters; anything else cannot be ours and costs no query.
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

const viewers = new WeakMap<FastifyRequest, Promise<StaffViewer | null>>();

/** The staff member of this request (looked up once per request: the access check and the handler share it), or null. */
export function getStaffViewer(db: Db, request: FastifyRequest): Promise<StaffViewer | null> {
  let pending = viewers.get(request);
  if (!pending) {
    const token = staffSessionToken(request);
    pending = token ? readStaffSession(db, token, new Date()) : Promise.resolve(null);
    viewers.set(request, pending);
  }
  return pending;
}
