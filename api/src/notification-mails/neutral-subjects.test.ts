import { EMAIL_NOTIFICATION_TYPES, LOCALES, type Locale } from '@dating/shared/contracts/index';
import { LIKE_MAIL_SUBJECTS, MATCH_MAIL_SUBJECTS } from './like-mails';
import { NEW_CONVERSATION_SUBJECTS, NEW_MESSAGE_SUBJECTS, NEW_MESSAGES_SUBJECTS, UNREAD_REMINDER_SUBJECTS } from './message-mails';
import { neutralityProblems } from './neutral-words';
import { TIME_BONUS_MAIL_SUBJECTS, WELCOME_MAIL_SUBJECTS } from './promotion-mails';
import { REMINDER_MAIL_SUBJECTS } from './reminder-mails';
import { WEEKLY_UPDATE_SUBJECTS } from './weekly-updates';

/**
 * Every subject a notification mail can have, by type: each must read neutral in every locale — an
 * inbox preview is read over shoulders. News subjects are written by an operator; the command that
 * sends them refuses a subject that is not neutral (news-cli.test.ts).
 */
const SUBJECTS: Record<(typeof EMAIL_NOTIFICATION_TYPES)[number], readonly Record<Locale, string>[]> = {
  new_conversations: [NEW_CONVERSATION_SUBJECTS],
  new_messages: [NEW_MESSAGE_SUBJECTS, NEW_MESSAGES_SUBJECTS],
  unread_message_reminders: [UNREAD_REMINDER_SUBJECTS],
  like: [LIKE_MAIL_SUBJECTS, MATCH_MAIL_SUBJECTS],
  promotions: [TIME_BONUS_MAIL_SUBJECTS, WELCOME_MAIL_SUBJECTS],
  weekly_updates: [WEEKLY_UPDATE_SUBJECTS],
  news: [],
  reminders: [REMINDER_MAIL_SUBJECTS],
};

const cases = Object.entries(SUBJECTS).flatMap(([type, sets]) =>
  sets.flatMap((subjects) => LOCALES.map((locale) => [type, locale, subjects[locale]] as const)),
);

it.each(cases)('%s mail subject in %s is neutral: %s', (_type, locale, subject) => {
  expect(subject.trim()).not.toBe('');
  expect(neutralityProblems(subject, locale)).toEqual([]);
});

it('has a subject in every locale for every type but news, and no two types share one in English', () => {
  for (const type of EMAIL_NOTIFICATION_TYPES) expect(SUBJECTS[type].length > 0).toBe(type !== 'news');
  const english = Object.values(SUBJECTS).flatMap((sets) => sets.map((subjects) => subjects.en));
  expect(new Set(english).size).toBe(english.length);
});
