import { and, count, gte, min } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '@dating/shared/contracts/index';
import { pathTo } from '@dating/shared/routes/path-to';
import type { AppContext } from '../app-context';
import type { Db } from '../db/database';
import { profiles } from '../db/schema';
import { defineJobKind } from '../jobs/job-kind';
import { defineSchedule } from '../jobs/schedules';
import { searchConditions } from '../members/member-search';
import { defineMemberCampaign, type MemberCandidate } from './member-batches';
import type { MailJobSet } from './mail-job-set';
import { sendMemberMail } from './member-mail';

/** Subject of the weekly update: neutral (neutral-words.ts), the same for everyone. */
export const WEEKLY_UPDATE_SUBJECTS: Record<Locale, string> = {
  en: 'Your weekly update',
  nl: 'Je wekelijkse update',
  de: 'Dein Wochenüberblick',
  it: 'Il tuo aggiornamento settimanale',
  fr: 'Votre point de la semaine',
  es: 'Tu resumen semanal',
  pl: 'Twoje cotygodniowe podsumowanie',
  da: 'Din ugentlige opdatering',
  fi: 'Viikkokatsauksesi',
  nb: 'Din ukentlige oppdatering',
  sv: 'Din veckouppdatering',
};

interface WeeklyTexts {
  /** Where the new members are: near the member's city, or near them when the profile names none. */
  near: (city: string) => string;
  nearYou: string;
  /** The count line; `category` is the count's plural category in the locale (Intl.PluralRules). */
  newMembers: (n: number, near: string, category: Intl.LDMLPluralRule) => string;
  button: string;
}

const TEXTS: Record<Locale, WeeklyTexts> = {
  en: {
    near: (city) => `near ${city}`,
    nearYou: 'near you',
    newMembers: (n, near, c) => (c === 'one' ? `${n} new member ${near} this week.` : `${n} new members ${near} this week.`),
    button: 'See who’s new',
  },
  nl: {
    near: (city) => `in de buurt van ${city}`,
    nearYou: 'bij jou in de buurt',
    newMembers: (n, near, c) => (c === 'one' ? `Deze week is er ${n} nieuw lid ${near}.` : `Deze week zijn er ${n} nieuwe leden ${near}.`),
    button: 'Bekijk wie er nieuw is',
  },
  de: {
    near: (city) => `in der Nähe von ${city}`,
    nearYou: 'in deiner Nähe',
    newMembers: (n, near, c) =>
      c === 'one' ? `Diese Woche gibt es ${n} neues Mitglied ${near}.` : `Diese Woche gibt es ${n} neue Mitglieder ${near}.`,
    button: 'Sieh dir an, wer neu ist',
  },
  it: {
    near: (city) => `vicino a ${city}`,
    nearYou: 'vicino a te',
    newMembers: (n, near, c) =>
      c === 'one' ? `Questa settimana c’è ${n} nuovo iscritto ${near}.` : `Questa settimana ci sono ${n} nuovi iscritti ${near}.`,
    button: 'Scopri chi è nuovo',
  },
  fr: {
    near: (city) => `près de chez vous (${city})`,
    nearYou: 'près de chez vous',
    newMembers: (n, near, c) =>
      c === 'one' ? `Cette semaine, ${n} nouveau membre ${near}.` : `Cette semaine, ${n} nouveaux membres ${near}.`,
    button: 'Voir les nouveaux',
  },
  es: {
    near: (city) => `cerca de ${city}`,
    nearYou: 'cerca de ti',
    newMembers: (n, near, c) =>
      c === 'one' ? `Esta semana hay ${n} miembro nuevo ${near}.` : `Esta semana hay ${n} miembros nuevos ${near}.`,
    button: 'Ver quién es nuevo',
  },
  pl: {
    near: (city) => `w Twojej okolicy (${city})`,
    nearYou: 'w Twojej okolicy',
    newMembers: (n, near, c) =>
      c === 'one'
        ? `W tym tygodniu ${near} dołączyła ${n} nowa osoba.`
        : c === 'few'
          ? `W tym tygodniu ${near} dołączyły ${n} nowe osoby.`
          : `W tym tygodniu ${near} dołączyło ${n} nowych osób.`,
    button: 'Zobacz, kto dołączył',
  },
  da: {
    near: (city) => `i nærheden af ${city}`,
    nearYou: 'i nærheden af dig',
    newMembers: (n, near, c) =>
      c === 'one' ? `Denne uge er der ${n} nyt medlem ${near}.` : `Denne uge er der ${n} nye medlemmer ${near}.`,
    button: 'Se, hvem der er ny',
  },
  fi: {
    near: (city) => `lähelläsi (${city})`,
    nearYou: 'lähelläsi',
    newMembers: (n, near, c) =>
      c === 'one' ? `Tällä viikolla ${near} on ${n} uusi jäsen.` : `Tällä viikolla ${near} on ${n} uutta jäsentä.`,
    button: 'Katso uudet jäsenet',
  },
  nb: {
    near: (city) => `i nærheten av ${city}`,
    nearYou: 'i nærheten av deg',
    newMembers: (n, near, c) =>
      c === 'one' ? `Denne uken er det ${n} nytt medlem ${near}.` : `Denne uken er det ${n} nye medlemmer ${near}.`,
    button: 'Se hvem som er ny',
  },
  sv: {
    near: (city) => `nära ${city}`,
    nearYou: 'nära dig',
    newMembers: (n, near, c) =>
      c === 'one' ? `Den här veckan finns det ${n} ny medlem ${near}.` : `Den här veckan finns det ${n} nya medlemmar ${near}.`,
    button: 'Se vem som är ny',
  },
};

/** The body's count line in the member's language. */
export function newMembersLine(locale: Locale, n: number, city: string): string {
  const t = TEXTS[locale] ?? TEXTS.en;
  const near = city.trim() ? t.near(city.trim()) : t.nearYou;
  return t.newMembers(n, near, new Intl.PluralRules(locale).select(n));
}

const DAY_MS = 24 * 60 * 60_000;
/** How far back "new" reaches. */
const WEEK_MS = 7 * DAY_MS;
/** Monday in Date#getUTCDay. */
const MONDAY = 1;

/** The ISO 8601 week of a moment (UTC): `2026-W48`. Its Thursday decides the week's year. */
export function isoWeek(date: Date): string {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const weekday = new Date(day).getUTCDay() || 7;
  const thursday = new Date(day + (4 - weekday) * DAY_MS);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / WEEK_MS) + 1;
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

const WeeklyArgs = z.object({
  /** The ISO week the run belongs to: the mails' key. */
  week: z.string().regex(/^\d{4}-W\d{2}$/),
  /** Profiles created from then on are new (the run's moment, less seven days). */
  since: z.iso.datetime(),
  /**
   * The smallest id of those profiles, found once per run: per member the count then walks the primary
   * key from it (the week's new profiles only) instead of every profile of the country.
   */
  fromProfileId: z.number().int().min(1),
  /** The run's moment: whose visibility rules (ages, as search applies them) the counts use. */
  at: z.iso.datetime(),
});
type WeeklyArgs = z.output<typeof WeeklyArgs>;

/** The weekly update's batches (member-batches.ts): every member who may get it, in user id order. */
const weeklyUpdates = defineMemberCampaign({
  kind: 'weekly-update-batch',
  type: 'weekly_updates',
  args: WeeklyArgs,
  campaign: (args) => `week:${args.week}`,
});

/**
 * The members new this week that `member` could contact: profiles created since `since` in the
 * member's country, each one search would show them (active, account live and visible, no block
 * either way, not their own). The same rule as search, from search's own conditions.
 */
async function newMembersNear(db: Db, member: Pick<MemberCandidate, 'profileId' | 'country'>, args: WeeklyArgs): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(profiles)
    .where(
      and(
        gte(profiles.id, args.fromProfileId),
        gte(profiles.createdAt, new Date(args.since)),
        searchConditions(member.profileId, { country: member.country }, new Date(args.at)),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Starts the week's run on Mondays (the schedule is daily; other days do nothing). Profiles carry no
 * index on created_at, so the week's first new profile is found by one pass over them here, once a
 * week, rather than per member. No new profile anywhere → no run.
 */
async function startWeeklyUpdates(db: Db, now: Date): Promise<void> {
  if (now.getUTCDay() !== MONDAY) return;
  const since = new Date(now.getTime() - WEEK_MS);
  const [first] = await db
    .select({ id: min(profiles.id) })
    .from(profiles)
    .where(gte(profiles.createdAt, since));
  if (first?.id == null) return;
  await weeklyUpdates.start(db, { week: isoWeek(now), since: since.toISOString(), fromProfileId: first.id, at: now.toISOString() }, now);
}

const startKind = defineJobKind({
  name: 'weekly-updates',
  payload: z.object({}),
  handle: (_payload, job) => startWeeklyUpdates(job.db, job.now()),
});

/**
 * The weekly update: on Mondays at 09:00 UTC, to every member whose `weekly_updates` e-mail is on,
 * how many members joined near them in the last seven days whom they could contact; none → no mail.
 * Once per member and ISO week (`week:<ISO week>`). No names, no photos: a count and a button to
 * the members page (search lists the newest first).
 */
export function weeklyUpdateJobs(ctx: AppContext): MailJobSet {
  const batch = weeklyUpdates.kind(ctx, async (member, args, job) => {
    const n = await newMembersNear(ctx.db, member, args);
    if (n === 0) return 'skipped';
    return sendMemberMail(ctx, {
      userId: member.userId,
      type: 'weekly_updates',
      key: `week:${args.week}`,
      target: pathTo('members'),
      now: job.now(),
      compose: (recipient, link) => {
        const t = TEXTS[recipient.locale] ?? TEXTS.en;
        return {
          subject: WEEKLY_UPDATE_SUBJECTS[recipient.locale] ?? WEEKLY_UPDATE_SUBJECTS.en,
          blocks: [newMembersLine(recipient.locale, n, member.city), { href: link, label: t.button }],
        };
      },
    });
  });
  return {
    kinds: [startKind, batch],
    schedules: [defineSchedule({ name: 'weekly-updates-monday', kind: startKind, payload: {}, spec: { dailyAtUtc: '09:00' } })],
  };
}
