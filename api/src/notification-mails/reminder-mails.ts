import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '@dating/shared/contracts/index';
import { pathTo } from '@dating/shared/routes/path-to';
import type { AppContext } from '../app-context';
import type { DbOrTx } from '../db/database';
import { profiles, users } from '../db/schema';
import { defineJobKind } from '../jobs/job-kind';
import { defineSchedule } from '../jobs/schedules';
import { defineMemberCampaign } from './member-batches';
import type { MailJobSet } from './mail-job-set';
import { sendMemberMail, type MemberMailOutcome } from './member-mail';

/** After how many days away a member is reminded: once each, counted from their last activity. */
const REMINDER_STEPS = [3, 7, 30] as const;
export type ReminderStep = (typeof REMINDER_STEPS)[number];

/** Subject of every reminder: neutral (neutral-words.ts), no pressure. */
export const REMINDER_MAIL_SUBJECTS: Record<Locale, string> = {
  en: 'It’s been a while',
  nl: 'Het is alweer even geleden',
  de: 'Lange nicht gesehen',
  it: 'È da un po’ che non ci vediamo',
  fr: 'Cela fait un moment',
  es: 'Hace tiempo que no te vemos',
  pl: 'Dawno Cię nie było',
  da: 'Det er et stykke tid siden',
  fi: 'Siitä on jo hetki',
  nb: 'Det er en stund siden',
  sv: 'Det var ett tag sedan',
};

interface ReminderTexts {
  /** The invitation back, per step: warm, no pressure. */
  body: Record<ReminderStep, string>;
  /** How to stop them: a reminder nobody wants is worse than none. */
  switchOff: string;
  button: string;
}

const TEXTS: Record<Locale, ReminderTexts> = {
  en: {
    body: {
      3: 'We haven’t seen you for a few days. New members have joined since your last visit – have a look whenever it suits you.',
      7: 'It’s been a week since your last visit. There’s plenty that’s new on the site – drop by whenever you like.',
      30: 'It’s been a month since your last visit. Your account is still here, just as you left it – come back whenever you feel like it.',
    },
    switchOff: 'Would you rather not get these reminders? You can switch them off in your notification settings at any time.',
    button: 'Visit the site',
  },
  nl: {
    body: {
      3: 'We hebben je een paar dagen niet gezien. Sinds je laatste bezoek zijn er nieuwe leden bijgekomen – kijk gerust eens rond wanneer het je uitkomt.',
      7: 'Je laatste bezoek is alweer een week geleden. Er is veel nieuws op de site – kom gerust langs wanneer je zin hebt.',
      30: 'Je laatste bezoek is alweer een maand geleden. Je account staat er nog precies zoals je het achterliet – kom terug wanneer je maar wilt.',
    },
    switchOff: 'Liever geen herinneringen meer? Je kunt ze altijd uitzetten in je instellingen voor meldingen.',
    button: 'Naar de site',
  },
  de: {
    body: {
      3: 'Wir haben dich ein paar Tage nicht gesehen. Seit deinem letzten Besuch sind neue Mitglieder dazugekommen – schau einfach vorbei, wann es dir passt.',
      7: 'Dein letzter Besuch ist schon eine Woche her. Auf der Website gibt es einiges Neues – komm vorbei, wann immer du magst.',
      30: 'Dein letzter Besuch ist schon einen Monat her. Dein Konto ist noch da, genau so, wie du es verlassen hast – komm zurück, wann immer dir danach ist.',
    },
    switchOff: 'Du möchtest keine Erinnerungen mehr? Du kannst sie jederzeit in deinen Benachrichtigungseinstellungen ausschalten.',
    button: 'Zur Website',
  },
  it: {
    body: {
      3: 'Non ti vediamo da qualche giorno. Dalla tua ultima visita si sono iscritte nuove persone: passa a dare un’occhiata quando ti va.',
      7: 'È passata una settimana dalla tua ultima visita. Sul sito ci sono molte novità: passa quando vuoi.',
      30: 'È passato un mese dalla tua ultima visita. Il tuo account è ancora qui, proprio come l’hai lasciato: torna quando ne hai voglia.',
    },
    switchOff: 'Preferisci non ricevere questi promemoria? Puoi disattivarli in qualsiasi momento nelle impostazioni delle notifiche.',
    button: 'Vai al sito',
  },
  fr: {
    body: {
      3: 'Nous ne vous avons pas vu depuis quelques jours. De nouveaux membres se sont inscrits depuis votre dernière visite – passez jeter un œil quand cela vous convient.',
      7: 'Votre dernière visite remonte à une semaine. Il y a beaucoup de nouveautés sur le site – passez quand vous voulez.',
      30: 'Votre dernière visite remonte à un mois. Votre compte est toujours là, tel que vous l’avez laissé – revenez quand vous en avez envie.',
    },
    switchOff: 'Vous préférez ne plus recevoir ces rappels ? Vous pouvez les désactiver à tout moment dans vos paramètres de notification.',
    button: 'Aller sur le site',
  },
  es: {
    body: {
      3: 'Hace unos días que no te vemos. Desde tu última visita se han unido nuevos miembros: échales un vistazo cuando te venga bien.',
      7: 'Ha pasado una semana desde tu última visita. Hay muchas novedades en el sitio: pásate cuando quieras.',
      30: 'Ha pasado un mes desde tu última visita. Tu cuenta sigue aquí, tal como la dejaste: vuelve cuando te apetezca.',
    },
    switchOff: '¿Prefieres no recibir estos recordatorios? Puedes desactivarlos cuando quieras en la configuración de notificaciones.',
    button: 'Ir al sitio',
  },
  pl: {
    body: {
      3: 'Nie widzieliśmy Cię od kilku dni. Od Twojej ostatniej wizyty dołączyły nowe osoby – zajrzyj, kiedy będzie Ci wygodnie.',
      7: 'Od Twojej ostatniej wizyty minął tydzień. W serwisie jest sporo nowości – wpadnij, kiedy tylko zechcesz.',
      30: 'Od Twojej ostatniej wizyty minął miesiąc. Twoje konto nadal tu jest, bez żadnych zmian – wróć, kiedy tylko zechcesz.',
    },
    switchOff: 'Nie chcesz dostawać takich przypomnień? W każdej chwili możesz je wyłączyć w ustawieniach powiadomień.',
    button: 'Przejdź do serwisu',
  },
  da: {
    body: {
      3: 'Vi har ikke set dig i et par dage. Der er kommet nye medlemmer til siden dit sidste besøg – kig forbi, når det passer dig.',
      7: 'Det er en uge siden dit sidste besøg. Der er meget nyt på siden – kig forbi, når du har lyst.',
      30: 'Det er en måned siden dit sidste besøg. Din konto er her stadig, præcis som du forlod den – kom tilbage, når du har lyst.',
    },
    switchOff: 'Vil du hellere være fri for disse påmindelser? Du kan altid slå dem fra i dine indstillinger for notifikationer.',
    button: 'Gå til siden',
  },
  fi: {
    body: {
      3: 'Emme ole nähneet sinua muutamaan päivään. Edellisen käyntisi jälkeen on liittynyt uusia jäseniä – käy kurkistamassa, kun sinulle sopii.',
      7: 'Edellisestä käynnistäsi on jo viikko. Sivustolla on paljon uutta – poikkea, milloin haluat.',
      30: 'Edellisestä käynnistäsi on jo kuukausi. Tilisi on yhä tallessa juuri sellaisena kuin jätit sen – palaa, kun siltä tuntuu.',
    },
    switchOff: 'Etkö halua näitä muistutuksia? Voit poistaa ne käytöstä milloin tahansa ilmoitusasetuksistasi.',
    button: 'Siirry sivustolle',
  },
  nb: {
    body: {
      3: 'Vi har ikke sett deg på noen dager. Det har kommet nye medlemmer siden forrige besøk – ta en titt når det passer deg.',
      7: 'Det er en uke siden forrige besøk. Det er mye nytt på siden – stikk innom når du vil.',
      30: 'Det er en måned siden forrige besøk. Kontoen din er her fortsatt, akkurat slik du forlot den – kom tilbake når du har lyst.',
    },
    switchOff: 'Vil du helst slippe disse påminnelsene? Du kan når som helst slå dem av i varslingsinnstillingene dine.',
    button: 'Gå til siden',
  },
  sv: {
    body: {
      3: 'Vi har inte sett dig på några dagar. Sedan ditt senaste besök har nya medlemmar tillkommit – titta in när det passar dig.',
      7: 'Det har gått en vecka sedan ditt senaste besök. Det finns mycket nytt på sidan – kika förbi när du vill.',
      30: 'Det har gått en månad sedan ditt senaste besök. Ditt konto finns kvar, precis som du lämnade det – kom tillbaka när du känner för det.',
    },
    switchOff: 'Vill du hellre slippa de här påminnelserna? Du kan när som helst stänga av dem i dina aviseringsinställningar.',
    button: 'Gå till sidan',
  },
};

const DAY_MS = 24 * 60 * 60_000;

/** The UTC date of a moment: `2026-11-23`. */
const utcDate = (moment: Date) => moment.toISOString().slice(0, 10);

const ReminderArgs = z.object({
  days: z.union([z.literal(3), z.literal(7), z.literal(30)]),
  /** The (UTC) day of the last activity of the members this run reminds: `days` before the run's day. */
  activeOn: z.iso.date(),
});
type ReminderArgs = z.output<typeof ReminderArgs>;

/**
 * A member's last activity: the last time the site saw them (profiles.last_seen_at), or their signup
 * when it never did.
 */
const lastActivity = sql`coalesce(${profiles.lastSeenAt}, ${users.signupDate})`;

/**
 * Members whose last activity fell on `activeOn`. The coalesce cannot use an index, so the day's
 * members are found first through two indexes — seen that day (profiles_online, whose first column
 * `online` is listed with both its values, so the range on last_seen_at is an index condition: a
 * member's online flag may be stale), signed up that day (users_signup) — and the exact test runs on
 * those few. Each subquery names its own table, which its column references belong to.
 */
function activeOnDay(activeOn: string): SQL {
  const from = `${activeOn}T00:00:00.000Z`;
  const to = new Date(Date.parse(from) + DAY_MS).toISOString();
  return sql`(${users.id} IN (SELECT ${profiles.userId} FROM ${profiles} WHERE ${profiles.online} IN (false, true) AND ${profiles.lastSeenAt} >= ${from}::timestamptz AND ${profiles.lastSeenAt} < ${to}::timestamptz
      UNION ALL SELECT ${users.id} FROM ${users} WHERE ${users.signupDate} >= ${from}::timestamptz AND ${users.signupDate} < ${to}::timestamptz)
    AND ${lastActivity} >= ${from}::timestamptz AND ${lastActivity} < ${to}::timestamptz)`;
}

/** The mail's key: once per step and day of last activity (a member who comes back and leaves again is reminded again). */
const reminderKey = (args: ReminderArgs) => `inactive:${args.days}:${args.activeOn}`;

/** One step's reminders of one day (member-batches.ts). */
const reminders = defineMemberCampaign({
  kind: 'inactivity-reminder-batch',
  type: 'reminders',
  args: ReminderArgs,
  campaign: (args) => reminderKey(args),
  where: (args) => activeOnDay(args.activeOn),
});

function sendReminder(ctx: AppContext, userId: number, args: ReminderArgs, now: Date): Promise<MemberMailOutcome> {
  return sendMemberMail(ctx, {
    userId,
    type: 'reminders',
    key: reminderKey(args),
    target: pathTo('members'),
    now,
    compose: (recipient, link) => {
      const t = TEXTS[recipient.locale] ?? TEXTS.en;
      return {
        subject: REMINDER_MAIL_SUBJECTS[recipient.locale] ?? REMINDER_MAIL_SUBJECTS.en,
        blocks: [t.body[args.days], { href: link, label: t.button }, t.switchOff],
      };
    },
  });
}

/** Starts the day's three runs: the members last active 3, 7 and 30 days before today (UTC). */
async function startReminders(db: DbOrTx, now: Date): Promise<void> {
  for (const days of REMINDER_STEPS) {
    await reminders.start(db, { days, activeOn: utcDate(new Date(now.getTime() - days * DAY_MS)) }, now);
  }
}

const startKind = defineJobKind({
  name: 'inactivity-reminders',
  payload: z.object({}),
  handle: (_payload, job) => startReminders(job.db, job.now()),
});

/**
 * Sends `email`'s reminder of `days` now, as if they had been away that long (the development route
 * POST /api/dev/reminder-mail.php, for the e2e journey). The same mail and key as the daily run's,
 * from the member's real last activity. 'no_recipient' for an unknown address.
 */
export async function sendReminderMailNow(
  ctx: AppContext,
  request: { email: string; days: ReminderStep; now: Date },
): Promise<MemberMailOutcome> {
  const [member] = await ctx.db
    .select({ userId: users.id, lastActiveAt: lastActivity.mapWith(profiles.lastSeenAt) })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, request.email.trim().toLowerCase()));
  if (!member) return 'no_recipient';
  return sendReminder(ctx, member.userId, { days: request.days, activeOn: utcDate(member.lastActiveAt as Date) }, request.now);
}

/**
 * Inactivity reminders: daily at 10:00 UTC, to members last active (last seen, or signed up and never
 * seen) 3, 7 and 30 days before that day — one calendar day each, so every step mails a member once
 * (key `inactive:<days>:<date of last activity>`). Target: the members page.
 */
export function reminderMailJobs(ctx: AppContext): MailJobSet {
  const batch = reminders.kind(ctx, (member, args, job) => sendReminder(ctx, member.userId, args, job.now()));
  return {
    kinds: [startKind, batch],
    schedules: [defineSchedule({ name: 'inactivity-reminders-daily', kind: startKind, payload: {}, spec: { dailyAtUtc: '10:00' } })],
  };
}
