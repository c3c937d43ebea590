import { and, eq, isNull } from 'drizzle-orm';
import type { Locale, NotificationSettings } from '@dating/shared/contracts/index';
import type { AppContext } from '../app-context';
import { issueOneTimeToken } from '../auth/one-time-tokens';
import { notificationMails, profiles, users } from '../db/schema';
import type { MailBlock } from '../mail/compose-mail';
import { sendNotificationMail } from '../mail/notification-mail';
import { siteOrigin } from '../sites/site-origin';
import type { Site } from '../sites/site-settings';

/**
 * How long the login link of a notification mail works. Short, because whoever holds the mail holds
 * the account for that long; a member who opens it later logs in with the password and still lands
 * on the mail's target (the token page keeps it).
 */
export const LOGIN_LINK_TTL_MINUTES = 48 * 60;

/** Whom a notification mail goes to, as the composer sees them. */
interface MailRecipient {
  userId: number;
  email: string;
  locale: Locale;
  site: Site;
  /** The member's own site's origin: every link of the mail starts with it. */
  origin: string;
  /** The member's own profile name (the layout's greeting uses it; a subject never does). */
  name: string;
}

interface ComposedMemberMail {
  /** Neutral: no name, no dating word (neutral-words.ts checks every type's subjects in every locale). */
  subject: string;
  /** The mail's body after the greeting (the layout writes it); `link` is the login link to the target, to be used as the main button. */
  blocks: readonly MailBlock[];
  /** The language the body is written in, when not the member's (a news item without their language). */
  locale?: Locale;
}

export interface MemberMailRequest {
  userId: number;
  type: keyof NotificationSettings;
  /**
   * Names the cause, unique per (member, type): a second request with the same key sends nothing —
   * the retry of a job, the same job run by a second api process, a schedule's next tick.
   */
  key: string;
  /** For the message mails: lets them find the last mail of a conversation (at most one an hour). */
  conversationId?: number | null;
  /** Where the mail's login link takes the member: a path of their site (`/chats/12`, `/likes/received`). */
  target: string;
  now: Date;
  compose(recipient: MailRecipient, link: string): ComposedMemberMail;
}

export type MemberMailOutcome = 'sent' | 'not_allowed' | 'duplicate' | 'no_recipient';

/** The member a notification mail may go to: confirmed, not deleted or waiting for deletion, with a profile. */
async function loadRecipient(ctx: AppContext, userId: number): Promise<MailRecipient | null> {
  const [row] = await ctx.db
    .select({ email: users.email, language: users.language, siteId: users.siteId, name: profiles.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.status, 'confirmed'), isNull(users.deletionRequestedAt), isNull(users.deletedAt)));
  if (!row) return null;
  const site = await ctx.sites.forId(row.siteId);
  return { userId, email: row.email, locale: row.language, site, origin: siteOrigin(ctx, site), name: row.name };
}

/**
 * Sends one notification mail to a member, at most once per (member, type, key), from their own
 * site (its mail name, links on its host), in their language, with a single-use login link to
 * `target` and the unsubscribe link and headers of every notification mail. Only when `mayNotify`
 * allows the type (the member's switch, no bounce, complaint or unsubscribe on record).
 *
 * The row in notification_mails is written before the mail leaves and removed again when sending
 * fails (the job's retry then sends it): a crash between the two loses that one mail rather than
 * sending it twice — a notification, not a message, so the member still finds everything on the site.
 */
export async function sendMemberMail(ctx: AppContext, request: MemberMailRequest): Promise<MemberMailOutcome> {
  const recipient = await loadRecipient(ctx, request.userId);
  if (!recipient) return 'no_recipient';
  const [claimed] = await ctx.db
    .insert(notificationMails)
    .values({
      userId: request.userId,
      type: request.type,
      key: request.key,
      conversationId: request.conversationId ?? null,
      sentAt: request.now,
    })
    .onConflictDoNothing()
    .returning({ id: notificationMails.id });
  if (!claimed) return 'duplicate';
  const release = () => ctx.db.delete(notificationMails).where(eq(notificationMails.id, claimed.id));
  try {
    const issued = await issueOneTimeToken(ctx.db, {
      kind: 'login',
      userId: request.userId,
      ttlMinutes: LOGIN_LINK_TTL_MINUTES,
      now: request.now,
      targetPath: request.target,
    });
    if (!issued.ok) throw new Error('a login token without a daily limit was refused');
    const mail = request.compose(recipient, `${recipient.origin}/${issued.token}`);
    const sent = await sendNotificationMail(ctx, {
      userId: request.userId,
      type: request.type,
      to: recipient.email,
      locale: recipient.locale,
      ...(mail.locale ? { bodyLocale: mail.locale } : {}),
      name: recipient.name,
      origin: recipient.origin,
      fromName: recipient.site.settings.mail_name,
      subject: mail.subject,
      blocks: mail.blocks,
    });
    if (!sent) {
      await release();
      return 'not_allowed';
    }
    return 'sent';
  } catch (error) {
    await release();
    throw error;
  }
}
