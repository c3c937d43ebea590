import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { tokens, users } from '../db/schema';
import { hashToken } from './sessions';

/** What a one-time link is for; one row kind each in `tokens`. */
export type TokenKind = (typeof tokens.kind.enumValues)[number];

const DAY_MS = 24 * 60 * 60_000;
/** 256 random bits in base64url: 43 characters, nothing else. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A token as it travels in a link: 256 random bits, base64url. Only its SHA-256 is ever stored. */
function newOneTimeToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface IssueOptions {
  kind: TokenKind;
  userId: number;
  ttlMinutes: number;
  now: Date;
  /** At most this many tokens of this kind for this member in any 24 hours (rate limit on mails sent). */
  dailyLimit?: number;
  /** For `mail_change`: the address the link confirms. */
  newEmail?: string;
  /** For `login`: the path the member is taken to once logged in. */
  targetPath?: string;
  /** Void the member's other unused tokens of this kind, so only the newest link works. */
  voidEarlier?: boolean;
}

export type IssueResult = { ok: true; token: string; expiresAt: Date } | { ok: false; reason: 'daily_limit' };

/**
 * Issues a one-time token. Run inside a transaction when `dailyLimit` is given: the user row is
 * locked first, so two requests at once cannot both pass the count.
 */
export async function issueOneTimeToken(tx: DbOrTx, options: IssueOptions): Promise<IssueResult> {
  const { kind, userId, now } = options;
  if (options.dailyLimit !== undefined) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(tokens)
      .where(and(eq(tokens.userId, userId), eq(tokens.kind, kind), gt(tokens.createdAt, new Date(now.getTime() - DAY_MS))));
    if ((row?.count ?? 0) >= options.dailyLimit) return { ok: false, reason: 'daily_limit' };
  }
  if (options.voidEarlier) {
    await tx
      .update(tokens)
      .set({ usedAt: now })
      .where(and(eq(tokens.userId, userId), eq(tokens.kind, kind), isNull(tokens.usedAt)));
  }
  const token = newOneTimeToken();
  const expiresAt = new Date(now.getTime() + options.ttlMinutes * 60_000);
  await tx.insert(tokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt,
    createdAt: now,
    newEmail: options.newEmail ?? null,
    targetPath: options.targetPath ?? null,
  });
  return { ok: true, token, expiresAt };
}

export interface ClaimedToken {
  userId: number;
  newEmail: string | null;
}

/** The token's row while it may still be used: this kind, neither used nor expired. */
function usable(kind: TokenKind, token: string, now: Date) {
  return and(eq(tokens.tokenHash, hashToken(token)), eq(tokens.kind, kind), isNull(tokens.usedAt), gt(tokens.expiresAt, now));
}

/**
 * Claims a token: marks it used and returns its member, or null when it is malformed, unknown, of
 * another kind, expired or already used. The claim is one conditional UPDATE, so two submits of one
 * link cannot both succeed. Whether the account may still use it (deleted, …) is the caller's rule.
 */
export async function claimOneTimeToken(tx: DbOrTx, kind: TokenKind, token: string, now: Date): Promise<ClaimedToken | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [claimed] = await tx
    .update(tokens)
    .set({ usedAt: now })
    .where(usable(kind, token, now))
    .returning({ userId: tokens.userId, newEmail: tokens.newEmail });
  return claimed ?? null;
}

/**
 * What claimOneTimeToken would claim, without claiming it: for the page a link opens, which says at
 * once when the link no longer works. Reads only, so a link scanner opening the page uses nothing up.
 */
export async function peekOneTimeToken(db: DbOrTx, kind: TokenKind, token: string, now: Date): Promise<ClaimedToken | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [found] = await db
    .select({ userId: tokens.userId, newEmail: tokens.newEmail })
    .from(tokens)
    .where(usable(kind, token, now));
  return found ?? null;
}

/** Voids every unused token of `kind` for the member (their purpose is gone). */
export async function voidOneTimeTokens(tx: DbOrTx, userId: number, kind: TokenKind, now: Date): Promise<void> {
  await tx
    .update(tokens)
    .set({ usedAt: now })
    .where(and(eq(tokens.userId, userId), eq(tokens.kind, kind), isNull(tokens.usedAt)));
}
