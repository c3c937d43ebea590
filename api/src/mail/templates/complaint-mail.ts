import type { Locale } from '@dating/shared/contracts/index';
import { complaintReference } from '@dating/shared/contracts/staff-support';
import { composeMail } from '../compose-mail';
import type { MailMessage } from '../mailer';

interface ComplaintMailTexts {
  /** Sender display name: neutral, nothing in it reveals what kind of site sent it. */
  from: string;
  /** `ref`: the complaint's reference (`C-123`), in brackets so every mail about it threads and names it. */
  subject: (ref: string) => string;
  body: string;
  yourSubject: string;
  yourReference: string;
  quote: (ref: string) => string;
}

/**
 * The acknowledgement in each of the 11 locales, neutral like every mail of the site: nothing in it
 * says what kind of site sent it.
 */
const TEXTS: Record<Locale, ComplaintMailTexts> = {
  en: {
    from: 'Customer service',
    subject: (ref) => `We have received your message [${ref}]`,
    body: 'Thank you for contacting us. We have received your complaint and will reply to this e-mail address as soon as possible.',
    yourSubject: 'Subject:',
    yourReference: 'Your reference:',
    quote: (ref) => `Please quote ${ref} if you write to us about this.`,
  },
  nl: {
    from: 'Klantenservice',
    subject: (ref) => `We hebben je bericht ontvangen [${ref}]`,
    body: 'Bedankt voor je bericht. We hebben je klacht ontvangen en reageren zo snel mogelijk op dit e-mailadres.',
    yourSubject: 'Onderwerp:',
    yourReference: 'Je referentie:',
    quote: (ref) => `Vermeld ${ref} als je ons hierover schrijft.`,
  },
  de: {
    from: 'Kundenservice',
    subject: (ref) => `Wir haben deine Nachricht erhalten [${ref}]`,
    body: 'Danke für deine Nachricht. Wir haben deine Beschwerde erhalten und antworten so schnell wie möglich an diese E-Mail-Adresse.',
    yourSubject: 'Betreff:',
    yourReference: 'Deine Referenz:',
    quote: (ref) => `Bitte gib ${ref} an, wenn du uns dazu schreibst.`,
  },
  it: {
    from: 'Servizio clienti',
    subject: (ref) => `Abbiamo ricevuto il tuo messaggio [${ref}]`,
    body: 'Grazie per averci contattato. Abbiamo ricevuto il tuo reclamo e ti risponderemo il prima possibile a questo indirizzo e-mail.',
    yourSubject: 'Oggetto:',
    yourReference: 'Il tuo riferimento:',
    quote: (ref) => `Indica il riferimento ${ref} se ci scrivi a questo proposito.`,
  },
  fr: {
    from: 'Service client',
    subject: (ref) => `Nous avons bien reçu votre message [${ref}]`,
    body: 'Merci de nous avoir contactés. Nous avons bien reçu votre réclamation et vous répondrons dès que possible à cette adresse e-mail.',
    yourSubject: 'Objet :',
    yourReference: 'Votre référence :',
    quote: (ref) => `Merci d’indiquer la référence ${ref} si vous nous écrivez à ce sujet.`,
  },
  es: {
    from: 'Atención al cliente',
    subject: (ref) => `Hemos recibido tu mensaje [${ref}]`,
    body: 'Gracias por ponerte en contacto con nosotros. Hemos recibido tu reclamación y te responderemos lo antes posible a esta dirección de correo.',
    yourSubject: 'Asunto:',
    yourReference: 'Tu referencia:',
    quote: (ref) => `Indica la referencia ${ref} si nos escribes sobre este tema.`,
  },
  pl: {
    from: 'Obsługa klienta',
    subject: (ref) => `Otrzymaliśmy Twoją wiadomość [${ref}]`,
    body: 'Dziękujemy za kontakt. Otrzymaliśmy Twoją reklamację i odpowiemy na ten adres e-mail najszybciej, jak to możliwe.',
    yourSubject: 'Temat:',
    yourReference: 'Twój numer referencyjny:',
    quote: (ref) => `Pisząc do nas w tej sprawie, podaj numer ${ref}.`,
  },
  da: {
    from: 'Kundeservice',
    subject: (ref) => `Vi har modtaget din besked [${ref}]`,
    body: 'Tak for din henvendelse. Vi har modtaget din klage og svarer på denne e-mailadresse så hurtigt som muligt.',
    yourSubject: 'Emne:',
    yourReference: 'Din reference:',
    quote: (ref) => `Angiv ${ref}, hvis du skriver til os om dette.`,
  },
  fi: {
    from: 'Asiakaspalvelu',
    subject: (ref) => `Olemme vastaanottaneet viestisi [${ref}]`,
    body: 'Kiitos yhteydenotostasi. Olemme vastaanottaneet valituksesi ja vastaamme tähän sähköpostiosoitteeseen mahdollisimman pian.',
    yourSubject: 'Aihe:',
    yourReference: 'Viitteesi:',
    quote: (ref) => `Mainitse viite ${ref}, jos kirjoitat meille tästä asiasta.`,
  },
  nb: {
    from: 'Kundeservice',
    subject: (ref) => `Vi har mottatt meldingen din [${ref}]`,
    body: 'Takk for at du kontaktet oss. Vi har mottatt klagen din og svarer til denne e-postadressen så snart som mulig.',
    yourSubject: 'Emne:',
    yourReference: 'Din referanse:',
    quote: (ref) => `Oppgi ${ref} hvis du skriver til oss om dette.`,
  },
  sv: {
    from: 'Kundtjänst',
    subject: (ref) => `Vi har tagit emot ditt meddelande [${ref}]`,
    body: 'Tack för att du kontaktade oss. Vi har tagit emot ditt klagomål och svarar till den här e-postadressen så snart som möjligt.',
    yourSubject: 'Ämne:',
    yourReference: 'Din referens:',
    quote: (ref) => `Ange ${ref} om du skriver till oss om detta.`,
  },
};

export interface ComplaintMailInput {
  to: string;
  locale: Locale;
  id: number;
  subject: string;
  reference: string | null;
  /** The member's profile name; null when a visitor filed it. */
  name: string | null;
  /** The Message-ID the answers refer to (complaintThreadId): support's answers thread under this mail. */
  messageId: string;
}

/** The acknowledgement's subject; an answer's is `Re: ` and this, so mail clients that thread by subject thread too. */
export function complaintAcknowledgementSubject(locale: Locale, id: number): string {
  return (TEXTS[locale] ?? TEXTS.en).subject(complaintReference(id));
}

/** The sender's display name of every mail about a complaint (neutral, like the acknowledgement's). */
export function complaintSenderName(locale: Locale): string {
  return (TEXTS[locale] ?? TEXTS.en).from;
}

/**
 * The acknowledgement: the complaint's reference (`C-123`, also in the subject), its subject and the member's
 * own reference as they typed them (escaped in HTML).
 */
export function complaintMail({ to, locale, id, subject, reference, name, messageId }: ComplaintMailInput): MailMessage {
  const t = TEXTS[locale] ?? TEXTS.en;
  const ref = complaintReference(id);
  const lines: [string, string][] = [[t.yourSubject, subject], ...(reference ? [[t.yourReference, reference] as [string, string]] : [])];
  const details = lines.map(([label, value]) => `${label} ${value}`);
  const mail = composeMail({ to, subject: t.subject(ref), fromName: t.from, locale, name }, [t.body, details, t.quote(ref)]);
  return { ...mail, headers: { 'Message-ID': messageId } };
}
