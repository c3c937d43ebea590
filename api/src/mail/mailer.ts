import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { MailboxEntry } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Display name of the sender (settings mail_name). */
  fromName?: string;
  /** Extra headers, e.g. List-Unsubscribe on notification mails (notification-mail.ts). */
  headers?: Record<string, string>;
}

interface SmsMessage {
  to: string;
  text: string;
}

/** Where e-mail goes: a real SMTP server, or the local outbox table. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** Where SMS goes: a provider adapter later, the local outbox table by default. */
export interface SmsTransport {
  readonly kind: 'provider' | 'outbox';
  send(message: SmsMessage): Promise<void>;
}

function createOutboxMailTransport(db: Db): MailTransport {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(outbox).values({
        channel: 'email',
        to: message.to.trim().toLowerCase(),
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        headers: message.headers ?? null,
      });
    },
  };
}

function createOutboxSmsTransport(db: Db): SmsTransport {
  return {
    kind: 'outbox',
    async send(message) {
      await db
        .insert(outbox)
        .values({ channel: 'sms', to: message.to.trim().toLowerCase(), subject: null, text: message.text, html: null });
    },
  };
}

function createSmtpMailTransport(smtpUrl: string, fromAddress: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: message.fromName ? { name: message.fromName, address: fromAddress } : fromAddress,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
  };
}

/** Everything the api sends to members out of band: e-mail, SMS, and the development mailbox that captures both. */
export interface Mailer {
  sendMail(message: MailMessage): Promise<void>;
  sendSms(message: SmsMessage): Promise<void>;
  /** The development mailbox is on when something is captured locally and we are not in production. */
  readonly mailboxEnabled: boolean;
  readMailbox(filter?: { to?: string | undefined; id?: number; limit?: number }): Promise<MailboxEntry[]>;
}

export function createMailer(options: {
  db: Db;
  nodeEnv: string;
  smtpUrl?: string | undefined;
  /** Sender address over SMTP (MAIL_FROM); the fallback only suits a local mail catcher. */
  fromAddress?: string | undefined;
  mail?: MailTransport;
  sms?: SmsTransport;
}): Mailer {
  const { db } = options;
  const mail =
    options.mail ??
    (options.smtpUrl
      ? createSmtpMailTransport(options.smtpUrl, options.fromAddress ?? 'no-reply@localhost')
      : createOutboxMailTransport(db));
  const sms = options.sms ?? createOutboxSmsTransport(db);
  return {
    sendMail: (message) => mail.send(message),
    sendSms: (message) => sms.send(message),
    mailboxEnabled: options.nodeEnv !== 'production' && mail.kind === 'outbox',
    async readMailbox(filter = {}) {
      const query = db.select().from(outbox);
      const where =
        filter.id !== undefined ? eq(outbox.id, filter.id) : filter.to ? eq(outbox.to, filter.to.trim().toLowerCase()) : undefined;
      const rows = await (where ? query.where(where) : query).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(filter.limit ?? 200);
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: row.headers ?? {},
        created_at: row.createdAt.toISOString(),
      }));
    },
  };
}
