import { and, count, eq, gt, gte, inArray, isNull, max, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Locale } from '@dating/shared/contracts/index';
import { pathTo } from '@dating/shared/routes/path-to';
import type { AppContext } from '../app-context';
import { listedConversations } from '../conversations/unread-total';
import type { DbOrTx } from '../db/database';
import {
  blocks,
  conversationParticipants,
  messages,
  notificationMails,
  notificationSettings,
  notificationsDisabled,
  profiles,
  users,
} from '../db/schema';
import { enqueue } from '../jobs/enqueue';
import { defineJobKind, type JobContext } from '../jobs/job-kind';
import { defineSchedule } from '../jobs/schedules';
import { openToContacts } from '../members/member-profile';
import type { MailJobSet } from './mail-job-set';
import { sendMemberMail } from './member-mail';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** At most one mail per conversation and member within this time (the next waits for it). */
const MESSAGE_MAIL_GAP_MS = HOUR_MS;
/** A reminder is about an oldest unread message at least this old… */
const REMINDER_AFTER_MS = DAY_MS;
/** …and younger than this: one reminder per unread run, none for messages left unread long ago. */
const REMINDER_UNTIL_MS = 2 * DAY_MS;
/** Members looked at per reminder job; the next batch is a job of its own. */
export const REMINDER_BATCH = 200;

// ── Texts ───────────────────────────────────────────────────────────────────────────────────────
// Subjects are neutral (neutral-words.ts): no name, nothing about whom the message is from or what it
// is about. The body names the partner, never the message itself (nor a photo, gift or GIF).

/** The first message(s) of a conversation the member has not taken part in yet. */
export const NEW_CONVERSATION_SUBJECTS: Record<Locale, string> = {
  en: 'Someone has sent you a message',
  nl: 'Iemand heeft je een bericht gestuurd',
  de: 'Jemand hat dir eine Nachricht geschickt',
  it: 'Qualcuno ti ha inviato un messaggio',
  fr: 'Quelqu’un vous a envoyé un message',
  es: 'Alguien te ha enviado un mensaje',
  pl: 'Ktoś przesyła Ci wiadomość',
  da: 'Nogen har sendt dig en besked',
  fi: 'Joku lähetti sinulle viestin',
  nb: 'Noen har sendt deg en melding',
  sv: 'Någon har skickat ett meddelande till dig',
};

/** One new message in a conversation the member knows. */
export const NEW_MESSAGE_SUBJECTS: Record<Locale, string> = {
  en: 'You have a new message',
  nl: 'Je hebt een nieuw bericht',
  de: 'Du hast eine neue Nachricht',
  it: 'Hai un nuovo messaggio',
  fr: 'Vous avez un nouveau message',
  es: 'Tienes un mensaje nuevo',
  pl: 'Masz nową wiadomość',
  da: 'Du har en ny besked',
  fi: 'Sinulle on uusi viesti',
  nb: 'Du har en ny melding',
  sv: 'Du har ett nytt meddelande',
};

/** Several new messages in a conversation the member knows. */
export const NEW_MESSAGES_SUBJECTS: Record<Locale, string> = {
  en: 'You have new messages',
  nl: 'Je hebt nieuwe berichten',
  de: 'Du hast neue Nachrichten',
  it: 'Hai nuovi messaggi',
  fr: 'Vous avez de nouveaux messages',
  es: 'Tienes mensajes nuevos',
  pl: 'Masz nowe wiadomości',
  da: 'Du har nye beskeder',
  fi: 'Sinulle on uusia viestejä',
  nb: 'Du har nye meldinger',
  sv: 'Du har nya meddelanden',
};

/** The reminder of messages unread for a day. */
export const UNREAD_REMINDER_SUBJECTS: Record<Locale, string> = {
  en: 'You have unread messages',
  nl: 'Je hebt ongelezen berichten',
  de: 'Du hast ungelesene Nachrichten',
  it: 'Hai messaggi non letti',
  fr: 'Vous avez des messages non lus',
  es: 'Tienes mensajes sin leer',
  pl: 'Masz nieprzeczytane wiadomości',
  da: 'Du har ulæste beskeder',
  fi: 'Sinulla on lukemattomia viestejä',
  nb: 'Du har uleste meldinger',
  sv: 'Du har olästa meddelanden',
};

/** A count's plural category in the locale (Polish has few/many besides one). */
const pluralOf = (locale: Locale, n: number) => new Intl.PluralRules(locale).select(n);

interface MessageMailTexts {
  /** `name` sent one message. */
  one: (name: string) => string;
  /** `name` sent `n` (> 1) messages. */
  many: (name: string, n: number) => string;
  readOne: string;
  readMany: string;
  /** `n` conversations have unread messages (n ≥ 1). */
  waiting: (n: number) => string;
  toMessages: string;
}

const TEXTS: Record<Locale, MessageMailTexts> = {
  en: {
    one: (name) => `${name} sent you a message.`,
    many: (name, n) => `${name} has sent you ${n} new messages.`,
    readOne: 'Read message',
    readMany: 'Read messages',
    waiting: (n) => (n === 1 ? 'A conversation is waiting for your reply.' : `${n} conversations are waiting for your reply.`),
    toMessages: 'Go to my messages',
  },
  nl: {
    one: (name) => `${name} heeft je een bericht gestuurd.`,
    many: (name, n) => `${name} heeft je ${n} nieuwe berichten gestuurd.`,
    readOne: 'Bericht lezen',
    readMany: 'Berichten lezen',
    waiting: (n) => (n === 1 ? 'Er wacht een gesprek op je antwoord.' : `Er wachten ${n} gesprekken op je antwoord.`),
    toMessages: 'Naar mijn berichten',
  },
  de: {
    one: (name) => `${name} hat dir eine Nachricht geschickt.`,
    many: (name, n) => `${name} hat dir ${n} neue Nachrichten geschickt.`,
    readOne: 'Nachricht lesen',
    readMany: 'Nachrichten lesen',
    waiting: (n) => (n === 1 ? 'Ein Gespräch wartet auf deine Antwort.' : `${n} Gespräche warten auf deine Antwort.`),
    toMessages: 'Zu meinen Nachrichten',
  },
  it: {
    one: (name) => `${name} ti ha inviato un messaggio.`,
    many: (name, n) => `${name} ti ha inviato ${n} nuovi messaggi.`,
    readOne: 'Leggi il messaggio',
    readMany: 'Leggi i messaggi',
    waiting: (n) => (n === 1 ? 'Una conversazione aspetta la tua risposta.' : `${n} conversazioni aspettano la tua risposta.`),
    toMessages: 'Vai ai miei messaggi',
  },
  fr: {
    one: (name) => `${name} vous a envoyé un message.`,
    many: (name, n) => `${name} vous a envoyé ${n} nouveaux messages.`,
    readOne: 'Lire le message',
    readMany: 'Lire les messages',
    waiting: (n) => (n === 1 ? 'Une conversation attend votre réponse.' : `${n} conversations attendent votre réponse.`),
    toMessages: 'Voir mes messages',
  },
  es: {
    one: (name) => `${name} te ha enviado un mensaje.`,
    many: (name, n) => `${name} te ha enviado ${n} mensajes nuevos.`,
    readOne: 'Leer mensaje',
    readMany: 'Leer mensajes',
    waiting: (n) => (n === 1 ? 'Una conversación espera tu respuesta.' : `${n} conversaciones esperan tu respuesta.`),
    toMessages: 'Ir a mis mensajes',
  },
  pl: {
    one: (name) => `${name} przesyła Ci wiadomość.`,
    many: (name, n) => `${name} przesyła Ci ${n} ${pluralOf('pl', n) === 'few' ? 'nowe wiadomości' : 'nowych wiadomości'}.`,
    readOne: 'Przeczytaj wiadomość',
    readMany: 'Przeczytaj wiadomości',
    waiting: (n) => {
      if (n === 1) return 'Jedna rozmowa czeka na Twoją odpowiedź.';
      return pluralOf('pl', n) === 'few' ? `${n} rozmowy czekają na Twoją odpowiedź.` : `${n} rozmów czeka na Twoją odpowiedź.`;
    },
    toMessages: 'Przejdź do wiadomości',
  },
  da: {
    one: (name) => `${name} har sendt dig en besked.`,
    many: (name, n) => `${name} har sendt dig ${n} nye beskeder.`,
    readOne: 'Læs beskeden',
    readMany: 'Læs beskederne',
    waiting: (n) => (n === 1 ? 'En samtale venter på dit svar.' : `${n} samtaler venter på dit svar.`),
    toMessages: 'Gå til mine beskeder',
  },
  fi: {
    one: (name) => `${name} lähetti sinulle viestin.`,
    many: (name, n) => `${name} lähetti sinulle ${n} uutta viestiä.`,
    readOne: 'Lue viesti',
    readMany: 'Lue viestit',
    waiting: (n) => (n === 1 ? 'Yksi keskustelu odottaa vastaustasi.' : `${n} keskustelua odottaa vastaustasi.`),
    toMessages: 'Siirry viesteihin',
  },
  nb: {
    one: (name) => `${name} har sendt deg en melding.`,
    many: (name, n) => `${name} har sendt deg ${n} nye meldinger.`,
    readOne: 'Les meldingen',
    readMany: 'Les meldingene',
    waiting: (n) => (n === 1 ? 'En samtale venter på svaret ditt.' : `${n} samtaler venter på svaret ditt.`),
    toMessages: 'Gå til meldingene mine',
  },
  sv: {
    one: (name) => `${name} har skickat ett meddelande till dig.`,
    many: (name, n) => `${name} har skickat ${n} nya meddelanden till dig.`,
    readOne: 'Läs meddelandet',
    readMany: 'Läs meddelandena',
    waiting: (n) => (n === 1 ? 'En konversation väntar på ditt svar.' : `${n} konversationer väntar på ditt svar.`),
    toMessages: 'Gå till mina meddelanden',
  },
};

// ── new_conversations / new_messages ───────────────────────────────────────────────────────────

const MessageMailPayload = z.object({
  /** The recipient: the member the message was sent to. */
  userId: z.number().int().positive(),
  conversationId: z.number().int().positive(),
});
type MessageMailPayload = z.output<typeof MessageMailPayload>;

/**
 * The job as enqueued: its name and payload. Its handler needs the app (the mailer, the sites), so
 * the kind the worker runs is messageMailJobs'; this one only names it for enqueueMessageMail.
 */
const messageMailJob = defineJobKind({
  name: 'message-mail',
  payload: MessageMailPayload,
  handle: () => Promise.reject(new Error('the message-mail job runs with the kind of messageMailJobs(ctx)')),
});

/** When the member was last mailed about the conversation (either type), or null. */
async function lastMailAbout(db: DbOrTx, userId: number, conversationId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(notificationMails.sentAt) })
    .from(notificationMails)
    .where(and(eq(notificationMails.userId, userId), eq(notificationMails.conversationId, conversationId)));
  return row?.at ?? null;
}

/**
 * Enqueues the mail of a new message to a member, inside the send's transaction (never for a send
 * rolled back, nor for the retry of one). One job waits per conversation and member: the further
 * messages of a burst find it pending and join its mail. It runs `delaySeconds` after the message —
 * a member who reads in that time gets no mail — and not within the hour after the last mail about
 * this conversation.
 */
export async function enqueueMessageMail(
  tx: DbOrTx,
  input: { userId: number; conversationId: number; now: Date; delaySeconds: number },
): Promise<void> {
  const { userId, conversationId, now } = input;
  const last = await lastMailAbout(tx, userId, conversationId);
  const runAt = Math.max(now.getTime() + input.delaySeconds * 1000, last ? last.getTime() + MESSAGE_MAIL_GAP_MS : 0);
  await enqueue(tx, {
    kind: messageMailJob,
    payload: { userId, conversationId },
    runAt: new Date(runAt),
    dedupeKey: `message-mail:${userId}:${conversationId}`,
    now,
  });
}

/**
 * The mail about a conversation's unread messages (docs/notification-mails.md): nothing when they
 * were read meanwhile, when the conversation is not in the member's chat list (removed by them, the
 * partner blocked, gone or switched off), or when a mail about it went out within the hour (the next
 * message enqueues again). `new_conversations` while the member never wrote in it and was never
 * mailed about it, `new_messages` after that. Keyed by the last unread message, so a retried job
 * sends nothing twice.
 */
async function sendMessageMail(ctx: AppContext, payload: MessageMailPayload, context: JobContext): Promise<void> {
  const { db } = ctx;
  const { userId, conversationId } = payload;
  const now = context.now();
  const [member] = await db.select({ profileId: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
  if (!member) return;
  const listed = listedConversations(db, member.profileId).as('listed');
  const [conversation] = await db
    .select({ partner: listed.otherProfileId, lastRead: listed.lastReadMessageId, partnerName: profiles.name })
    .from(listed)
    .innerJoin(profiles, eq(profiles.id, listed.otherProfileId))
    .where(eq(listed.conversationId, conversationId));
  if (!conversation) return;
  const [unread] = await db
    .select({ n: count(), last: max(messages.id) })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        gt(messages.id, conversation.lastRead),
        eq(messages.senderProfileId, conversation.partner),
        // A photo held back for review is not the member's yet: its delivery enqueues its own mail.
        eq(messages.heldForReview, false),
      ),
    );
  if (!unread?.last || unread.n === 0) return;
  const last = await lastMailAbout(db, userId, conversationId);
  if (last && now.getTime() - last.getTime() < MESSAGE_MAIL_GAP_MS) return;
  const [wrote] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.senderProfileId, member.profileId)))
    .limit(1);
  const type = !wrote && !last ? 'new_conversations' : 'new_messages';
  const n = unread.n;
  const outcome = await sendMemberMail(ctx, {
    userId,
    type,
    key: `conversation:${conversationId}:message:${unread.last}`,
    conversationId,
    target: pathTo('chats-id', { id: conversationId }),
    now,
    compose: (recipient, link) => {
      const t = TEXTS[recipient.locale] ?? TEXTS.en;
      const subjects = type === 'new_conversations' ? NEW_CONVERSATION_SUBJECTS : n === 1 ? NEW_MESSAGE_SUBJECTS : NEW_MESSAGES_SUBJECTS;
      return {
        subject: subjects[recipient.locale] ?? subjects.en,
        blocks: [
          n === 1 ? t.one(conversation.partnerName) : t.many(conversation.partnerName, n),
          { href: link, label: n === 1 ? t.readOne : t.readMany },
        ],
      };
    },
  });
  if (outcome === 'sent') context.log.info({ userId, conversationId, type }, 'message mail sent');
}

// ── unread_message_reminders ───────────────────────────────────────────────────────────────────

const ReminderPayload = z.object({
  /** Members with a larger user id are this batch's (keyset paging). */
  after: z.number().int().min(0),
  /** The run's first job (names the chain in the dedupe keys); absent on the scheduled first batch. */
  run: z.number().int().positive().optional(),
});
type ReminderPayload = z.output<typeof ReminderPayload>;

/** The reminder batch as enqueued (the next batch); the worker runs the kind of messageMailJobs(ctx). */
const reminderJob = defineJobKind({
  name: 'unread-message-reminders',
  payload: ReminderPayload,
  handle: () => Promise.reject(new Error('the unread-message-reminders job runs with the kind of messageMailJobs(ctx)')),
});

/**
 * Up to REMINDER_BATCH members after `after` (user id order) a reminder may go to: confirmed, not
 * deleted or waiting for deletion, the reminders' e-mail switch not off and no reason on record to
 * stop e-mail (sendMemberMail asks mayNotify again). Walks users' primary key.
 */
function reminderCandidates(db: DbOrTx, after: number) {
  return db
    .select({ userId: users.id, profileId: profiles.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        gt(users.id, after),
        eq(users.status, 'confirmed'),
        isNull(users.deletedAt),
        isNull(users.deletionRequestedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(notificationSettings)
            .where(
              and(
                eq(notificationSettings.userId, users.id),
                eq(notificationSettings.type, 'unread_message_reminders'),
                eq(notificationSettings.email, false),
              ),
            ),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(notificationsDisabled)
            .where(eq(notificationsDisabled.userId, users.id)),
        ),
      ),
    )
    .orderBy(users.id)
    .limit(REMINDER_BATCH);
}

/**
 * The oldest unread message from the partner in each conversation of the members' chat lists — the
 * chat list's rule (conversations/unread-total.ts listedConversations) for a set of members: not
 * removed by them, the partner neither deleted nor waiting for deletion nor switched off, no block
 * either way. Per conversation one probe of messages_conversation (conversation_id, id) after the
 * member's read mark.
 */
function oldestUnreadPerConversation(db: DbOrTx, profileIds: readonly number[]) {
  const me = alias(conversationParticipants, 'me');
  const other = alias(conversationParticipants, 'other');
  const first = db
    .select({ id: messages.id, createdAt: messages.createdAt })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, me.conversationId),
        gt(messages.id, me.lastReadMessageId),
        eq(messages.senderProfileId, other.profileId),
        eq(messages.heldForReview, false),
      ),
    )
    .orderBy(messages.id)
    .limit(1)
    .as('first_unread');
  return db
    .select({ profileId: me.profileId, messageId: first.id, createdAt: first.createdAt })
    .from(me)
    .innerJoin(other, and(eq(other.conversationId, me.conversationId), ne(other.profileId, me.profileId)))
    .innerJoin(profiles, eq(profiles.id, other.profileId))
    .innerJoinLateral(first, sql`true`)
    .where(
      and(
        inArray(me.profileId, [...profileIds]),
        isNull(me.deletedAt),
        isNull(profiles.deletedAt),
        isNull(profiles.deletionRequestedAt),
        openToContacts(),
        notExists(
          db
            .select({ one: sql`1` })
            .from(blocks)
            .where(
              sql`(${blocks.blockerProfileId} = ${me.profileId} AND ${blocks.blockedProfileId} = ${other.profileId}) OR (${blocks.blockerProfileId} = ${other.profileId} AND ${blocks.blockedProfileId} = ${me.profileId})`,
            ),
        ),
      ),
    );
}

const utcDayStart = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);

/**
 * One batch of the reminder run: for each member of it whose oldest unread message (from a partner,
 * in their chat list) is between REMINDER_AFTER_MS and REMINDER_UNTIL_MS old, one mail saying how
 * many conversations wait — keyed by that message (once per unread run), and none when a reminder
 * already went out this UTC day. Then the next batch, as a job of its own.
 */
async function sendReminderBatch(ctx: AppContext, payload: ReminderPayload, context: JobContext): Promise<void> {
  const { db } = ctx;
  const now = context.now();
  const run = payload.run ?? context.jobId;
  const members = await reminderCandidates(db, payload.after);
  if (members.length > 0) {
    const rows = await oldestUnreadPerConversation(
      db,
      members.map((m) => m.profileId),
    );
    const byProfile = new Map<number, { oldest: { id: number; createdAt: Date }; waiting: number }>();
    for (const row of rows) {
      const seen = byProfile.get(row.profileId);
      const older =
        !seen || row.createdAt < seen.oldest.createdAt || (+row.createdAt === +seen.oldest.createdAt && row.messageId < seen.oldest.id);
      byProfile.set(row.profileId, {
        oldest: older ? { id: row.messageId, createdAt: row.createdAt } : seen.oldest,
        waiting: (seen?.waiting ?? 0) + 1,
      });
    }
    const due = members.flatMap((member) => {
      const unread = byProfile.get(member.profileId);
      if (!unread) return [];
      const age = now.getTime() - unread.oldest.createdAt.getTime();
      return age >= REMINDER_AFTER_MS && age < REMINDER_UNTIL_MS ? [{ ...member, ...unread }] : [];
    });
    const remindedToday = new Set(
      due.length === 0
        ? []
        : (
            await db
              .select({ userId: notificationMails.userId })
              .from(notificationMails)
              .where(
                and(
                  inArray(
                    notificationMails.userId,
                    due.map((d) => d.userId),
                  ),
                  eq(notificationMails.type, 'unread_message_reminders'),
                  gte(notificationMails.sentAt, utcDayStart(now)),
                ),
              )
          ).map((row) => row.userId),
    );
    for (const member of due) {
      if (remindedToday.has(member.userId)) continue;
      await sendMemberMail(ctx, {
        userId: member.userId,
        type: 'unread_message_reminders',
        key: `unread:${member.oldest.id}`,
        target: pathTo('chats'),
        now,
        compose: (recipient, link) => {
          const t = TEXTS[recipient.locale] ?? TEXTS.en;
          return {
            subject: UNREAD_REMINDER_SUBJECTS[recipient.locale] ?? UNREAD_REMINDER_SUBJECTS.en,
            blocks: [t.waiting(member.waiting), { href: link, label: t.toMessages }],
          };
        },
      });
    }
  }
  const lastMember = members.at(-1);
  if (members.length === REMINDER_BATCH && lastMember) {
    const next = { after: lastMember.userId, run };
    await enqueue(db, { kind: reminderJob, payload: next, dedupeKey: `unread-reminders:${run}:${next.after}`, now });
  }
}

/** The message mails' job kinds and the reminders' schedule (every 30 minutes), for appJobs. */
export function messageMailJobs(ctx: AppContext): MailJobSet {
  const reminders = { ...reminderJob, handle: (payload: ReminderPayload, context: JobContext) => sendReminderBatch(ctx, payload, context) };
  return {
    kinds: [
      { ...messageMailJob, handle: (payload: MessageMailPayload, context: JobContext) => sendMessageMail(ctx, payload, context) },
      reminders,
    ],
    schedules: [
      defineSchedule({ name: 'unread-message-reminders-30m', kind: reminders, payload: { after: 0 }, spec: { everyMinutes: 30 } }),
    ],
  };
}
