import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { STORAGE_NAMES } from '@dating/shared/storage/storage-registry';
import { cookieSecureFor } from '../auth/sessions';
import type { Db } from '../db/database';
import { serverSecret } from '../db/server-secrets';
import { seal, unseal } from './secret-box';
import { staffCookieOptions } from './staff-sessions';

/** Long enough to open the authenticator app (or install one and scan the QR code), short enough to leave nothing lying about. */
const PENDING_LOGIN_SECONDS = 5 * 60;

/**
 * A login whose password was right, waiting for its second factor. It lives in the cookie itself, sealed
 * (AES-256-GCM, a key of the server's own), not in a table: nothing to store or clean up, it cannot be
 * altered or read in the browser, and its secret for a first enrolment is never written anywhere until the
 * first code proves the app has it.
 */
export interface PendingLogin {
  staffId: number;
  /** For an account without an authenticator: the secret its login answered, to enrol with. */
  enrolSecret: string | null;
}

const SealedSchema = z.object({ staffId: z.number().int(), enrolSecret: z.string().nullable(), expiresAt: z.number() });

const CONTEXT = 'staff-pending-login';
const key = (db: Db) => serverSecret(db, CONTEXT);

export async function setPendingLogin(
  db: Db,
  reply: FastifyReply,
  login: PendingLogin,
  now: Date,
  cookieSecure: boolean | undefined,
): Promise<void> {
  const value = seal(await key(db), JSON.stringify({ ...login, expiresAt: now.getTime() + PENDING_LOGIN_SECONDS * 1000 }), CONTEXT);
  reply.setCookie(STORAGE_NAMES.staffPendingLogin, value, {
    ...staffCookieOptions(cookieSecureFor(reply.request, cookieSecure)),
    maxAge: PENDING_LOGIN_SECONDS,
  });
}

export function clearPendingLogin(reply: FastifyReply, cookieSecure: boolean | undefined): void {
  reply.clearCookie(STORAGE_NAMES.staffPendingLogin, staffCookieOptions(cookieSecureFor(reply.request, cookieSecure)));
}

/**
 * The request's pending login: `absent` when it carries none (the caller answers as for anyone else),
 * `expired` when it carries one that is over or does not open, else the login.
 */
export async function readPendingLogin(db: Db, request: FastifyRequest, now: Date): Promise<PendingLogin | 'absent' | 'expired'> {
  const value = request.cookies[STORAGE_NAMES.staffPendingLogin];
  if (!value) return 'absent';
  // A sealed login is a few hundred characters; a longer value is not ours and is not worth opening.
  const opened = value.length <= 1024 ? unseal(await key(db), value, CONTEXT) : null;
  if (opened === null) return 'expired';
  let parsed;
  try {
    parsed = SealedSchema.safeParse(JSON.parse(opened));
  } catch {
    return 'expired';
  }
  if (!parsed.success || parsed.data.expiresAt <= now.getTime()) return 'expired';
  return { staffId: parsed.data.staffId, enrolSecret: parsed.data.enrolSecret };
}
