import type {} from '@fastify/cookie';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STORAGE_NAMES } from '@dating/shared/storage/storage-registry';
import type { Db } from '../db/database';
import { profiles, sessions, users } from '../db/schema';

const SESSION_COOKIE = STORAGE_NAMES.session;
/** The auth cookie lasts 30 days. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Last-seen is written at most this often per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export interface Viewer {
  sessionId: string;
  userId: number;
  profileId: number;
  /** Whether the member's e-mail address is confirmed (a `confirmed-member` endpoint asks). */
  confirmed: boolean;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Db,
  userId: number,
  meta: { userAgent?: string | undefined; ip?: string | undefined },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
    ip: meta.ip ?? null,
  });
  // Housekeeping on the (rare) login path keeps the table small without a scheduler.
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  return { token, expiresAt };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** The logged-in member behind a session token, or null (unknown, expired, account deleted, suspended or banned). */
export async function readSession(db: Db, token: string): Promise<Viewer | null> {
  const id = hashToken(token);
  const now = new Date();
  const [row] = await db
    .select({
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      profileId: profiles.id,
      deletedAt: users.deletedAt,
      status: users.status,
      bannedAt: users.bannedAt,
      suspendedUntil: users.suspendedUntil,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)));
  if (!row || row.deletedAt) return null;
  // A sanction deletes the member's sessions; this holds for one started meanwhile by any other way in.
  if (row.bannedAt || (row.suspendedUntil && row.suspendedUntil.getTime() > now.getTime())) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    await db.update(profiles).set({ online: true, lastSeenAt: now }).where(eq(profiles.id, row.profileId));
  }
  return { sessionId: id, userId: row.userId, profileId: row.profileId, confirmed: row.status !== 'not_confirmed' };
}

/**
 * Whether a cookie set in answer to this request is Secure: COOKIE_SECURE when set, else whether the
 * request arrived over https (TLS to us, or X-Forwarded-Proto from a proxy TRUST_PROXY names). The
 * one place that decides it for every cookie the api sets.
 */
export function cookieSecureFor(request: FastifyRequest, override: boolean | undefined): boolean {
  return override ?? request.protocol === 'https';
}

/** The session cookie's attributes; the login device cookie takes the same ones. */
export function sessionCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure } as const;
}

/** `secure`: resolved already, or COOKIE_SECURE (undefined → decided by the request, `cookieSecureFor`). */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean | undefined): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...sessionCookieOptions(cookieSecureFor(reply.request, secure)),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean | undefined): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(cookieSecureFor(reply.request, secure)));
}

export function sessionToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  // A token is 43 base64url characters; anything else cannot be ours and costs no query.
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}
