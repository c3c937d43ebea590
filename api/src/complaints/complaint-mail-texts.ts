import type { Locale } from '@dating/shared/contracts/index';

/** Support's answer as the member reads it, in the complaint's language. Neutral, like every mail of the site. */
interface AnswerTexts {
  /** Leads into support's words: the member's own subject, quoted. */
  intro: (subject: string) => string;
  /** How to go on: a reply reaches support (Reply-To), the reference keeps it with this complaint. */
  replyHint: (ref: string) => string;
  regards: string;
}

export const ANSWER_TEXTS: Record<Locale, AnswerTexts> = {
  en: {
    intro: (subject) => `This is our answer to your message “${subject}”:`,
    replyHint: (ref) => `You can reply to this e-mail if you have any more questions. Please keep ${ref} in the subject.`,
    regards: 'Kind regards,',
  },
  nl: {
    intro: (subject) => `Dit is ons antwoord op je bericht ‘${subject}’:`,
    replyHint: (ref) => `Heb je nog vragen? Beantwoord dan deze e-mail. Laat ${ref} in het onderwerp staan.`,
    regards: 'Met vriendelijke groet,',
  },
  de: {
    intro: (subject) => `Hier ist unsere Antwort auf deine Nachricht „${subject}“:`,
    replyHint: (ref) => `Wenn du noch Fragen hast, antworte einfach auf diese E-Mail. Bitte lass ${ref} im Betreff stehen.`,
    regards: 'Viele Grüße',
  },
  it: {
    intro: (subject) => `Ecco la nostra risposta al tuo messaggio «${subject}»:`,
    replyHint: (ref) => `Se hai altre domande, rispondi a questa e-mail. Lascia ${ref} nell’oggetto.`,
    regards: 'Cordiali saluti,',
  },
  fr: {
    intro: (subject) => `Voici notre réponse à votre message « ${subject} » :`,
    replyHint: (ref) => `Si vous avez d’autres questions, répondez simplement à cet e-mail en gardant ${ref} dans l’objet.`,
    regards: 'Cordialement,',
  },
  es: {
    intro: (subject) => `Esta es nuestra respuesta a tu mensaje «${subject}»:`,
    replyHint: (ref) => `Si tienes más preguntas, responde a este correo. Mantén ${ref} en el asunto.`,
    regards: 'Un saludo,',
  },
  pl: {
    intro: (subject) => `Oto nasza odpowiedź na Twoją wiadomość „${subject}”:`,
    replyHint: (ref) => `Jeśli masz dodatkowe pytania, odpowiedz na tę wiadomość. Pozostaw ${ref} w temacie.`,
    regards: 'Z pozdrowieniami',
  },
  da: {
    intro: (subject) => `Her er vores svar på din besked “${subject}”:`,
    replyHint: (ref) => `Har du flere spørgsmål, kan du svare på denne e-mail. Behold ${ref} i emnefeltet.`,
    regards: 'Venlig hilsen',
  },
  fi: {
    intro: (subject) => `Tässä vastauksemme viestiisi ”${subject}”:`,
    replyHint: (ref) => `Jos sinulla on lisää kysyttävää, vastaa tähän viestiin. Säilytä ${ref} aiherivillä.`,
    regards: 'Ystävällisin terveisin',
  },
  nb: {
    intro: (subject) => `Her er svaret vårt på meldingen din «${subject}»:`,
    replyHint: (ref) => `Har du flere spørsmål, kan du svare på denne e-posten. Behold ${ref} i emnefeltet.`,
    regards: 'Vennlig hilsen',
  },
  sv: {
    intro: (subject) => `Här är vårt svar på ditt meddelande ”${subject}”:`,
    replyHint: (ref) => `Har du fler frågor kan du svara på det här mejlet. Behåll ${ref} i ämnesraden.`,
    regards: 'Vänliga hälsningar',
  },
};

/** The copy of a new complaint to the site's support address, in the site's language (support's, not the member's). */
interface SupportCopyTexts {
  subject: (ref: string, subject: string) => string;
  intro: string;
  from: string;
  member: (userId: number) => string;
  visitor: string;
  language: string;
  theirReference: string;
  subjectLabel: string;
  open: string;
}

export const SUPPORT_COPY_TEXTS: Record<Locale, SupportCopyTexts> = {
  en: {
    subject: (ref, subject) => `[${ref}] New complaint: ${subject}`,
    intro: 'A new complaint came in through the complaints form. Answer it in the staff console: the sender gets your answer by e-mail.',
    from: 'From:',
    member: (id) => `member, user ${id}`,
    visitor: 'visitor, not logged in',
    language: 'Language:',
    theirReference: 'Their reference:',
    subjectLabel: 'Subject:',
    open: 'Open it in the staff console',
  },
  nl: {
    subject: (ref, subject) => `[${ref}] Nieuwe klacht: ${subject}`,
    intro:
      'Er is een nieuwe klacht binnengekomen via het klachtenformulier. Beantwoord hem in de medewerkersconsole: de afzender krijgt je antwoord per e-mail.',
    from: 'Van:',
    member: (id) => `lid, gebruiker ${id}`,
    visitor: 'bezoeker, niet ingelogd',
    language: 'Taal:',
    theirReference: 'Hun referentie:',
    subjectLabel: 'Onderwerp:',
    open: 'Openen in de medewerkersconsole',
  },
  de: {
    subject: (ref, subject) => `[${ref}] Neue Beschwerde: ${subject}`,
    intro:
      'Über das Beschwerdeformular ist eine neue Beschwerde eingegangen. Beantworte sie in der Mitarbeiterkonsole: Der Absender erhält deine Antwort per E-Mail.',
    from: 'Von:',
    member: (id) => `Mitglied, Nutzer ${id}`,
    visitor: 'Besucher, nicht angemeldet',
    language: 'Sprache:',
    theirReference: 'Referenz des Absenders:',
    subjectLabel: 'Betreff:',
    open: 'In der Mitarbeiterkonsole öffnen',
  },
  it: {
    subject: (ref, subject) => `[${ref}] Nuovo reclamo: ${subject}`,
    intro:
      'È arrivato un nuovo reclamo dal modulo dei reclami. Rispondi dalla console dello staff: il mittente riceverà la tua risposta via e-mail.',
    from: 'Da:',
    member: (id) => `membro, utente ${id}`,
    visitor: 'visitatore, non connesso',
    language: 'Lingua:',
    theirReference: 'Suo riferimento:',
    subjectLabel: 'Oggetto:',
    open: 'Apri nella console dello staff',
  },
  fr: {
    subject: (ref, subject) => `[${ref}] Nouvelle réclamation : ${subject}`,
    intro:
      'Une nouvelle réclamation est arrivée par le formulaire de réclamation. Répondez-y dans la console de l’équipe : l’expéditeur recevra votre réponse par e-mail.',
    from: 'De :',
    member: (id) => `membre, utilisateur ${id}`,
    visitor: 'visiteur, non connecté',
    language: 'Langue :',
    theirReference: 'Sa référence :',
    subjectLabel: 'Objet :',
    open: 'Ouvrir dans la console de l’équipe',
  },
  es: {
    subject: (ref, subject) => `[${ref}] Nueva reclamación: ${subject}`,
    intro:
      'Ha llegado una nueva reclamación por el formulario de reclamaciones. Respóndela en la consola del equipo: el remitente recibirá tu respuesta por correo.',
    from: 'De:',
    member: (id) => `miembro, usuario ${id}`,
    visitor: 'visitante, sin sesión iniciada',
    language: 'Idioma:',
    theirReference: 'Su referencia:',
    subjectLabel: 'Asunto:',
    open: 'Abrir en la consola del equipo',
  },
  pl: {
    subject: (ref, subject) => `[${ref}] Nowa reklamacja: ${subject}`,
    intro: 'Przez formularz reklamacji wpłynęła nowa reklamacja. Odpowiedz na nią w konsoli zespołu: nadawca otrzyma odpowiedź e-mailem.',
    from: 'Od:',
    member: (id) => `członek, użytkownik ${id}`,
    visitor: 'gość, niezalogowany',
    language: 'Język:',
    theirReference: 'Numer referencyjny nadawcy:',
    subjectLabel: 'Temat:',
    open: 'Otwórz w konsoli zespołu',
  },
  da: {
    subject: (ref, subject) => `[${ref}] Ny klage: ${subject}`,
    intro: 'Der er kommet en ny klage via klageformularen. Besvar den i personalekonsollen: afsenderen får dit svar på e-mail.',
    from: 'Fra:',
    member: (id) => `medlem, bruger ${id}`,
    visitor: 'besøgende, ikke logget ind',
    language: 'Sprog:',
    theirReference: 'Afsenderens reference:',
    subjectLabel: 'Emne:',
    open: 'Åbn i personalekonsollen',
  },
  fi: {
    subject: (ref, subject) => `[${ref}] Uusi valitus: ${subject}`,
    intro:
      'Valituslomakkeen kautta on tullut uusi valitus. Vastaa siihen henkilökunnan konsolissa: lähettäjä saa vastauksesi sähköpostilla.',
    from: 'Lähettäjä:',
    member: (id) => `jäsen, käyttäjä ${id}`,
    visitor: 'vierailija, ei kirjautunut',
    language: 'Kieli:',
    theirReference: 'Lähettäjän viite:',
    subjectLabel: 'Aihe:',
    open: 'Avaa henkilökunnan konsolissa',
  },
  nb: {
    subject: (ref, subject) => `[${ref}] Ny klage: ${subject}`,
    intro: 'Det har kommet en ny klage via klageskjemaet. Svar på den i personalkonsollen: avsenderen får svaret ditt på e-post.',
    from: 'Fra:',
    member: (id) => `medlem, bruker ${id}`,
    visitor: 'besøkende, ikke logget inn',
    language: 'Språk:',
    theirReference: 'Avsenderens referanse:',
    subjectLabel: 'Emne:',
    open: 'Åpne i personalkonsollen',
  },
  sv: {
    subject: (ref, subject) => `[${ref}] Nytt klagomål: ${subject}`,
    intro: 'Ett nytt klagomål har kommit in via klagomålsformuläret. Besvara det i personalkonsolen: avsändaren får ditt svar via e-post.',
    from: 'Från:',
    member: (id) => `medlem, användare ${id}`,
    visitor: 'besökare, inte inloggad',
    language: 'Språk:',
    theirReference: 'Avsändarens referens:',
    subjectLabel: 'Ämne:',
    open: 'Öppna i personalkonsolen',
  },
};
