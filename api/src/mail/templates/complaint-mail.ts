import type { Locale } from '@dating/shared/contracts/index';
import { composeMail } from '../compose-mail';
import type { MailMessage } from '../mailer';

interface ComplaintMailTexts {
  /** Sender display name: neutral, nothing in it reveals what kind of site sent it. */
  from: string;
  subject: (id: number) => string;
  body: string;
  yourSubject: string;
  yourReference: string;
  quote: (id: number) => string;
}

/**
 * The acknowledgement in each of the 11 locales, neutral like every mail of the site: nothing in it
 * says what kind of site sent it.
 */
const TEXTS: Record<Locale, ComplaintMailTexts> = {
  en: {
    from: 'Customer service',
    subject: (id) => `We have received your message (no. ${id})`,
    body: 'Thank you for contacting us. We have received your complaint and will reply to this e-mail address as soon as possible.',
    yourSubject: 'Subject:',
    yourReference: 'Your reference:',
    quote: (id) => `Please quote number ${id} if you write to us about this.`,
  },
  nl: {
    from: 'Klantenservice',
    subject: (id) => `We hebben je bericht ontvangen (nr. ${id})`,
    body: 'Bedankt voor je bericht. We hebben je klacht ontvangen en reageren zo snel mogelijk op dit e-mailadres.',
    yourSubject: 'Onderwerp:',
    yourReference: 'Je referentie:',
    quote: (id) => `Vermeld nummer ${id} als je ons hierover schrijft.`,
  },
  de: {
    from: 'Kundenservice',
    subject: (id) => `Wir haben deine Nachricht erhalten (Nr. ${id})`,
    body: 'Danke für deine Nachricht. Wir haben deine Beschwerde erhalten und antworten so schnell wie möglich an diese E-Mail-Adresse.',
    yourSubject: 'Betreff:',
    yourReference: 'Deine Referenz:',
    quote: (id) => `Bitte gib die Nummer ${id} an, wenn du uns dazu schreibst.`,
  },
  it: {
    from: 'Servizio clienti',
    subject: (id) => `Abbiamo ricevuto il tuo messaggio (n. ${id})`,
    body: 'Grazie per averci contattato. Abbiamo ricevuto il tuo reclamo e ti risponderemo il prima possibile a questo indirizzo e-mail.',
    yourSubject: 'Oggetto:',
    yourReference: 'Il tuo riferimento:',
    quote: (id) => `Indica il numero ${id} se ci scrivi a questo proposito.`,
  },
  fr: {
    from: 'Service client',
    subject: (id) => `Nous avons bien reçu votre message (n° ${id})`,
    body: 'Merci de nous avoir contactés. Nous avons bien reçu votre réclamation et vous répondrons dès que possible à cette adresse e-mail.',
    yourSubject: 'Objet :',
    yourReference: 'Votre référence :',
    quote: (id) => `Merci d’indiquer le numéro ${id} si vous nous écrivez à ce sujet.`,
  },
  es: {
    from: 'Atención al cliente',
    subject: (id) => `Hemos recibido tu mensaje (n.º ${id})`,
    body: 'Gracias por ponerte en contacto con nosotros. Hemos recibido tu reclamación y te responderemos lo antes posible a esta dirección de correo.',
    yourSubject: 'Asunto:',
    yourReference: 'Tu referencia:',
    quote: (id) => `Indica el número ${id} si nos escribes sobre este tema.`,
  },
  pl: {
    from: 'Obsługa klienta',
    subject: (id) => `Otrzymaliśmy Twoją wiadomość (nr ${id})`,
    body: 'Dziękujemy za kontakt. Otrzymaliśmy Twoją reklamację i odpowiemy na ten adres e-mail najszybciej, jak to możliwe.',
    yourSubject: 'Temat:',
    yourReference: 'Twój numer referencyjny:',
    quote: (id) => `Pisząc do nas w tej sprawie, podaj numer ${id}.`,
  },
  da: {
    from: 'Kundeservice',
    subject: (id) => `Vi har modtaget din besked (nr. ${id})`,
    body: 'Tak for din henvendelse. Vi har modtaget din klage og svarer på denne e-mailadresse så hurtigt som muligt.',
    yourSubject: 'Emne:',
    yourReference: 'Din reference:',
    quote: (id) => `Angiv nummer ${id}, hvis du skriver til os om dette.`,
  },
  fi: {
    from: 'Asiakaspalvelu',
    subject: (id) => `Olemme vastaanottaneet viestisi (nro ${id})`,
    body: 'Kiitos yhteydenotostasi. Olemme vastaanottaneet valituksesi ja vastaamme tähän sähköpostiosoitteeseen mahdollisimman pian.',
    yourSubject: 'Aihe:',
    yourReference: 'Viitteesi:',
    quote: (id) => `Mainitse numero ${id}, jos kirjoitat meille tästä asiasta.`,
  },
  nb: {
    from: 'Kundeservice',
    subject: (id) => `Vi har mottatt meldingen din (nr. ${id})`,
    body: 'Takk for at du kontaktet oss. Vi har mottatt klagen din og svarer til denne e-postadressen så snart som mulig.',
    yourSubject: 'Emne:',
    yourReference: 'Din referanse:',
    quote: (id) => `Oppgi nummer ${id} hvis du skriver til oss om dette.`,
  },
  sv: {
    from: 'Kundtjänst',
    subject: (id) => `Vi har tagit emot ditt meddelande (nr ${id})`,
    body: 'Tack för att du kontaktade oss. Vi har tagit emot ditt klagomål och svarar till den här e-postadressen så snart som möjligt.',
    yourSubject: 'Ämne:',
    yourReference: 'Din referens:',
    quote: (id) => `Ange nummer ${id} om du skriver till oss om detta.`,
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
}

/** The acknowledgement: the complaint's number, its subject and reference as the member typed them (escaped in HTML). */
export function complaintMail({ to, locale, id, subject, reference, name }: ComplaintMailInput): MailMessage {
  const t = TEXTS[locale] ?? TEXTS.en;
  const lines: [string, string][] = [[t.yourSubject, subject], ...(reference ? [[t.yourReference, reference] as [string, string]] : [])];
  const details = lines.map(([label, value]) => `${label} ${value}`);
  return composeMail({ to, subject: t.subject(id), fromName: t.from, locale, name }, [t.body, details, t.quote(id)]);
}
