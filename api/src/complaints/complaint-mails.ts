/**
 * The mails about a complaint that go through the job queue: the copy of a new complaint to the site's
 * support address, and support's answers to the member. Enqueued in the transaction that stores the
 * complaint or the answer, so a mail outage delays them (retries, then a dead job an admin can retry from the
 * console) instead of losing them or failing the member's or support's request.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import { isLocale, type Locale } from '@dating/shared/contracts/index';
import { complaintReference } from '@dating/shared/contracts/staff-support';
import { staffPathTo } from '@dating/shared/routes/staff-route-table';
import type { AppContext } from '../app-context';
import type { DbOrTx } from '../db/database';
import { complaintReplies, complaints } from '../db/schema';
import { enqueue } from '../jobs/enqueue';
import { defineJobKind, type AnyJobKind } from '../jobs/job-kind';
import { composeMail, type MailBlock } from '../mail/compose-mail';
import { recipientName } from '../mail/recipient-name';
import { complaintAcknowledgementSubject, complaintSenderName } from '../mail/templates/complaint-mail';
import { siteOrigin } from '../sites/site-origin';
import { ANSWER_TEXTS, SUPPORT_COPY_TEXTS } from './complaint-mail-texts';
import { answerThreadHeaders, complaintAnswerId, complaintThreadId } from './complaint-thread';

const SupportCopyPayload = z.object({ complaintId: z.number().int().positive() });
const AnswerMailPayload = z.object({ answerId: z.number().int().positive() });

// The kinds as enqueued; their handlers need the app (mailer, sites), so the worker runs complaintMailJobs(ctx)'s.
const supportCopyJob = defineJobKind({
  name: 'complaint-support-copy',
  payload: SupportCopyPayload,
  handle: () => Promise.reject(new Error('the complaint-support-copy job runs with the kind of complaintMailJobs(ctx)')),
});
const answerMailJob = defineJobKind({
  name: 'complaint-answer-mail',
  payload: AnswerMailPayload,
  handle: () => Promise.reject(new Error('the complaint-answer-mail job runs with the kind of complaintMailJobs(ctx)')),
});

/** In the complaint's transaction: its copy goes to the site's support address. */
export async function enqueueSupportCopy(tx: DbOrTx, complaintId: number, now: Date): Promise<void> {
  await enqueue(tx, { kind: supportCopyJob, payload: { complaintId }, now });
}

/** In the answer's transaction: the answer goes to the complaint's address. */
export async function enqueueAnswerMail(tx: DbOrTx, answerId: number, now: Date): Promise<void> {
  await enqueue(tx, { kind: answerMailJob, payload: { answerId }, now });
}

const localeOr = (value: string, fallback: Locale): Locale => (isLocale(value) ? value : fallback);

/** The member's lines as they wrote them: paragraphs at blank lines, line breaks kept (escaped in HTML by composeMail). */
const paragraphs = (text: string): string[][] =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.split(/\r?\n/))
    .filter((lines) => lines.some((line) => line.trim() !== ''));

async function sendSupportCopy(ctx: AppContext, complaintId: number): Promise<void> {
  const [complaint] = await ctx.db.select().from(complaints).where(eq(complaints.id, complaintId));
  if (!complaint) return;
  const site = await ctx.sites.forId(complaint.siteId);
  const to = site.settings.support_email.trim();
  if (!to) return;
  const locale = localeOr(site.settings.domain_language, 'en');
  const t = SUPPORT_COPY_TEXTS[locale];
  const ref = complaintReference(complaint.id);
  const sender = complaint.userId === null ? t.visitor : t.member(complaint.userId);
  const details = [
    `${t.from} ${complaint.email} (${sender})`,
    `${t.language} ${complaint.language}`,
    `${t.subjectLabel} ${complaint.subject}`,
    ...(complaint.reference ? [`${t.theirReference} ${complaint.reference}`] : []),
  ];
  const link = `${siteOrigin(ctx, site)}${staffPathTo('staff-complaints')}?complaint=${complaint.id}`;
  const blocks: MailBlock[] = [t.intro, details, ...paragraphs(complaint.message), { href: link, label: t.open }];
  const mail = composeMail(
    { to, subject: t.subject(ref, complaint.subject), fromName: complaintSenderName(locale), locale, name: null },
    blocks,
  );
  await ctx.mailer.sendMail(mail);
}

async function sendAnswerMail(ctx: AppContext, answerId: number): Promise<void> {
  const [row] = await ctx.db
    .select({ answer: complaintReplies, complaint: complaints })
    .from(complaintReplies)
    .innerJoin(complaints, eq(complaints.id, complaintReplies.complaintId))
    .where(eq(complaintReplies.id, answerId));
  if (!row) return;
  const { answer, complaint } = row;
  const site = await ctx.sites.forId(complaint.siteId);
  const locale = complaint.language;
  const t = ANSWER_TEXTS[locale] ?? ANSWER_TEXTS.en;
  const earlier = await ctx.db
    .select({ id: complaintReplies.id })
    .from(complaintReplies)
    .where(and(eq(complaintReplies.complaintId, complaint.id), lt(complaintReplies.id, answer.id)))
    .orderBy(asc(complaintReplies.id));
  const thread = [complaintThreadId(complaint.id, site.host), ...earlier.map((e) => complaintAnswerId(complaint.id, e.id, site.host))];
  const name = complaint.userId === null ? null : await recipientName(ctx.db, complaint.userId);
  const from = complaintSenderName(locale);
  const blocks: MailBlock[] = [
    t.intro(complaint.subject),
    ...paragraphs(answer.body),
    t.replyHint(complaintReference(complaint.id)),
    [t.regards, from],
  ];
  const mail = composeMail(
    { to: complaint.email, subject: `Re: ${complaintAcknowledgementSubject(locale, complaint.id)}`, fromName: from, locale, name },
    blocks,
  );
  const supportAddress = site.settings.support_email.trim();
  await ctx.mailer.sendMail({
    ...mail,
    headers: {
      ...answerThreadHeaders(thread, complaintAnswerId(complaint.id, answer.id, site.host)),
      // A reply from the member reaches support, not the no-reply sender.
      ...(supportAddress ? { 'Reply-To': supportAddress } : {}),
    },
  });
}

/** The kinds the worker runs (app-jobs.ts). A retry may send a mail twice after a crash; it never loses one. */
export function complaintMailJobs(ctx: AppContext): { kinds: AnyJobKind[] } {
  return {
    kinds: [
      { ...supportCopyJob, handle: (payload: z.output<typeof SupportCopyPayload>) => sendSupportCopy(ctx, payload.complaintId) },
      { ...answerMailJob, handle: (payload: z.output<typeof AnswerMailPayload>) => sendAnswerMail(ctx, payload.answerId) },
    ],
  };
}
