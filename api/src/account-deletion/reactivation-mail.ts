import type { Locale } from '@dating/shared/contracts/index';
import { linkMail, type LinkMailRecipient, type LinkMailTexts } from '../mail/link-mail';
import type { MailMessage } from '../mail/mailer';

/**
 * The mail sent when a member deletes their account, in each of the 11 locales. Neutral on purpose,
 * like the reset mail: neither sender, subject nor text says what kind of site it is.
 */
const TEXTS: Record<Locale, LinkMailTexts> = {
  en: {
    from: 'Account service',
    subject: 'Your account has been deleted',
    body: 'As you asked, your account has been deleted and is no longer visible to anyone. Changed your mind? Use the link below to reactivate it; everything will be as it was.',
    button: 'Reactivate my account',
    expiry: 'The link works once, for 14 days. After that your data and photos are erased for good.',
    ignore: 'Do you want your account to stay deleted? Then you can ignore this e-mail.',
  },
  nl: {
    from: 'Accountservice',
    subject: 'Je account is verwijderd',
    body: 'Zoals je hebt gevraagd, is je account verwijderd en voor niemand meer zichtbaar. Toch van gedachten veranderd? Heractiveer het via de link hieronder; alles wordt weer zoals het was.',
    button: 'Mijn account heractiveren',
    expiry: 'De link werkt één keer, 14 dagen lang. Daarna worden je gegevens en foto’s definitief gewist.',
    ignore: 'Wil je dat je account verwijderd blijft? Dan kun je deze e-mail negeren.',
  },
  de: {
    from: 'Kontoservice',
    subject: 'Dein Konto wurde gelöscht',
    body: 'Wie gewünscht wurde dein Konto gelöscht und ist für niemanden mehr sichtbar. Du hast es dir anders überlegt? Über den folgenden Link kannst du es wieder aktivieren; alles ist dann wie vorher.',
    button: 'Mein Konto wieder aktivieren',
    expiry: 'Der Link funktioniert einmal und 14 Tage lang. Danach werden deine Daten und Fotos endgültig gelöscht.',
    ignore: 'Soll dein Konto gelöscht bleiben? Dann kannst du diese E-Mail ignorieren.',
  },
  it: {
    from: 'Servizio account',
    subject: 'Il tuo account è stato eliminato',
    body: 'Come hai richiesto, il tuo account è stato eliminato e non è più visibile a nessuno. Hai cambiato idea? Usa il link qui sotto per riattivarlo; tutto tornerà com’era.',
    button: 'Riattiva il mio account',
    expiry: 'Il link funziona una sola volta, per 14 giorni. Dopo, i tuoi dati e le tue foto verranno cancellati definitivamente.',
    ignore: 'Vuoi che il tuo account resti eliminato? Allora puoi ignorare questa e-mail.',
  },
  fr: {
    from: 'Service compte',
    subject: 'Votre compte a été supprimé',
    body: 'Comme vous l’avez demandé, votre compte a été supprimé et n’est plus visible par personne. Vous avez changé d’avis ? Utilisez le lien ci-dessous pour le réactiver ; tout redeviendra comme avant.',
    button: 'Réactiver mon compte',
    expiry: 'Le lien fonctionne une seule fois, pendant 14 jours. Ensuite, vos données et vos photos seront définitivement effacées.',
    ignore: 'Vous souhaitez que votre compte reste supprimé ? Vous pouvez alors ignorer cet e-mail.',
  },
  es: {
    from: 'Servicio de cuentas',
    subject: 'Tu cuenta ha sido eliminada',
    body: 'Tal como pediste, tu cuenta ha sido eliminada y ya nadie puede verla. ¿Has cambiado de opinión? Usa el enlace de abajo para reactivarla; todo volverá a estar como antes.',
    button: 'Reactivar mi cuenta',
    expiry: 'El enlace funciona una sola vez, durante 14 días. Después, tus datos y fotos se borrarán definitivamente.',
    ignore: '¿Quieres que tu cuenta siga eliminada? Entonces puedes ignorar este correo.',
  },
  pl: {
    from: 'Obsługa konta',
    subject: 'Twoje konto zostało usunięte',
    body: 'Zgodnie z Twoją prośbą Twoje konto zostało usunięte i nikt go już nie widzi. Zmieniłeś zdanie? Skorzystaj z poniższego linku, aby je ponownie aktywować; wszystko będzie jak wcześniej.',
    button: 'Aktywuj ponownie moje konto',
    expiry: 'Link działa jeden raz przez 14 dni. Po tym czasie Twoje dane i zdjęcia zostaną trwale usunięte.',
    ignore: 'Chcesz, aby konto pozostało usunięte? W takim razie zignoruj tę wiadomość.',
  },
  da: {
    from: 'Kontoservice',
    subject: 'Din konto er blevet slettet',
    body: 'Som du bad om, er din konto blevet slettet og er ikke længere synlig for nogen. Har du fortrudt? Brug linket nedenfor til at genaktivere den; så bliver alt som før.',
    button: 'Genaktivér min konto',
    expiry: 'Linket virker én gang i 14 dage. Derefter bliver dine data og billeder slettet endeligt.',
    ignore: 'Vil du have, at din konto forbliver slettet? Så kan du se bort fra denne e-mail.',
  },
  fi: {
    from: 'Tilipalvelu',
    subject: 'Tilisi on poistettu',
    body: 'Pyyntösi mukaisesti tilisi on poistettu, eikä se näy enää kenellekään. Muutitko mielesi? Voit aktivoida tilin uudelleen alla olevasta linkistä; kaikki palautuu ennalleen.',
    button: 'Aktivoi tilini uudelleen',
    expiry: 'Linkki toimii kerran 14 päivän ajan. Sen jälkeen tietosi ja kuvasi poistetaan lopullisesti.',
    ignore: 'Haluatko, että tilisi pysyy poistettuna? Voit jättää tämän viestin huomiotta.',
  },
  nb: {
    from: 'Kontoservice',
    subject: 'Kontoen din er slettet',
    body: 'Som du ba om, er kontoen din slettet og er ikke lenger synlig for noen. Har du ombestemt deg? Bruk lenken nedenfor for å reaktivere den; alt blir som før.',
    button: 'Reaktiver kontoen min',
    expiry: 'Lenken virker én gang i 14 dager. Etter det blir dataene og bildene dine slettet for godt.',
    ignore: 'Vil du at kontoen skal forbli slettet? Da kan du se bort fra denne e-posten.',
  },
  sv: {
    from: 'Kontoservice',
    subject: 'Ditt konto har raderats',
    body: 'Som du bad om har ditt konto raderats och syns inte längre för någon. Har du ångrat dig? Använd länken nedan för att återaktivera det; allt blir som förut.',
    button: 'Återaktivera mitt konto',
    expiry: 'Länken fungerar en gång i 14 dagar. Därefter raderas dina uppgifter och bilder för gott.',
    ignore: 'Vill du att ditt konto förblir raderat? Då kan du bortse från det här mejlet.',
  },
};

/** The reactivation e-mail for one member, in their language. */
export function reactivationMail(recipient: LinkMailRecipient, link: string): MailMessage {
  return linkMail(recipient, TEXTS[recipient.locale] ?? TEXTS.en, link);
}
