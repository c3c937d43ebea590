import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import { serverSecret } from '../../db/server-secrets';

/*
 * The appeal link of a statement of reasons: `<decision id>.<HMAC-SHA256 of it>` under a key of the
 * server's own. Nothing is stored: the signature is the proof that the link came from our mail. It stands
 * in for a login because a suspended or banned member cannot log in, and the right to appeal is theirs
 * all the same; whoever holds the mail holds the appeal, as with every link we mail.
 */

const KEY_NAME = 'moderation-appeal';

async function signature(db: Db, decisionId: number): Promise<string> {
  const key = await serverSecret(db, KEY_NAME);
  // 192 bits of the MAC: far beyond guessing, and a shorter link.
  return createHmac('sha256', key).update(`appeal:${decisionId}`).digest('base64url').slice(0, 32);
}

export async function appealToken(db: Db, decisionId: number): Promise<string> {
  return `${decisionId}.${await signature(db, decisionId)}`;
}

/** The decision a token is for, or null for a token that is not ours. */
export async function decisionOfAppealToken(db: Db, token: string): Promise<number | null> {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const decisionId = Number(match[1]);
  if (!Number.isSafeInteger(decisionId) || decisionId <= 0 || decisionId > 2_147_483_647) return null;
  const expected = Buffer.from(await signature(db, decisionId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? decisionId : null;
}
