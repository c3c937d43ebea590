import type { Locale } from '@dating/shared/contracts/index';
import { linkMail, type LinkMailRecipient, type LinkMailTexts } from '../link-mail';
import type { MailMessage } from '../mailer';

/**
 * The reset e-mail in each of the 11 locales. Neutral on purpose: neither the sender nor
 * the subject nor the text says what kind of site the account is on.
 */
const TEXTS: Record<Locale, LinkMailTexts> = {
  en: {
    from: 'Account service',
    subject: 'Reset your password',
    body: 'We received a request to reset the password of your account. Use the link below to choose a new password.',
    button: 'Choose a new password',
    expiry: 'The link works once and expires in 1 hour.',
    ignore: 'Did you not ask for this? Then you can ignore this e-mail; your password stays the same.',
  },
  nl: {
    from: 'Accountservice',
    subject: 'Stel je wachtwoord opnieuw in',
    body: 'We hebben een verzoek ontvangen om het wachtwoord van je account opnieuw in te stellen. Gebruik de link hieronder om een nieuw wachtwoord te kiezen.',
    button: 'Kies een nieuw wachtwoord',
    expiry: 'De link werkt één keer en verloopt over 1 uur.',
    ignore: 'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.',
  },
  de: {
    from: 'Kontoservice',
    subject: 'Passwort zurücksetzen',
    body: 'Wir haben eine Anfrage erhalten, das Passwort deines Kontos zurückzusetzen. Über den folgenden Link kannst du ein neues Passwort wählen.',
    button: 'Neues Passwort wählen',
    expiry: 'Der Link funktioniert einmal und läuft in 1 Stunde ab.',
    ignore: 'Du hast das nicht angefordert? Dann kannst du diese E-Mail ignorieren; dein Passwort bleibt unverändert.',
  },
  it: {
    from: 'Servizio account',
    subject: 'Reimposta la tua password',
    body: 'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account. Usa il link qui sotto per scegliere una nuova password.',
    button: 'Scegli una nuova password',
    expiry: 'Il link funziona una sola volta e scade tra 1 ora.',
    ignore: 'Non hai richiesto tu questa modifica? Allora puoi ignorare questa e-mail; la tua password resta invariata.',
  },
  fr: {
    from: 'Service compte',
    subject: 'Réinitialisez votre mot de passe',
    body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Utilisez le lien ci-dessous pour choisir un nouveau mot de passe.',
    button: 'Choisir un nouveau mot de passe',
    expiry: 'Le lien ne fonctionne qu’une fois et expire dans 1 heure.',
    ignore: 'Vous n’êtes pas à l’origine de cette demande ? Ignorez simplement cet e-mail ; votre mot de passe reste inchangé.',
  },
  es: {
    from: 'Servicio de cuenta',
    subject: 'Restablece tu contraseña',
    body: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta. Usa el enlace de abajo para elegir una contraseña nueva.',
    button: 'Elegir una contraseña nueva',
    expiry: 'El enlace funciona una sola vez y caduca en 1 hora.',
    ignore: '¿No lo has solicitado tú? Entonces puedes ignorar este correo; tu contraseña no cambia.',
  },
  pl: {
    from: 'Obsługa konta',
    subject: 'Zresetuj hasło',
    body: 'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta. Skorzystaj z poniższego linku, aby ustawić nowe hasło.',
    button: 'Ustaw nowe hasło',
    expiry: 'Link działa jeden raz i wygasa za 1 godzinę.',
    ignore: 'Jeśli to nie Ty wysłałeś tę prośbę, zignoruj tę wiadomość; Twoje hasło pozostanie bez zmian.',
  },
  da: {
    from: 'Kontoservice',
    subject: 'Nulstil din adgangskode',
    body: 'Vi har modtaget en anmodning om at nulstille adgangskoden til din konto. Brug linket nedenfor til at vælge en ny adgangskode.',
    button: 'Vælg en ny adgangskode',
    expiry: 'Linket virker én gang og udløber om 1 time.',
    ignore: 'Har du ikke bedt om dette? Så kan du se bort fra denne e-mail; din adgangskode forbliver den samme.',
  },
  fi: {
    from: 'Tilipalvelu',
    subject: 'Vaihda salasanasi',
    body: 'Saimme pyynnön tilisi salasanan vaihtamisesta. Valitse uusi salasana alla olevan linkin kautta.',
    button: 'Valitse uusi salasana',
    expiry: 'Linkki toimii kerran ja vanhenee tunnin kuluttua.',
    ignore: 'Etkö pyytänyt tätä? Voit jättää tämän viestin huomiotta; salasanasi pysyy ennallaan.',
  },
  nb: {
    from: 'Kontoservice',
    subject: 'Tilbakestill passordet ditt',
    body: 'Vi har mottatt en forespørsel om å tilbakestille passordet til kontoen din. Bruk lenken nedenfor for å velge et nytt passord.',
    button: 'Velg et nytt passord',
    expiry: 'Lenken virker én gang og utløper om 1 time.',
    ignore: 'Har du ikke bedt om dette? Da kan du se bort fra denne e-posten; passordet ditt forblir det samme.',
  },
  sv: {
    from: 'Kontoservice',
    subject: 'Återställ ditt lösenord',
    body: 'Vi har fått en begäran om att återställa lösenordet till ditt konto. Använd länken nedan för att välja ett nytt lösenord.',
    button: 'Välj ett nytt lösenord',
    expiry: 'Länken fungerar en gång och slutar gälla om 1 timme.',
    ignore: 'Har du inte bett om detta? Då kan du bortse från det här mejlet; ditt lösenord förblir detsamma.',
  },
};

/** The reset e-mail for one member, in their language, with the link as plain text and as a button. */
export function resetMail(recipient: LinkMailRecipient, link: string): MailMessage {
  return linkMail(recipient, TEXTS[recipient.locale] ?? TEXTS.en, link);
}
