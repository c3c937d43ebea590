/**
 * What a member reads when a moderator did not approve one of their photos — the mail (the api) and the
 * notifications list (mf-account) use this one table, so the two never say it differently. It names
 * nothing private: that a photo was not approved, and why (the reason a moderator picked).
 */
import type { Locale } from '../contracts/locales';
import type { PhotoRejectionReason } from '../contracts/staff-photos';

export interface PhotoReviewTexts {
  /** The mail's subject: neutral, as every notification mail's (no dating word). */
  subject: string;
  /** A profile photo: what happened. */
  profileRejected: string;
  /** A photo sent in a conversation: what happened. */
  chatRejected: string;
  /** Introduces the reason: "Reason: …". */
  reasonLabel: string;
  /** What the member may do next. */
  next: string;
  /** The mail's button. */
  button: string;
  /** A reason code the member's app does not know yet (a newer console's). */
  otherReason: string;
  reasons: Record<PhotoRejectionReason, string>;
}

export const PHOTO_REVIEW_TEXTS: Record<Locale, PhotoReviewTexts> = {
  en: {
    subject: 'A photo was not approved',
    profileRejected: 'One of your profile photos was not approved, so no one else can see it.',
    chatRejected: 'A photo you sent in a conversation was not approved and has been removed.',
    reasonLabel: 'Reason',
    next: 'You are welcome to upload another photo that follows our rules.',
    button: 'Go to your photos',
    otherReason: 'It does not follow our rules for photos.',
    reasons: {
      not_the_member: 'The photo does not show you.',
      poor_quality: 'The photo is too dark, blurred or small to see you.',
      explicit: 'The photo shows explicit sexual content.',
      looks_underage: 'The person in the photo looks younger than 18.',
      other_people: 'Other people can be recognised in the photo.',
      contact_details: 'The photo contains contact details, links or advertising.',
      offensive: 'The photo shows violence, hate or something illegal.',
    },
  },
  nl: {
    subject: 'Een foto is niet goedgekeurd',
    profileRejected: 'Een van je profielfoto’s is niet goedgekeurd; niemand anders kan hem zien.',
    chatRejected: 'Een foto die je in een gesprek hebt gestuurd, is niet goedgekeurd en is verwijderd.',
    reasonLabel: 'Reden',
    next: 'Je mag gerust een andere foto uploaden die aan onze regels voldoet.',
    button: 'Naar je foto’s',
    otherReason: 'De foto voldoet niet aan onze regels voor foto’s.',
    reasons: {
      not_the_member: 'Op de foto sta jij niet.',
      poor_quality: 'De foto is te donker, te wazig of te klein om je te herkennen.',
      explicit: 'De foto bevat expliciete seksuele inhoud.',
      looks_underage: 'De persoon op de foto lijkt jonger dan 18.',
      other_people: 'Op de foto zijn andere mensen herkenbaar.',
      contact_details: 'De foto bevat contactgegevens, links of reclame.',
      offensive: 'De foto toont geweld, haat of iets wat verboden is.',
    },
  },
  de: {
    subject: 'Ein Foto wurde nicht freigegeben',
    profileRejected: 'Eines deiner Profilfotos wurde nicht freigegeben; niemand sonst kann es sehen.',
    chatRejected: 'Ein Foto, das du in einem Gespräch geschickt hast, wurde nicht freigegeben und entfernt.',
    reasonLabel: 'Grund',
    next: 'Du kannst gern ein anderes Foto hochladen, das unseren Regeln entspricht.',
    button: 'Zu deinen Fotos',
    otherReason: 'Das Foto entspricht nicht unseren Regeln für Fotos.',
    reasons: {
      not_the_member: 'Das Foto zeigt nicht dich.',
      poor_quality: 'Das Foto ist zu dunkel, zu unscharf oder zu klein, um dich zu erkennen.',
      explicit: 'Das Foto zeigt explizite sexuelle Inhalte.',
      looks_underage: 'Die Person auf dem Foto wirkt jünger als 18.',
      other_people: 'Auf dem Foto sind andere Personen zu erkennen.',
      contact_details: 'Das Foto enthält Kontaktdaten, Links oder Werbung.',
      offensive: 'Das Foto zeigt Gewalt, Hass oder etwas Verbotenes.',
    },
  },
  it: {
    subject: 'Una foto non è stata approvata',
    profileRejected: 'Una delle tue foto del profilo non è stata approvata: nessun altro può vederla.',
    chatRejected: 'Una foto che hai inviato in una conversazione non è stata approvata ed è stata rimossa.',
    reasonLabel: 'Motivo',
    next: 'Puoi caricare un’altra foto che rispetti le nostre regole.',
    button: 'Vai alle tue foto',
    otherReason: 'La foto non rispetta le nostre regole sulle foto.',
    reasons: {
      not_the_member: 'La foto non ritrae te.',
      poor_quality: 'La foto è troppo scura, sfocata o piccola per riconoscerti.',
      explicit: 'La foto mostra contenuti sessuali espliciti.',
      looks_underage: 'La persona nella foto sembra avere meno di 18 anni.',
      other_people: 'Nella foto si riconoscono altre persone.',
      contact_details: 'La foto contiene contatti, link o pubblicità.',
      offensive: 'La foto mostra violenza, odio o qualcosa di illegale.',
    },
  },
  fr: {
    subject: 'Une photo n’a pas été approuvée',
    profileRejected: 'Une de vos photos de profil n’a pas été approuvée : personne d’autre ne peut la voir.',
    chatRejected: 'Une photo que vous avez envoyée dans une conversation n’a pas été approuvée et a été retirée.',
    reasonLabel: 'Motif',
    next: 'Vous pouvez tout à fait ajouter une autre photo qui respecte nos règles.',
    button: 'Voir vos photos',
    otherReason: 'La photo ne respecte pas nos règles en matière de photos.',
    reasons: {
      not_the_member: 'La photo ne vous représente pas.',
      poor_quality: 'La photo est trop sombre, floue ou petite pour qu’on vous reconnaisse.',
      explicit: 'La photo montre un contenu sexuel explicite.',
      looks_underage: 'La personne sur la photo semble avoir moins de 18 ans.',
      other_people: 'D’autres personnes sont reconnaissables sur la photo.',
      contact_details: 'La photo contient des coordonnées, des liens ou de la publicité.',
      offensive: 'La photo montre de la violence, de la haine ou quelque chose d’illégal.',
    },
  },
  es: {
    subject: 'Una foto no ha sido aprobada',
    profileRejected: 'Una de tus fotos de perfil no ha sido aprobada, así que nadie más puede verla.',
    chatRejected: 'Una foto que enviaste en una conversación no ha sido aprobada y se ha eliminado.',
    reasonLabel: 'Motivo',
    next: 'Puedes subir otra foto que cumpla nuestras normas.',
    button: 'Ir a tus fotos',
    otherReason: 'La foto no cumple nuestras normas sobre fotos.',
    reasons: {
      not_the_member: 'La foto no te muestra a ti.',
      poor_quality: 'La foto es demasiado oscura, borrosa o pequeña para reconocerte.',
      explicit: 'La foto muestra contenido sexual explícito.',
      looks_underage: 'La persona de la foto parece menor de 18 años.',
      other_people: 'En la foto se reconoce a otras personas.',
      contact_details: 'La foto contiene datos de contacto, enlaces o publicidad.',
      offensive: 'La foto muestra violencia, odio o algo ilegal.',
    },
  },
  pl: {
    subject: 'Zdjęcie nie zostało zatwierdzone',
    profileRejected: 'Jedno z Twoich zdjęć profilowych nie zostało zatwierdzone, więc nikt inny go nie widzi.',
    chatRejected: 'Zdjęcie wysłane przez Ciebie w rozmowie nie zostało zatwierdzone i zostało usunięte.',
    reasonLabel: 'Powód',
    next: 'Możesz dodać inne zdjęcie zgodne z naszymi zasadami.',
    button: 'Przejdź do swoich zdjęć',
    otherReason: 'Zdjęcie nie jest zgodne z naszymi zasadami dotyczącymi zdjęć.',
    reasons: {
      not_the_member: 'Na zdjęciu nie ma Ciebie.',
      poor_quality: 'Zdjęcie jest zbyt ciemne, rozmazane lub małe, by Cię rozpoznać.',
      explicit: 'Zdjęcie zawiera treści o charakterze jednoznacznie seksualnym.',
      looks_underage: 'Osoba na zdjęciu wygląda na niepełnoletnią.',
      other_people: 'Na zdjęciu można rozpoznać inne osoby.',
      contact_details: 'Zdjęcie zawiera dane kontaktowe, linki lub reklamę.',
      offensive: 'Zdjęcie przedstawia przemoc, nienawiść lub coś nielegalnego.',
    },
  },
  da: {
    subject: 'Et billede blev ikke godkendt',
    profileRejected: 'Et af dine profilbilleder blev ikke godkendt, så ingen andre kan se det.',
    chatRejected: 'Et billede, du sendte i en samtale, blev ikke godkendt og er fjernet.',
    reasonLabel: 'Årsag',
    next: 'Du er velkommen til at uploade et andet billede, der følger vores regler.',
    button: 'Gå til dine billeder',
    otherReason: 'Billedet følger ikke vores regler for billeder.',
    reasons: {
      not_the_member: 'Billedet viser ikke dig.',
      poor_quality: 'Billedet er for mørkt, sløret eller lille til at man kan se dig.',
      explicit: 'Billedet viser eksplicit seksuelt indhold.',
      looks_underage: 'Personen på billedet ser yngre ud end 18.',
      other_people: 'Andre personer kan genkendes på billedet.',
      contact_details: 'Billedet indeholder kontaktoplysninger, links eller reklame.',
      offensive: 'Billedet viser vold, had eller noget ulovligt.',
    },
  },
  fi: {
    subject: 'Kuvaa ei hyväksytty',
    profileRejected: 'Yhtä profiilikuvistasi ei hyväksytty, joten kukaan muu ei näe sitä.',
    chatRejected: 'Keskustelussa lähettämääsi kuvaa ei hyväksytty, ja se on poistettu.',
    reasonLabel: 'Syy',
    next: 'Voit ladata toisen kuvan, joka noudattaa sääntöjämme.',
    button: 'Siirry kuviisi',
    otherReason: 'Kuva ei noudata kuvia koskevia sääntöjämme.',
    reasons: {
      not_the_member: 'Kuvassa et ole sinä.',
      poor_quality: 'Kuva on liian tumma, epätarkka tai pieni, jotta sinut tunnistaisi.',
      explicit: 'Kuvassa on seksuaalisesti eksplisiittistä sisältöä.',
      looks_underage: 'Kuvassa oleva henkilö näyttää alle 18-vuotiaalta.',
      other_people: 'Kuvassa on tunnistettavia muita ihmisiä.',
      contact_details: 'Kuvassa on yhteystietoja, linkkejä tai mainontaa.',
      offensive: 'Kuvassa on väkivaltaa, vihaa tai jotain laitonta.',
    },
  },
  nb: {
    subject: 'Et bilde ble ikke godkjent',
    profileRejected: 'Et av profilbildene dine ble ikke godkjent, så ingen andre kan se det.',
    chatRejected: 'Et bilde du sendte i en samtale, ble ikke godkjent og er fjernet.',
    reasonLabel: 'Årsak',
    next: 'Du kan gjerne laste opp et annet bilde som følger reglene våre.',
    button: 'Gå til bildene dine',
    otherReason: 'Bildet følger ikke reglene våre for bilder.',
    reasons: {
      not_the_member: 'Bildet viser ikke deg.',
      poor_quality: 'Bildet er for mørkt, uskarpt eller lite til at man kan se deg.',
      explicit: 'Bildet viser eksplisitt seksuelt innhold.',
      looks_underage: 'Personen på bildet ser yngre ut enn 18.',
      other_people: 'Andre personer kan gjenkjennes på bildet.',
      contact_details: 'Bildet inneholder kontaktopplysninger, lenker eller reklame.',
      offensive: 'Bildet viser vold, hat eller noe ulovlig.',
    },
  },
  sv: {
    subject: 'En bild godkändes inte',
    profileRejected: 'En av dina profilbilder godkändes inte, så ingen annan kan se den.',
    chatRejected: 'En bild som du skickade i en konversation godkändes inte och har tagits bort.',
    reasonLabel: 'Anledning',
    next: 'Du får gärna ladda upp en annan bild som följer våra regler.',
    button: 'Gå till dina bilder',
    otherReason: 'Bilden följer inte våra regler för bilder.',
    reasons: {
      not_the_member: 'Bilden visar inte dig.',
      poor_quality: 'Bilden är för mörk, suddig eller liten för att man ska se dig.',
      explicit: 'Bilden visar explicit sexuellt innehåll.',
      looks_underage: 'Personen på bilden ser yngre ut än 18.',
      other_people: 'Andra personer går att känna igen på bilden.',
      contact_details: 'Bilden innehåller kontaktuppgifter, länkar eller reklam.',
      offensive: 'Bilden visar våld, hat eller något olagligt.',
    },
  },
};

/** The member's words for a reason code; a code their version does not know reads as the general one. */
export function photoRejectionText(locale: Locale, reason: string): string {
  const texts = PHOTO_REVIEW_TEXTS[locale] ?? PHOTO_REVIEW_TEXTS.en;
  return Object.hasOwn(texts.reasons, reason) ? texts.reasons[reason as PhotoRejectionReason] : texts.otherReason;
}
