import { and, eq } from 'drizzle-orm';
import { TOKEN_LINK_PATTERN, type TokenLink } from '@dating/shared/contracts/index';
import { safeRedirect } from '@dating/shared/routes/safe-redirect';
import { claimOneTimeToken } from '../auth/one-time-tokens';
import { hashToken } from '../auth/sessions';
import type { DbOrTx, Tx } from '../db/database';
import { entryLinks, tokens, users } from '../db/schema';

/**
 * `/{token}` links (docs/notification-mails.md, Token links): a notification mail's single-use login
 * link, or a campaign's entry link to a lander. A login token is looked up first (by its hash; only
 * hashes are stored), then an entry link (by the token itself: entry tokens are printed in ads, not secret).
 */

/** A lander path with its tracking query: where an entry link leads. */
export function entryTarget(targetPath: string, trackingQuery: string): string {
  return trackingQuery === '' ? targetPath : `${targetPath}?${trackingQuery}`;
}

/** A login link's target as the browser may follow it: a path of this site, never another origin. */
const loginTarget = (targetPath: string | null) => safeRedirect(targetPath);

/** The same accounts a password login lets in: none deleted or waiting for deletion. */
const mayLogIn = (account: { deletedAt: Date | null; deletionRequestedAt: Date | null }) =>
  account.deletedAt === null && account.deletionRequestedAt === null;

/**
 * What a `/{token}` link is, or null when it is nothing (malformed, unknown, a token of another
 * kind). Reads only: opening a link — a mail scanner does — claims nothing.
 */
export async function lookUpTokenLink(db: DbOrTx, token: string, now: Date): Promise<TokenLink | null> {
  if (!TOKEN_LINK_PATTERN.test(token)) return null;
  const [login] = await db
    .select({
      targetPath: tokens.targetPath,
      usedAt: tokens.usedAt,
      expiresAt: tokens.expiresAt,
      deletedAt: users.deletedAt,
      deletionRequestedAt: users.deletionRequestedAt,
    })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .where(and(eq(tokens.tokenHash, hashToken(token)), eq(tokens.kind, 'login')));
  if (login) {
    const target = loginTarget(login.targetPath);
    if (login.usedAt !== null) return { kind: 'login', state: 'used', target };
    // An account that may no longer log in has nothing left behind the link: as good as expired.
    if (login.expiresAt <= now || !mayLogIn(login)) return { kind: 'login', state: 'expired', target };
    return { kind: 'login', state: 'valid', target };
  }
  const [entry] = await db
    .select({ targetPath: entryLinks.targetPath, trackingQuery: entryLinks.trackingQuery })
    .from(entryLinks)
    .where(eq(entryLinks.token, token));
  return entry ? { kind: 'entry', target: entryTarget(entry.targetPath, entry.trackingQuery) } : null;
}

/**
 * Claims a login link for its member: the token is marked used by one conditional UPDATE (two presses
 * cannot both succeed) and the member and the link's target are answered; null when the token is
 * unknown, used, expired or of another kind, or when the account may not log in (then the link is
 * used up all the same: it would never work again). The caller starts the session.
 */
export async function claimLoginLink(tx: Tx, token: string, now: Date): Promise<{ userId: number; target: string } | null> {
  const claimed = await claimOneTimeToken(tx, 'login', token, now);
  if (!claimed) return null;
  const [row] = await tx
    .select({ targetPath: tokens.targetPath, deletedAt: users.deletedAt, deletionRequestedAt: users.deletionRequestedAt })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .where(eq(tokens.tokenHash, hashToken(token)));
  if (!row || !mayLogIn(row)) return null;
  return { userId: claimed.userId, target: loginTarget(row.targetPath) };
}
