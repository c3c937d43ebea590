import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/da';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fi';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/nb';
import 'dayjs/locale/nl';
import 'dayjs/locale/pl';
import 'dayjs/locale/sv';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { TIME_BONUS, type Locale } from '@dating/shared/contracts/index';
import { pathTo } from '@dating/shared/routes/path-to';
import type { AppContext } from '../app-context';
import type { DbOrTx } from '../db/database';
import { discountCodes, discountRedemptions, notificationMails, users } from '../db/schema';
import { checkDiscount, discountMember, timeBonusFor } from '../discounts/discount-codes';
import { enqueue } from '../jobs/enqueue';
import { defineJobKind, type JobContext } from '../jobs/job-kind';
import { defineSchedule } from '../jobs/schedules';
import type { MailJobSet } from './mail-job-set';
import { sendMemberMail } from './member-mail';

dayjs.extend(utc);
dayjs.extend(localizedFormat);

/** Subject of the mail when the time bonus has less than an hour left. Neutral (neutral-words.ts). */
export const TIME_BONUS_MAIL_SUBJECTS: Record<Locale, string> = {
  en: 'Your offer ends soon',
  nl: 'Je aanbieding loopt bijna af',
  de: 'Dein Angebot endet bald',
  it: 'La tua offerta sta per scadere',
  fr: 'Votre offre se termine bientôt',
  es: 'Tu oferta termina pronto',
  pl: 'Twoja oferta wkrótce się kończy',
  da: 'Dit tilbud udløber snart',
  fi: 'Tarjouksesi päättyy pian',
  nb: 'Tilbudet ditt går snart ut',
  sv: 'Ditt erbjudande går snart ut',
};

/** Subject of the mail of a new welcome discount. Neutral (neutral-words.ts). */
export const WELCOME_MAIL_SUBJECTS: Record<Locale, string> = {
  en: 'A personal offer for you',
  nl: 'Een persoonlijke aanbieding voor jou',
  de: 'Ein persönliches Angebot für dich',
  it: 'Un’offerta personale per te',
  fr: 'Une offre personnelle pour vous',
  es: 'Una oferta personal para ti',
  pl: 'Osobista oferta dla Ciebie',
  da: 'Et personligt tilbud til dig',
  fi: 'Henkilökohtainen tarjous sinulle',
  nb: 'Et personlig tilbud til deg',
  sv: 'Ett personligt erbjudande till dig',
};

interface PromotionTexts {
  timeBonus: (percent: number) => string;
  welcome: (percent: number, ends: string) => string;
  /** The button to the credits page. */
  button: string;
}

const TEXTS: Record<Locale, PromotionTexts> = {
  en: {
    timeBonus: (p) => `Your ${p}% discount on credits ends within the hour. It is for your first purchase – use it before it runs out.`,
    welcome: (p, ends) => `You get ${p}% off your first purchase of credits. The discount is valid until ${ends}.`,
    button: 'Buy credits',
  },
  nl: {
    timeBonus: (p) => `Je korting van ${p}% op credits vervalt binnen het uur. Ze geldt voor je eerste aankoop – wacht dus niet te lang.`,
    welcome: (p, ends) => `Je krijgt ${p}% korting op je eerste aankoop van credits. De korting is geldig tot ${ends}.`,
    button: 'Credits kopen',
  },
  de: {
    timeBonus: (p) =>
      `Dein Rabatt von ${p} % auf Credits endet innerhalb der nächsten Stunde. Er gilt für deinen ersten Kauf – nutze ihn, bevor er abläuft.`,
    welcome: (p, ends) => `Du erhältst ${p} % Rabatt auf deinen ersten Kauf von Credits. Der Rabatt gilt bis zum ${ends}.`,
    button: 'Credits kaufen',
  },
  it: {
    timeBonus: (p) => `Il tuo sconto del ${p}% sui crediti scade entro un’ora. Vale per il tuo primo acquisto: usalo prima che finisca.`,
    welcome: (p, ends) => `Hai uno sconto del ${p}% sul tuo primo acquisto di crediti. Lo sconto è valido fino al ${ends}.`,
    button: 'Acquista crediti',
  },
  fr: {
    timeBonus: (p) =>
      `Votre réduction de ${p} % sur les crédits se termine dans moins d’une heure. Elle vaut pour votre premier achat : profitez-en avant qu’elle n’expire.`,
    welcome: (p, ends) =>
      `Vous bénéficiez de ${p} % de réduction sur votre premier achat de crédits. La réduction est valable jusqu’au ${ends}.`,
    button: 'Acheter des crédits',
  },
  es: {
    timeBonus: (p) =>
      `Tu descuento del ${p} % en créditos termina en menos de una hora. Es válido para tu primera compra: aprovéchalo antes de que caduque.`,
    welcome: (p, ends) => `Tienes un ${p} % de descuento en tu primera compra de créditos. El descuento es válido hasta el ${ends}.`,
    button: 'Comprar créditos',
  },
  pl: {
    timeBonus: (p) =>
      `Twój rabat ${p}% na kredyty kończy się w ciągu godziny. Obowiązuje przy pierwszym zakupie – wykorzystaj go, zanim wygaśnie.`,
    welcome: (p, ends) => `Otrzymujesz ${p}% rabatu na pierwszy zakup kredytów. Rabat jest ważny do ${ends}.`,
    button: 'Kup kredyty',
  },
  da: {
    timeBonus: (p) => `Din rabat på ${p} % på credits udløber inden for en time. Den gælder dit første køb – brug den, før den udløber.`,
    welcome: (p, ends) => `Du får ${p} % rabat på dit første køb af credits. Rabatten gælder til og med ${ends}.`,
    button: 'Køb credits',
  },
  fi: {
    timeBonus: (p) =>
      `${p} %:n alennuksesi krediiteistä päättyy tunnin sisällä. Se koskee ensimmäistä ostoasi – käytä se ennen kuin se vanhenee.`,
    welcome: (p, ends) => `Saat ${p} %:n alennuksen ensimmäisestä krediittiostostasi. Alennus on voimassa ${ends} asti.`,
    button: 'Osta krediittejä',
  },
  nb: {
    timeBonus: (p) => `Rabatten din på ${p} % på kreditter går ut innen en time. Den gjelder ditt første kjøp – bruk den før den går ut.`,
    welcome: (p, ends) => `Du får ${p} % rabatt på ditt første kjøp av kreditter. Rabatten gjelder til og med ${ends}.`,
    button: 'Kjøp kreditter',
  },
  sv: {
    timeBonus: (p) => `Din rabatt på ${p} % på krediter går ut inom en timme. Den gäller ditt första köp – använd den innan den går ut.`,
    welcome: (p, ends) => `Du får ${p} % rabatt på ditt första köp av krediter. Rabatten gäller till och med ${ends}.`,
    button: 'Köp krediter',
  },
};

/** The date a discount ends, as the member reads dates: their language, date only (UTC, the server's day). */
export function offerEndDate(ends: Date, locale: Locale): string {
  return dayjs(ends).utc().locale(locale).format('LL');
}

const HOUR_MS = 60 * 60_000;
const WINDOW_MS = TIME_BONUS.windowSeconds * 1000;
/** Members per run of the time-bonus job; a full batch enqueues the next one after the last member (keyset). */
const TIME_BONUS_BATCH = 200;

interface PromotionOptions {
  /** Members per run of the time-bonus job (tests make it small); default 200. */
  timeBonusBatch?: number;
}

const TimeBonusPayload = z.object({
  /** Where the previous batch stopped: its last member's signup and id. Absent for the schedule's run. */
  after: z.object({ signupDate: z.iso.datetime(), id: z.number().int().positive() }).optional(),
});
type TimeBonusPayload = z.output<typeof TimeBonusPayload>;

/**
 * Members whose time bonus has an hour or less left (signed up between 4 and 3 hours ago), confirmed,
 * not bought, not leaving, who have not redeemed TIMEBONUS25 and have not had this mail: the partial
 * index users_unpaid_signup (signup date, unpaid members only), a bounded batch after `after`.
 */
async function timeBonusEndingBatch(db: DbOrTx, now: Date, after: TimeBonusPayload['after'], size: number) {
  const windowEndsAfter = new Date(now.getTime() - WINDOW_MS);
  const lastHourFrom = new Date(now.getTime() - WINDOW_MS + HOUR_MS);
  return db
    .select({ id: users.id, siteId: users.siteId, paidUser: users.paidUser, signupDate: users.signupDate })
    .from(users)
    .where(
      and(
        eq(users.paidUser, false),
        gt(users.signupDate, windowEndsAfter),
        lte(users.signupDate, lastHourFrom),
        eq(users.status, 'confirmed'),
        isNull(users.deletedAt),
        isNull(users.deletionRequestedAt),
        after ? sql`(${users.signupDate}, ${users.id}) > (${after.signupDate}::timestamptz, ${after.id})` : undefined,
        sql`NOT EXISTS (SELECT 1 FROM ${notificationMails} WHERE ${notificationMails.userId} = ${users.id} AND ${notificationMails.type} = 'promotions' AND ${notificationMails.key} = 'time-bonus')`,
        sql`NOT EXISTS (SELECT 1 FROM ${discountRedemptions} INNER JOIN ${discountCodes} ON ${discountCodes.id} = ${discountRedemptions.discountCodeId} WHERE ${discountRedemptions.userId} = ${users.id} AND ${discountCodes.code} = ${TIME_BONUS.code} AND ${discountCodes.userId} IS NULL)`,
      ),
    )
    .orderBy(asc(users.signupDate), asc(users.id))
    .limit(size);
}

/** The promotion mails' job kinds as enqueued (names and payloads); promotionMailJobs makes the ones the worker runs. */
const timeBonusJob = defineJobKind({
  name: 'time-bonus-mails',
  payload: TimeBonusPayload,
  handle: () => Promise.reject(new Error('the time-bonus-mails job runs with the kind of promotionMailJobs(ctx)')),
});

const WelcomeMailPayload = z.object({ userId: z.number().int().positive(), codeId: z.number().int().positive() });
type WelcomeMailPayload = z.output<typeof WelcomeMailPayload>;

const welcomeMailJob = defineJobKind({
  name: 'welcome-discount-mail',
  payload: WelcomeMailPayload,
  handle: () => Promise.reject(new Error('the welcome-discount-mail job runs with the kind of promotionMailJobs(ctx)')),
});

/**
 * One batch of the time bonus's last-hour mails (key `time-bonus`: once per member ever), each
 * member's bonus checked again as the member would see it (TIMEBONUS25 active and unused); a full
 * batch enqueues the next.
 */
async function sendTimeBonusMails(ctx: AppContext, payload: TimeBonusPayload, context: JobContext, size: number): Promise<void> {
  const now = context.now();
  const batch = await timeBonusEndingBatch(ctx.db, now, payload.after, size);
  for (const member of batch) {
    const bonus = await timeBonusFor(ctx.db, member, now);
    if (!bonus) continue;
    await sendMemberMail(ctx, {
      userId: member.id,
      type: 'promotions',
      key: 'time-bonus',
      target: pathTo('credits'),
      now,
      compose: (recipient, link) => {
        const t = TEXTS[recipient.locale] ?? TEXTS.en;
        return {
          subject: TIME_BONUS_MAIL_SUBJECTS[recipient.locale] ?? TIME_BONUS_MAIL_SUBJECTS.en,
          blocks: [t.timeBonus(bonus.value_percentage), { href: link, label: t.button }],
        };
      },
    });
  }
  const last = batch.at(-1);
  if (batch.length === size && last) {
    const after = { signupDate: last.signupDate.toISOString(), id: last.id };
    await enqueue(ctx.db, { kind: timeBonusJob, payload: { after }, dedupeKey: `after:${after.signupDate}:${after.id}`, now });
  }
}

/** The welcome discount's mail (key `welcome:<code id>`), while the code still holds for the member. */
async function sendWelcomeMail(ctx: AppContext, payload: WelcomeMailPayload, context: JobContext): Promise<void> {
  const now = context.now();
  const [code] = await ctx.db
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(and(eq(discountCodes.id, payload.codeId), eq(discountCodes.userId, payload.userId)));
  const member = code ? await discountMember(ctx.db, payload.userId) : null;
  if (!code || !member) return;
  const check = await checkDiscount(ctx.db, { member, code: code.code, now });
  if (!check.ok || check.code.kind !== 'welcome' || !check.code.expiresAt) return;
  const { valuePercentage, expiresAt } = check.code;
  await sendMemberMail(ctx, {
    userId: payload.userId,
    type: 'promotions',
    key: `welcome:${payload.codeId}`,
    target: pathTo('credits'),
    now,
    compose: (recipient, link) => {
      const t = TEXTS[recipient.locale] ?? TEXTS.en;
      return {
        subject: WELCOME_MAIL_SUBJECTS[recipient.locale] ?? WELCOME_MAIL_SUBJECTS.en,
        blocks: [t.welcome(valuePercentage, offerEndDate(expiresAt, recipient.locale)), { href: link, label: t.button }],
      };
    },
  });
}

/**
 * Enqueues the welcome discount's mail in the transaction that made the code: it goes out once the
 * code is committed, and never for a code rolled back.
 */
export async function enqueueWelcomeMail(tx: DbOrTx, payload: WelcomeMailPayload, now: Date): Promise<void> {
  await enqueue(tx, { kind: welcomeMailJob, payload, dedupeKey: `welcome:${payload.codeId}`, now });
}

export function promotionMailJobs(ctx: AppContext, options: PromotionOptions = {}): MailJobSet {
  const size = options.timeBonusBatch ?? TIME_BONUS_BATCH;
  const timeBonus = {
    ...timeBonusJob,
    handle: (payload: TimeBonusPayload, context: JobContext) => sendTimeBonusMails(ctx, payload, context, size),
  };
  const welcome = {
    ...welcomeMailJob,
    handle: (payload: WelcomeMailPayload, context: JobContext) => sendWelcomeMail(ctx, payload, context),
  };
  return {
    kinds: [timeBonus, welcome],
    // Every 10 minutes: a member's last hour is seen by about six runs, the first of them mails.
    schedules: [defineSchedule({ name: 'time-bonus-mails-10m', kind: timeBonus, payload: {}, spec: { everyMinutes: 10 } })],
  };
}
