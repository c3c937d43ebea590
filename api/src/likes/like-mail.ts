import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@dating/shared/contracts/index';
import type { AppContext } from '../app-context';
import { users } from '../db/schema';
import { siteLinkOrigin } from '../mail/mail-link-origin';
import { sendNotificationMail } from '../mail/notification-mail';
import type { LikeNotice } from './like-profile';

interface LikeMailTexts {
  greeting: string;
  likeSubject: (name: string) => string;
  likeBody: (name: string) => string;
  matchSubject: (name: string) => string;
  matchBody: (name: string) => string;
  /** The profile link's label in the HTML part. */
  button: string;
}

const TEXTS: Record<Locale, LikeMailTexts> = {
  en: {
    greeting: 'Hello,',
    likeSubject: (name) => `${name} likes you`,
    likeBody: (name) => `${name} likes you. Have a look at their profile – maybe it’s mutual.`,
    matchSubject: (name) => `You and ${name} are a match`,
    matchBody: (name) => `You and ${name} like each other. Why not say hello?`,
    button: 'View profile',
  },
  nl: {
    greeting: 'Hallo,',
    likeSubject: (name) => `${name} vindt je leuk`,
    likeBody: (name) => `${name} vindt je leuk. Bekijk het profiel – misschien is het wederzijds.`,
    matchSubject: (name) => `Je hebt een match met ${name}`,
    matchBody: (name) => `Jij en ${name} vinden elkaar leuk. Zeg eens hallo!`,
    button: 'Profiel bekijken',
  },
  de: {
    greeting: 'Hallo,',
    likeSubject: (name) => `${name} mag dich`,
    likeBody: (name) => `${name} mag dich. Schau dir das Profil an – vielleicht beruht es auf Gegenseitigkeit.`,
    matchSubject: (name) => `Du hast ein Match mit ${name}`,
    matchBody: (name) => `Du und ${name} mögt euch. Sag doch mal Hallo!`,
    button: 'Profil ansehen',
  },
  it: {
    greeting: 'Ciao,',
    likeSubject: (name) => `Piaci a ${name}`,
    likeBody: (name) => `Piaci a ${name}. Dai un’occhiata al profilo: forse è reciproco.`,
    matchSubject: (name) => `Hai un match con ${name}`,
    matchBody: (name) => `Tu e ${name} vi piacete a vicenda. Perché non mandi un saluto?`,
    button: 'Guarda il profilo',
  },
  fr: {
    greeting: 'Bonjour,',
    likeSubject: (name) => `Vous plaisez à ${name}`,
    likeBody: (name) => `Vous plaisez à ${name}. Jetez un œil à son profil – c’est peut-être réciproque.`,
    matchSubject: (name) => `C’est un match avec ${name}`,
    matchBody: (name) => `${name} et vous vous plaisez mutuellement. Pourquoi ne pas dire bonjour ?`,
    button: 'Voir le profil',
  },
  es: {
    greeting: 'Hola:',
    likeSubject: (name) => `Le gustas a ${name}`,
    likeBody: (name) => `Le gustas a ${name}. Echa un vistazo a su perfil: quizá sea mutuo.`,
    matchSubject: (name) => `Tienes un match con ${name}`,
    matchBody: (name) => `${name} y tú os gustáis. ¿Por qué no le mandas un saludo?`,
    button: 'Ver perfil',
  },
  pl: {
    greeting: 'Dzień dobry,',
    likeSubject: (name) => `${name} Cię lubi`,
    likeBody: (name) => `${name} Cię lubi. Zajrzyj na profil – być może to z wzajemnością.`,
    matchSubject: (name) => `Nowa para: ${name}`,
    matchBody: (name) => `Ty i ${name} podobacie się sobie nawzajem. Może się przywitasz?`,
    button: 'Zobacz profil',
  },
  da: {
    greeting: 'Hej,',
    likeSubject: (name) => `${name} kan lide dig`,
    likeBody: (name) => `${name} kan lide dig. Tag et kig på profilen – måske er det gensidigt.`,
    matchSubject: (name) => `Du har et match med ${name}`,
    matchBody: (name) => `Du og ${name} kan lide hinanden. Hvorfor ikke sige hej?`,
    button: 'Se profil',
  },
  fi: {
    greeting: 'Hei,',
    likeSubject: (name) => `${name} tykkää sinusta`,
    likeBody: (name) => `${name} tykkää sinusta. Katso profiili – ehkä tunne on molemminpuolinen.`,
    matchSubject: (name) => `Uusi match: ${name}`,
    matchBody: (name) => `Sinä ja ${name} tykkäätte toisistanne. Mitä jos sanoisit hei?`,
    button: 'Katso profiili',
  },
  nb: {
    greeting: 'Hei,',
    likeSubject: (name) => `${name} liker deg`,
    likeBody: (name) => `${name} liker deg. Ta en titt på profilen – kanskje det er gjensidig.`,
    matchSubject: (name) => `Du har en match med ${name}`,
    matchBody: (name) => `Du og ${name} liker hverandre. Hvorfor ikke si hei?`,
    button: 'Se profilen',
  },
  sv: {
    greeting: 'Hej!',
    likeSubject: (name) => `${name} gillar dig`,
    likeBody: (name) => `${name} gillar dig. Ta en titt på profilen – kanske är det ömsesidigt.`,
    matchSubject: (name) => `Du har en match med ${name}`,
    matchBody: (name) => `Du och ${name} gillar varandra. Varför inte säga hej?`,
    button: 'Visa profil',
  },
};

/**
 * The e-mail of a new like or match (notification type `like`) to the liked member, in their
 * language, from their own site (its mail name, links on its host — the liker may have liked from
 * another site), with a link to the liker's profile. Only confirmed addresses that are not waiting
 * for deletion get one, and only when `mayNotify` allows it (sendNotificationMail). The like is
 * already stored: a mail outage is logged, never an error for the liker.
 */
async function sendLikeMail(ctx: AppContext, request: FastifyRequest, notice: LikeNotice): Promise<void> {
  try {
    const [member] = await ctx.db
      .select({
        email: users.email,
        language: users.language,
        status: users.status,
        deletionRequestedAt: users.deletionRequestedAt,
        siteId: users.siteId,
      })
      .from(users)
      .where(eq(users.id, notice.userId));
    if (!member || member.status !== 'confirmed' || member.deletionRequestedAt !== null) return;
    const t = TEXTS[member.language] ?? TEXTS.en;
    const site = await ctx.sites.forId(member.siteId);
    const origin = siteLinkOrigin(ctx, site, request.headers.host);
    const match = notice.type === 'match';
    await sendNotificationMail(ctx, {
      userId: notice.userId,
      type: 'like',
      to: member.email,
      locale: member.language,
      origin,
      fromName: site.settings.mail_name,
      subject: match ? t.matchSubject(notice.likerName) : t.likeSubject(notice.likerName),
      blocks: [
        t.greeting,
        match ? t.matchBody(notice.likerName) : t.likeBody(notice.likerName),
        { href: `${origin}/members/${notice.likerProfileId}`, label: t.button },
      ],
    });
  } catch (error) {
    request.log.error({ err: error, userId: notice.userId }, 'like mail not sent');
  }
}

// Module-wide rather than per app: one api process runs one app; tests build one per file.
const sending = new Set<Promise<void>>();

/**
 * Starts the like mail without the caller waiting for it: a like is answered at once, not after an
 * SMTP round trip. sendLikeMail never rejects (it logs); likeMailsSettled tells when it is done.
 */
export function startLikeMail(ctx: AppContext, request: FastifyRequest, notice: LikeNotice): void {
  const mail: Promise<void> = sendLikeMail(ctx, request, notice).finally(() => sending.delete(mail));
  sending.add(mail);
}

/**
 * Settles once every like mail started so far has been sent or given up on: the app waits for it on
 * close (no mail is cut off halfway), and tests await it before they look at the mailbox.
 */
export async function likeMailsSettled(): Promise<void> {
  while (sending.size > 0) await Promise.all(sending);
}
