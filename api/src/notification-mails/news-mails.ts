import { z } from 'zod';
import { LOCALES, type Locale } from '@dating/shared/contracts/index';
import { lineText, multilineText } from '@dating/shared/contracts/fields';
import { pathTo } from '@dating/shared/routes/path-to';
import { safeRedirect } from '@dating/shared/routes/safe-redirect';
import type { AppContext } from '../app-context';
import type { DbOrTx } from '../db/database';
import { defineMemberCampaign } from './member-batches';
import type { MailJobSet } from './mail-job-set';
import { sendMemberMail } from './member-mail';
import { neutralityProblems } from './neutral-words';

/** The button's label when the news names none. */
const DEFAULT_BUTTONS: Record<Locale, string> = {
  en: 'Visit the site',
  nl: 'Naar de site',
  de: 'Zur Website',
  it: 'Vai al sito',
  fr: 'Aller sur le site',
  es: 'Ir al sitio',
  pl: 'Przejdź do serwisu',
  da: 'Gå til siden',
  fi: 'Siirry sivustolle',
  nb: 'Gå til siden',
  sv: 'Gå till sidan',
};

/** One text per locale: English required (the fallback of every other locale), the others optional. */
function perLocale<S extends z.ZodType>(text: S) {
  const shape = { en: text } as { en: S } & { [L in Exclude<Locale, 'en'>]: z.ZodOptional<S> };
  for (const locale of LOCALES) if (locale !== 'en') shape[locale] = text.optional();
  return z.object(shape).strict();
}

const NEWS_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A news file (`npm run news:send -- --file news.json`, docs/news-example.json): its id names it for
 * good (mails are keyed `news:<id>`, so sending a file twice mails nobody twice), subject and body
 * paragraphs per locale, an optional target path on the member's site and an optional button label.
 */
export const NewsFileSchema = z
  .object({
    id: z.string().min(1).max(64).regex(NEWS_ID, 'a slug: lower-case letters and digits, joined by single hyphens'),
    subject: perLocale(lineText().trim().min(1).max(150)),
    body: perLocale(z.array(multilineText().trim().min(1).max(4000)).min(1).max(20)),
    target: lineText().max(500).optional(),
    button: perLocale(lineText().trim().min(1).max(60)).optional(),
  })
  .strict()
  .superRefine((news, issues) => {
    // Said once for the English subject, not again for each locale that falls back to it.
    const englishProblems = new Set(neutralityProblems(news.subject.en, 'en'));
    for (const locale of LOCALES) {
      const given = news.subject[locale] !== undefined;
      if (given !== (news.body[locale] !== undefined)) {
        issues.addIssue({
          code: 'custom',
          path: [given ? 'body' : 'subject', locale],
          message: `the ${locale} ${given ? 'subject' : 'body'} is given, so the ${given ? 'body' : 'subject'} must be too (a mail in one language)`,
        });
      }
      // Members of a locale without a subject get the English one: it must be neutral in theirs too.
      const subject = news.subject[locale] ?? news.subject.en;
      for (const problem of neutralityProblems(subject, locale)) {
        if (!given && englishProblems.has(problem)) continue;
        issues.addIssue({
          code: 'custom',
          path: ['subject', given ? locale : 'en'],
          message: `the subject ${given ? '' : `(as sent to ${locale} members) `}is not neutral in ${locale}: ${problem}`,
        });
      }
    }
    if (news.target !== undefined && safeRedirect(news.target) !== news.target) {
      issues.addIssue({
        code: 'custom',
        path: ['target'],
        message: 'not a safe path of the site (one starting with a single "/", not /login)',
      });
    }
  });
export type NewsFile = z.output<typeof NewsFileSchema>;

const newsKey = (id: string) => `news:${id}`;

/** The news item's batches (member-batches.ts): every member whose `news` e-mail is on. */
const news = defineMemberCampaign({
  kind: 'news-batch',
  type: 'news',
  args: NewsFileSchema,
  campaign: (item) => newsKey(item.id),
});

/** The language a member reads the news in: theirs when the file has it, English otherwise. */
function newsLocale(item: NewsFile, locale: Locale): Locale {
  return item.subject[locale] !== undefined ? locale : 'en';
}

/**
 * Queues a news item for every member (inside the caller's transaction) and answers how many members
 * may receive it now (their `news` e-mail on, not mailed it before). `queued` is false when its first
 * batch is waiting or running already.
 */
export async function enqueueNews(db: DbOrTx, item: NewsFile, now: Date): Promise<{ queued: boolean; recipients: number }> {
  const queued = await news.start(db, item, now);
  return { queued, recipients: await news.countRecipients(db, item, newsKey(item.id)) };
}

/**
 * News: an operator's message to every member (news-cli.ts), sent in batches, once per member and
 * item (`news:<id>`), in the member's language when the item has it, English otherwise.
 */
export function newsMailJobs(ctx: AppContext): MailJobSet {
  const batch = news.kind(ctx, (member, item, job) =>
    sendMemberMail(ctx, {
      userId: member.userId,
      type: 'news',
      key: newsKey(item.id),
      target: item.target ?? pathTo('members'),
      now: job.now(),
      compose: (recipient, link) => {
        const locale = newsLocale(item, recipient.locale);
        return {
          subject: item.subject[locale] ?? item.subject.en,
          locale,
          blocks: [...(item.body[locale] ?? item.body.en), { href: link, label: item.button?.[locale] ?? DEFAULT_BUTTONS[locale] }],
        };
      },
    }),
  );
  return { kinds: [batch], schedules: [] };
}
