import type { MailMessage, Mailer } from '../mail/mailer';

/** A mail server that accepts everything and keeps it, for tests that read what was sent (in sending order). */
export function recordingMailer(): { mailer: Mailer; sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    sendMail: async (message) => {
      sent.push(message);
    },
    sendSms: async () => {},
    mailboxEnabled: false,
    readMailbox: async () => [],
  };
  return { mailer, sent };
}
