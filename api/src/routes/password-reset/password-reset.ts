import { eq } from 'drizzle-orm';
import {
  PasswordResetDoRequestSchema,
  PasswordResetDoResponseSchema,
  PasswordResetRequestSchema,
  PasswordResetResponseSchema,
} from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { consumeResetToken, issueResetToken } from '../../auth/reset-tokens';
import { hashToken } from '../../auth/sessions';
import { tokens, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { loadUser } from '../../members/user-record';
import { mailLinkOrigin } from '../../mail/mail-link-origin';
import { startSession } from '../user/login';
import { resetMail } from '../../mail/templates/reset-mail';

/** §8 texts; the browser shows the translation of each code. */
export const EMAIL_NOT_FOUND_MESSAGE = 'E-mail address not found';
export const LINK_INVALID_MESSAGE = 'Link expired or invalid, request a new email';
export const DAILY_LIMIT_MESSAGE = 'Too many password reset emails sent, please try again tomorrow.';

/** Per IP: the 404 for unknown addresses answers whether an account exists, so guessing is slowed down. */
export const RESET_IP_LIMIT = { max: 20, timeWindow: 15 * 60_000 };
const RESET_DO_IP_LIMIT = { max: 30, timeWindow: 15 * 60_000 };

export interface PasswordResetOptions {
  /** The clock (tests move it to expire links). */
  now?: () => Date;
}

/**
 * POST /api/password-reset.php `{ email }` → a single-use link valid for one hour, by e-mail in the
 * member's language; POST /api/password-reset-do.php `{ token, password, password_repeat }` → the
 * new password, every session of the member ended, a fresh one for this browser (§4, §8).
 */
export function createPasswordResetRoutes(options: PasswordResetOptions = {}): RouteModule {
  const now = options.now ?? (() => new Date());
  return (app, ctx) => {
    const { db, messaging } = ctx;

    app.post(
      '/api/password-reset.php',
      { schema: { body: PasswordResetRequestSchema, response: { 200: PasswordResetResponseSchema } }, config: { rateLimit: RESET_IP_LIMIT } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const email = request.body.email.trim().toLowerCase();
        const [account] = await db
          .select({ id: users.id, language: users.language, deletedAt: users.deletedAt, deletionRequestedAt: users.deletionRequestedAt })
          .from(users)
          .where(eq(users.email, email));
        // The spec wants this answer (§8), accepting that it tells whether an address has an account.
        if (!account || account.deletedAt || account.deletionRequestedAt) throw new ApiError(404, 'not_found', EMAIL_NOT_FOUND_MESSAGE);

        const issued = await db.transaction((tx) => issueResetToken(tx, account.id, now()));
        if (!issued.ok) throw new ApiError(429, 'daily_limit_reached', DAILY_LIMIT_MESSAGE);

        const link = `${await mailLinkOrigin(ctx, request.headers.host)}/reset-password/do?token=${issued.token}`;
        try {
          await messaging.sendMail(resetMail(email, account.language, link));
        } catch (error) {
          // No e-mail, no link: the token must not count against the daily limit nor stay usable.
          await db.delete(tokens).where(eq(tokens.tokenHash, hashToken(issued.token)));
          throw error;
        }
        return { ok: true as const, email };
      },
    );

    app.post(
      '/api/password-reset-do.php',
      { schema: { body: PasswordResetDoRequestSchema, response: { 200: PasswordResetDoResponseSchema } }, config: { rateLimit: RESET_DO_IP_LIMIT } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { token, password } = request.body;
        // Password, token and every session of the member change together, or not at all.
        const userId = await db.transaction((tx) => consumeResetToken(tx, token, password, now()));
        if (userId === null) throw new ApiError(400, 'token_invalid', LINK_INVALID_MESSAGE);

        // A fresh session id for this browser (rotation); any cookie it had is ended too.
        await startSession(ctx, request, reply, userId);

        const user = await loadUser(db, userId);
        if (!user) throw new ApiError(400, 'token_invalid', LINK_INVALID_MESSAGE);
        return { user };
      },
    );
  };
}

export const passwordResetRoutes: RouteModule = createPasswordResetRoutes();
