import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { COMPLAINTS_DAILY_LIMIT, COMPLAINTS_DAILY_LIMIT_MESSAGE, type ComplaintRequest } from '@dating/shared/contracts/index';
import type { AppContext } from '../app-context';
import { complaints } from '../db/schema';
import { ApiError, validationFailed } from '../http/errors';
import { sendAcknowledgement } from '../mail/acknowledgement-mail';
import { recipientName } from '../mail/recipient-name';
import { complaintMail } from '../mail/templates/complaint-mail';
import { accountContact } from '../members/user-record';
import { enqueueSupportCopy } from './complaint-mails';
import { complaintThreadId } from './complaint-thread';

const DAY_MS = 24 * 60 * 60_000;

export interface ComplaintFiling {
  /** The member filing it, or null for a visitor. */
  userId: number | null;
  complaint: ComplaintRequest;
  /** The request's Host header: the complaint is stored with its site. */
  host: string | undefined;
  now: Date;
  /** Where a failed acknowledgement is logged. */
  log: FastifyBaseLogger;
}

/**
 * Stores a complaint to customer service, acknowledges it by e-mail and mails a copy to the site's
 * support address; both mails carry its reference (`[C-123]`) in the subject, and support's answers from
 * the console thread under the acknowledgement. Members are answered at their account's address; a
 * visitor must give one. At most COMPLAINTS_DAILY_LIMIT per address a
 * day. Returns the complaint's number and the address the acknowledgement went to.
 */
export async function fileComplaint(ctx: AppContext, filing: ComplaintFiling): Promise<{ id: number; email: string }> {
  const { db } = ctx;
  const body = filing.complaint;
  const account = filing.userId === null ? undefined : await accountContact(db, filing.userId);
  const email = account?.email ?? body.email?.toLowerCase();
  if (!email) throw validationFailed('email', 'emailRequired');
  const language = body.language ?? account?.language ?? 'en';
  const site = await ctx.sites.forHost(filing.host);
  const at = filing.now;

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
        userId: filing.userId,
        email,
        subject: body.subject,
        message: body.message,
        reference: body.reference ? body.reference : null,
        language,
        createdAt: at,
      })
      .returning({ id: complaints.id });
    // The site's support address gets a copy, through the queue: a mail outage delays it, never loses it.
    await enqueueSupportCopy(tx, row!.id, at);
    return row!.id;
  });
  if (id === null) throw new ApiError(429, 'daily_limit_reached', COMPLAINTS_DAILY_LIMIT_MESSAGE);

  // Stored either way; a failed acknowledgement must not make the member send it again (it would count twice).
  const name = filing.userId === null ? null : await recipientName(ctx.db, filing.userId);
  const mail = complaintMail({
    to: email,
    locale: language,
    id,
    subject: body.subject,
    reference: body.reference || null,
    name,
    messageId: complaintThreadId(id, site.host),
  });
  await sendAcknowledgement(ctx.mailer, filing.log, mail, 'complaint acknowledgement', { complaint: id });
  return { id, email };
}
