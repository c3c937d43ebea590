import type { Locale } from '@dating/shared/contracts/index';
import { composeMail } from '../compose-mail';
import type { MailMessage } from '../mailer';

interface ReportMailTexts {
  from: string;
  subject: string;
  body: string;
  next: string;
}

/**
 * The acknowledgement of a report, in the reporter's language. Neutral on purpose: it names neither
 * the kind of site nor the member reported, and carries nothing the reporter typed — so no user text
 * ever reaches the mail (nothing to escape, nothing to inject).
 */
const TEXTS: Record<Locale, ReportMailTexts> = {
  en: {
    from: 'Account service',
    subject: 'We received your report',
    body: 'Thank you for your report. We have received it and our team will review it.',
    next: 'We treat reports confidentially; the member you reported is not told who sent it.',
  },
  nl: {
    from: 'Accountservice',
    subject: 'We hebben je melding ontvangen',
    body: 'Bedankt voor je melding. We hebben hem ontvangen en ons team gaat ernaar kijken.',
    next: 'We behandelen meldingen vertrouwelijk; het lid dat je hebt gemeld, hoort niet van wie de melding komt.',
  },
  de: {
    from: 'Kontoservice',
    subject: 'Wir haben deine Meldung erhalten',
    body: 'Danke für deine Meldung. Wir haben sie erhalten und unser Team wird sie prüfen.',
    next: 'Wir behandeln Meldungen vertraulich; das gemeldete Mitglied erfährt nicht, von wem sie kommt.',
  },
  it: {
    from: 'Servizio account',
    subject: 'Abbiamo ricevuto la tua segnalazione',
    body: 'Grazie per la tua segnalazione. L’abbiamo ricevuta e il nostro team la esaminerà.',
    next: 'Trattiamo le segnalazioni in modo riservato; il membro segnalato non saprà chi l’ha inviata.',
  },
  fr: {
    from: 'Service compte',
    subject: 'Nous avons bien reçu votre signalement',
    body: 'Merci pour votre signalement. Nous l’avons bien reçu et notre équipe va l’examiner.',
    next: 'Les signalements sont traités de manière confidentielle ; le membre signalé ne saura pas qui en est l’auteur.',
  },
  es: {
    from: 'Servicio de cuenta',
    subject: 'Hemos recibido tu denuncia',
    body: 'Gracias por tu denuncia. La hemos recibido y nuestro equipo la revisará.',
    next: 'Tratamos las denuncias de forma confidencial; el miembro denunciado no sabrá quién la ha enviado.',
  },
  pl: {
    from: 'Obsługa konta',
    subject: 'Otrzymaliśmy Twoje zgłoszenie',
    body: 'Dziękujemy za zgłoszenie. Otrzymaliśmy je i nasz zespół je sprawdzi.',
    next: 'Zgłoszenia traktujemy poufnie; zgłoszony użytkownik nie dowie się, kto je wysłał.',
  },
  da: {
    from: 'Kontoservice',
    subject: 'Vi har modtaget din anmeldelse',
    body: 'Tak for din anmeldelse. Vi har modtaget den, og vores team vil gennemgå den.',
    next: 'Vi behandler anmeldelser fortroligt; det medlem, du har anmeldt, får ikke at vide, hvem den kommer fra.',
  },
  fi: {
    from: 'Tilipalvelu',
    subject: 'Olemme vastaanottaneet ilmoituksesi',
    body: 'Kiitos ilmoituksestasi. Olemme vastaanottaneet sen, ja tiimimme käy sen läpi.',
    next: 'Käsittelemme ilmoitukset luottamuksellisesti; ilmoitettu jäsen ei saa tietää, kuka ilmoituksen teki.',
  },
  nb: {
    from: 'Kontoservice',
    subject: 'Vi har mottatt rapporten din',
    body: 'Takk for rapporten din. Vi har mottatt den, og teamet vårt vil gå gjennom den.',
    next: 'Vi behandler rapporter konfidensielt; medlemmet du rapporterte, får ikke vite hvem den kom fra.',
  },
  sv: {
    from: 'Kontoservice',
    subject: 'Vi har tagit emot din anmälan',
    body: 'Tack för din anmälan. Vi har tagit emot den och vårt team kommer att granska den.',
    next: 'Vi behandlar anmälningar konfidentiellt; medlemmen du anmälde får inte veta vem den kom från.',
  },
};

/** The acknowledgement for one reporter (plain text and the same as simple HTML; all fixed texts). */
export function reportAcknowledgementMail(to: string, locale: Locale, name: string | null): MailMessage {
  const t = TEXTS[locale] ?? TEXTS.en;
  return composeMail({ to, subject: t.subject, fromName: t.from, locale, name }, [t.body, t.next]);
}
