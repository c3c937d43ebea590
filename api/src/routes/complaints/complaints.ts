import { and, count, eq, gt, sql } from 'drizzle-orm';
import {
  COMPLAINTS_DAILY_LIMIT,
  COMPLAINTS_DAILY_LIMIT_MESSAGE,
  ComplaintRequestSchema,
  ComplaintResponseSchema,
} from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { getViewer } from '../../auth/viewer';
import { complaints, users } from '../../db/schema';
import { ApiError, validationFailed } from '../../http/errors';
import { sendAcknowledgement } from '../../mail/acknowledgement-mail';
import { complaintMail } from '../../mail/templates/complaint-mail';

/** Per IP: every complaint sends an e-mail, and visitors may file them too. */
export const COMPLAINTS_IP_LIMIT = { max: 5, timeWindow: 60 * 60_000 };
const DAY_MS = 24 * 60 * 60_000;

export interface ComplaintsOptions {
  now?: () => Date;
}

/**
 * POST /api/complaints.php `{ subject, message, reference?, email?, language? }` — stores the
 * complaint and acknowledges it by e-mail. Members are answered at their account's address; a
 * visitor must give one. At most COMPLAINTS_DAILY_LIMIT per address a day, besides the per-IP limit.
 */
export function createComplaintsRoutes(options: ComplaintsOptions = {}): RouteModule {
  const now = options.now ?? (() => new Date());
  return (app, ctx) => {
    const { db, messaging } = ctx;
    app.post(
      '/api/complaints.php',
      { schema: { body: ComplaintRequestSchema, response: { 200: ComplaintResponseSchema } }, config: { rateLimit: COMPLAINTS_IP_LIMIT } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const body = request.body;
        const viewer = await getViewer(db, request);
        const [account] = viewer
          ? await db.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, viewer.userId))
          : [];
        const email = account?.email ?? body.email?.toLowerCase();
        if (!email) throw validationFailed('email', 'emailRequired');
        const language = body.language ?? account?.language ?? 'en';
        const site = await ctx.sites.forHost(request.headers.host);
        const at = now();

        const id = await db.transaction(async (tx) => {
          // One address at a time, so two submits at once cannot both slip under the daily limit.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`complaints:${email}`}))`);
          const [sent] = await tx
            .select({ n: count() })
            .from(complaints)
            .where(and(eq(complaints.email, email), gt(complaints.createdAt, new Date(at.getTime() - DAY_MS))));
          if ((sent?.n ?? 0) >= COMPLAINTS_DAILY_LIMIT) return null;
          const [row] = await tx
            .insert(complaints)
            .values({
              siteId: site.id,
              userId: viewer?.userId ?? null,
              email,
              subject: body.subject,
              message: body.message,
              reference: body.reference ? body.reference : null,
              language,
              createdAt: at,
            })
            .returning({ id: complaints.id });
          return row!.id;
        });
        if (id === null) throw new ApiError(429, 'daily_limit_reached', COMPLAINTS_DAILY_LIMIT_MESSAGE);

        // Stored either way; a failed acknowledgement must not make the member send it again (it would count twice).
        const mail = complaintMail({ to: email, locale: language, id, subject: body.subject, reference: body.reference || null });
        await sendAcknowledgement(messaging, request.log, mail, 'complaint acknowledgement', { complaint: id });
        return { ok: true as const, id, email };
      },
    );
  };
}

export const complaintsRoutes: RouteModule = createComplaintsRoutes();
