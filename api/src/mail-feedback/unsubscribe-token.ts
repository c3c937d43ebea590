import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Locale } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { serverSecret } from '../db/server-secrets';

const SECRET_NAME = 'unsubscribe_link';
/** `<user id>.<HMAC-SHA256 in base64url>` */
const TOKEN_SHAPE = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

const signingKey = (db: Db) => serverSecret(db, SECRET_NAME);

/** The address is signed too: after an e-mail change, links in mails to the old address stop working. */
const signature = (key: Buffer, userId: number, email: string) =>
  createHmac('sha256', key).update(`unsubscribe\n${userId}\n${email.trim().toLowerCase()}`).digest();

/**
 * The token of a member's List-Unsubscribe link. Not a stored one-time token: it must work any number
 * of times, in every notification mail ever sent to this address, so it is derived (an HMAC of the
 * member and their address) and costs no row per mail.
 */
export async function unsubscribeToken(db: Db, userId: number, email: string): Promise<string> {
  return `${userId}.${signature(await signingKey(db), userId, email).toString('base64url')}`;
}

export interface UnsubscribingMember {
  userId: number;
  language: Locale;
}

/** The member a token was made for, or null when it is malformed, forged or their address changed since. */
export async function memberOfUnsubscribeToken(db: Db, token: string): Promise<UnsubscribingMember | null> {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const [member] = await db.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, userId));
  if (!member) return null;
  const expected = signature(await signingKey(db), userId, member.email);
  const given = Buffer.from(match[2] ?? '', 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, language: member.language };
}
