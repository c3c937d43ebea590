import { eq } from 'drizzle-orm';
import { ACTIVATION_DAILY_LIMIT, ACTIVATION_TTL_MINUTES, activationLink, type Locale } from '@dating/shared/contracts/index';
import type { AppContext } from '../app-context';
import { issueOneTimeToken } from '../auth/one-time-tokens';
import { hashToken } from '../auth/sessions';
import { tokens } from '../db/schema';
import { linkMail, type LinkMailRecipient, type LinkMailTexts } from '../mail/link-mail';
import { recipientName } from '../mail/recipient-name';
import { mailLinkOrigin } from '../mail/mail-link-origin';
import type { MailMessage } from '../mail/mailer';

/**
 * The confirmation e-mail in each of the 11 locales. Neutral on purpose: neither the
 * sender nor the subject nor the text says what kind of site the account is on.
 */
const TEXTS: Record<Locale, LinkMailTexts> = {
  en: {
    from: 'Account service',
    subject: 'Confirm your e-mail address',
    body: 'Thank you for creating an account. Please confirm your e-mail address with the link below to activate it.',
    button: 'Confirm e-mail address',
    expiry: 'The link works once and expires in 7 days.',
    ignore: 'Did you not create an account? Then you can ignore this e-mail.',
  },
  nl: {
    from: 'Accountservice',
    subject: 'Bevestig je e-mailadres',
    body: 'Bedankt voor het aanmaken van een account. Bevestig je e-mailadres via de link hieronder om het te activeren.',
    button: 'E-mailadres bevestigen',
    expiry: 'De link werkt één keer en verloopt over 7 dagen.',
    ignore: 'Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.',
  },
  de: {
    from: 'Kontoservice',
    subject: 'Bestätige deine E-Mail-Adresse',
    body: 'Danke, dass du ein Konto erstellt hast. Bitte bestätige deine E-Mail-Adresse über den folgenden Link, um es zu aktivieren.',
    button: 'E-Mail-Adresse bestätigen',
    expiry: 'Der Link funktioniert einmal und läuft in 7 Tagen ab.',
    ignore: 'Du hast kein Konto erstellt? Dann kannst du diese E-Mail ignorieren.',
  },
  it: {
    from: 'Servizio account',
    subject: 'Conferma il tuo indirizzo e-mail',
    body: 'Grazie per aver creato un account. Conferma il tuo indirizzo e-mail con il link qui sotto per attivarlo.',
    button: 'Conferma indirizzo e-mail',
    expiry: 'Il link funziona una sola volta e scade tra 7 giorni.',
    ignore: 'Non hai creato tu un account? Allora puoi ignorare questa e-mail.',
  },
  fr: {
    from: 'Service compte',
    subject: 'Confirmez votre adresse e-mail',
    body: 'Merci d’avoir créé un compte. Confirmez votre adresse e-mail avec le lien ci-dessous pour l’activer.',
    button: 'Confirmer l’adresse e-mail',
    expiry: 'Le lien ne fonctionne qu’une fois et expire dans 7 jours.',
    ignore: 'Vous n’avez pas créé de compte ? Ignorez simplement cet e-mail.',
  },
  es: {
    from: 'Servicio de cuenta',
    subject: 'Confirma tu dirección de correo electrónico',
    body: 'Gracias por crear una cuenta. Confirma tu dirección de correo electrónico con el enlace de abajo para activarla.',
    button: 'Confirmar dirección de correo',
    expiry: 'El enlace funciona una sola vez y caduca en 7 días.',
    ignore: '¿No has creado ninguna cuenta? Entonces puedes ignorar este correo.',
  },
  pl: {
    from: 'Obsługa konta',
    subject: 'Potwierdź swój adres e-mail',
    body: 'Dziękujemy za założenie konta. Potwierdź swój adres e-mail, korzystając z poniższego linku, aby je aktywować.',
    button: 'Potwierdź adres e-mail',
    expiry: 'Link działa jeden raz i wygasa za 7 dni.',
    ignore: 'Jeśli nie zakładałeś konta, zignoruj tę wiadomość.',
  },
  da: {
    from: 'Kontoservice',
    subject: 'Bekræft din e-mailadresse',
    body: 'Tak, fordi du har oprettet en konto. Bekræft din e-mailadresse via linket nedenfor for at aktivere den.',
    button: 'Bekræft e-mailadresse',
    expiry: 'Linket virker én gang og udløber om 7 dage.',
    ignore: 'Har du ikke oprettet en konto? Så kan du se bort fra denne e-mail.',
  },
  fi: {
    from: 'Tilipalvelu',
    subject: 'Vahvista sähköpostiosoitteesi',
    body: 'Kiitos, että loit tilin. Aktivoi tili vahvistamalla sähköpostiosoitteesi alla olevan linkin kautta.',
    button: 'Vahvista sähköpostiosoite',
    expiry: 'Linkki toimii kerran ja vanhenee 7 päivän kuluttua.',
    ignore: 'Etkö luonut tiliä? Voit jättää tämän viestin huomiotta.',
  },
  nb: {
    from: 'Kontoservice',
    subject: 'Bekreft e-postadressen din',
    body: 'Takk for at du opprettet en konto. Bekreft e-postadressen din via lenken nedenfor for å aktivere den.',
    button: 'Bekreft e-postadresse',
    expiry: 'Lenken virker én gang og utløper om 7 dager.',
    ignore: 'Har du ikke opprettet en konto? Da kan du se bort fra denne e-posten.',
  },
  sv: {
    from: 'Kontoservice',
    subject: 'Bekräfta din e-postadress',
    body: 'Tack för att du har skapat ett konto. Bekräfta din e-postadress via länken nedan för att aktivera det.',
    button: 'Bekräfta e-postadress',
    expiry: 'Länken fungerar en gång och slutar gälla om 7 dagar.',
    ignore: 'Har du inte skapat något konto? Då kan du bortse från det här mejlet.',
  },
};

/** The confirmation e-mail for one member, in their language, with the link as plain text and as a button. */
function activationMail(recipient: LinkMailRecipient, link: string): MailMessage {
  return linkMail(recipient, TEXTS[recipient.locale] ?? TEXTS.en, link);
}

/** Other modules still import it from here (the reactivation link); it lives with the mail helpers. */
export { mailLinkOrigin } from '../mail/mail-link-origin';

export interface ActivationMailRequest {
  userId: number;
  email: string;
  locale: Locale;
  /** The request's Host header (where the member signed up); checked before it goes into the link. */
  host: string | undefined;
  /** The clock (tests move it to expire links). */
  now?: Date;
}

export type ActivationMailResult = { ok: true } | { ok: false; reason: 'daily_limit' };

/**
 * Issues a fresh activation token (earlier links stop working) and mails the confirmation link in
 * the member's language. At most ACTIVATION_DAILY_LIMIT mails per account in 24 hours, signup's
 * own mail included. If sending fails the token is removed again and the error is thrown.
 */
export async function sendActivationMail(ctx: AppContext, request: ActivationMailRequest): Promise<ActivationMailResult> {
  const now = request.now ?? new Date();
  const issued = await ctx.db.transaction((tx) =>
    issueOneTimeToken(tx, {
      kind: 'activation',
      userId: request.userId,
      now,
      ttlMinutes: ACTIVATION_TTL_MINUTES,
      dailyLimit: ACTIVATION_DAILY_LIMIT,
      voidEarlier: true,
    }),
  );
  if (!issued.ok) return issued;
  const link = activationLink(await mailLinkOrigin(ctx, request.host), issued.token);
  try {
    const name = await recipientName(ctx.db, request.userId);
    await ctx.mailer.sendMail(activationMail({ to: request.email, locale: request.locale, name }, link));
  } catch (error) {
    // No e-mail, no link: the token must not count against the daily limit nor stay usable.
    await ctx.db.delete(tokens).where(eq(tokens.tokenHash, hashToken(issued.token)));
    throw error;
  }
  return { ok: true };
}
