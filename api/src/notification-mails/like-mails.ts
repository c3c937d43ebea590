import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '@dating/shared/contracts/index';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';
import type { AppContext } from '../app-context';
import type { DbOrTx } from '../db/database';
import { likes, profiles } from '../db/schema';
import { enqueue } from '../jobs/enqueue';
import { defineJobKind, type JobContext } from '../jobs/job-kind';
import { notSanctioned } from '../members/sanctioned';
import type { MailJobSet } from './mail-job-set';
import { sendMemberMail } from './member-mail';

/**
 * Subject of the mail of a new like. Neutral: the preview of an inbox is read over shoulders, so it
 * names nobody and says nothing of what happened (neutral-words.ts).
 */
export const LIKE_MAIL_SUBJECTS: Record<Locale, string> = {
  en: 'You have a new notification',
  nl: 'Je hebt een nieuwe melding',
  de: 'Du hast eine neue Benachrichtigung',
  it: 'Hai una nuova notifica',
  fr: 'Vous avez une nouvelle notification',
  es: 'Tienes una nueva notificación',
  pl: 'Masz nowe powiadomienie',
  da: 'Du har en ny notifikation',
  fi: 'Sinulla on uusi ilmoitus',
  nb: 'Du har et nytt varsel',
  sv: 'Du har en ny notis',
};

/** Subject of the mail of a new match: as neutral as the like's, and a different one, so the two are told apart. */
export const MATCH_MAIL_SUBJECTS: Record<Locale, string> = {
  en: 'There is news waiting for you',
  nl: 'Er is nieuws voor je',
  de: 'Es gibt Neuigkeiten für dich',
  it: 'Ci sono novità per te',
  fr: 'Du nouveau vous attend',
  es: 'Tienes novedades',
  pl: 'Mamy dla Ciebie nowości',
  da: 'Der er nyt til dig',
  fi: 'Sinulle on uutta',
  nb: 'Det er noe nytt til deg',
  sv: 'Det finns något nytt för dig',
};

interface LikeMailTexts {
  likeBody: (name: string) => string;
  likeButton: string;
  matchBody: (name: string) => string;
  matchButton: string;
}

const TEXTS: Record<Locale, LikeMailTexts> = {
  en: {
    likeBody: (name) => `${name} likes you. Have a look at their profile – maybe it’s mutual.`,
    likeButton: 'View profile',
    matchBody: (name) => `You and ${name} like each other. Why not say hello?`,
    matchButton: 'See your matches',
  },
  nl: {
    likeBody: (name) => `${name} vindt je leuk. Bekijk het profiel – misschien is het wederzijds.`,
    likeButton: 'Profiel bekijken',
    matchBody: (name) => `Jij en ${name} vinden elkaar leuk. Zeg eens hallo!`,
    matchButton: 'Bekijk je matches',
  },
  de: {
    likeBody: (name) => `${name} mag dich. Schau dir das Profil an – vielleicht beruht es auf Gegenseitigkeit.`,
    likeButton: 'Profil ansehen',
    matchBody: (name) => `Du und ${name} mögt euch. Sag doch mal Hallo!`,
    matchButton: 'Deine Matches ansehen',
  },
  it: {
    likeBody: (name) => `Piaci a ${name}. Dai un’occhiata al profilo: forse è reciproco.`,
    likeButton: 'Guarda il profilo',
    matchBody: (name) => `Tu e ${name} vi piacete a vicenda. Perché non mandi un saluto?`,
    matchButton: 'Vedi i tuoi match',
  },
  fr: {
    likeBody: (name) => `Vous plaisez à ${name}. Jetez un œil à son profil – c’est peut-être réciproque.`,
    likeButton: 'Voir le profil',
    matchBody: (name) => `${name} et vous vous plaisez mutuellement. Pourquoi ne pas dire bonjour ?`,
    matchButton: 'Voir vos matchs',
  },
  es: {
    likeBody: (name) => `Le gustas a ${name}. Echa un vistazo a su perfil: quizá sea mutuo.`,
    likeButton: 'Ver perfil',
    matchBody: (name) => `${name} y tú os gustáis. ¿Por qué no le mandas un saludo?`,
    matchButton: 'Ver tus matches',
  },
  pl: {
    likeBody: (name) => `${name} Cię lubi. Zajrzyj na profil – być może to z wzajemnością.`,
    likeButton: 'Zobacz profil',
    matchBody: (name) => `Ty i ${name} podobacie się sobie nawzajem. Może się przywitasz?`,
    matchButton: 'Zobacz swoje pary',
  },
  da: {
    likeBody: (name) => `${name} kan lide dig. Tag et kig på profilen – måske er det gensidigt.`,
    likeButton: 'Se profil',
    matchBody: (name) => `Du og ${name} kan lide hinanden. Hvorfor ikke sige hej?`,
    matchButton: 'Se dine matches',
  },
  fi: {
    likeBody: (name) => `${name} tykkää sinusta. Katso profiili – ehkä tunne on molemminpuolinen.`,
    likeButton: 'Katso profiili',
    matchBody: (name) => `Sinä ja ${name} tykkäätte toisistanne. Mitä jos sanoisit hei?`,
    matchButton: 'Katso matchisi',
  },
  nb: {
    likeBody: (name) => `${name} liker deg. Ta en titt på profilen – kanskje det er gjensidig.`,
    likeButton: 'Se profilen',
    matchBody: (name) => `Du og ${name} liker hverandre. Hvorfor ikke si hei?`,
    matchButton: 'Se matchene dine',
  },
  sv: {
    likeBody: (name) => `${name} gillar dig. Ta en titt på profilen – kanske är det ömsesidigt.`,
    likeButton: 'Visa profil',
    matchBody: (name) => `Du och ${name} gillar varandra. Varför inte säga hej?`,
    matchButton: 'Se dina matchningar',
  },
};

const LikeMailPayload = z.object({
  /** The liked member: the mail's recipient. */
  userId: z.number().int().positive(),
  likerProfileId: z.number().int().positive(),
  type: z.enum(['like', 'match']),
});
type LikeMailPayload = z.output<typeof LikeMailPayload>;

/**
 * Where the mail's login link takes the member: for a like, the members page with the like modal
 * showing the liker a second after it opened (mf-likes' like-modal reads `like` and `t`); for a
 * match, the Matches tab.
 */
function likeMailTarget(payload: Pick<LikeMailPayload, 'type' | 'likerProfileId'>): string {
  return payload.type === 'match'
    ? pathTo('likes-type', { type: 'matches' })
    : withQuery(pathTo('members'), { like: payload.likerProfileId, t: 1 });
}

/**
 * The mail of one like or match, sent once per liker and kind (`like:<liker profile id>`,
 * `match:<liker profile id>`): a like removed and given again mails nobody a second time. A like
 * taken back before the job ran, or a liker gone since — or suspended or banned since, or no longer active
 * (a site profile taken offline: their profile is seen nowhere, so a mail must not name them) — mails nothing.
 */
async function sendLikeMail(ctx: AppContext, payload: LikeMailPayload, context: JobContext): Promise<void> {
  const [liked] = await ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, payload.userId));
  if (!liked) return;
  const [liker] = await ctx.db
    .select({ name: profiles.name })
    .from(likes)
    .innerJoin(profiles, eq(profiles.id, likes.fromProfileId))
    .where(
      and(
        eq(likes.fromProfileId, payload.likerProfileId),
        eq(likes.toProfileId, liked.id),
        // A profile shown nowhere now (a site profile taken offline, a disabled one) is named in no mail either.
        eq(profiles.status, 'active'),
        notSanctioned(profiles.userId),
      ),
    );
  if (!liker) return;
  const match = payload.type === 'match';
  const outcome = await sendMemberMail(ctx, {
    userId: payload.userId,
    type: 'like',
    key: `${payload.type}:${payload.likerProfileId}`,
    target: likeMailTarget(payload),
    now: context.now(),
    compose: (recipient, link) => {
      const t = TEXTS[recipient.locale] ?? TEXTS.en;
      const subjects = match ? MATCH_MAIL_SUBJECTS : LIKE_MAIL_SUBJECTS;
      return {
        subject: subjects[recipient.locale] ?? subjects.en,
        blocks: [match ? t.matchBody(liker.name) : t.likeBody(liker.name), { href: link, label: match ? t.matchButton : t.likeButton }],
      };
    },
  });
  if (outcome === 'sent') context.log.info({ userId: payload.userId, type: payload.type }, 'like mail sent');
}

/**
 * The job as enqueued: its name and payload. Its handler needs the app (the mailer, the sites), so
 * the kind the worker runs is likeMailJobs'; this one only names it for enqueueLikeMail.
 */
const likeMailJob = defineJobKind({
  name: 'like-mail',
  payload: LikeMailPayload,
  handle: () => Promise.reject(new Error('the like-mail job runs with the kind of likeMailJobs(ctx)')),
});

/**
 * Enqueues the mail of a new like or match inside the like's transaction: it is sent once the like
 * committed (and never for a like rolled back), by the worker, so the liker's answer never waits for
 * a mail server.
 */
export async function enqueueLikeMail(tx: DbOrTx, payload: LikeMailPayload): Promise<void> {
  await enqueue(tx, { kind: likeMailJob, payload, dedupeKey: `${payload.type}:${payload.userId}:${payload.likerProfileId}` });
}

export function likeMailJobs(ctx: AppContext): MailJobSet {
  return {
    kinds: [{ ...likeMailJob, handle: (payload: LikeMailPayload, context: JobContext) => sendLikeMail(ctx, payload, context) }],
    schedules: [],
  };
}
