import type { Locale } from '@dating/shared/contracts/index';
import { composeMail } from '../mail/compose-mail';
import { linkMail, type LinkMailRecipient } from '../mail/link-mail';
import type { MailMessage } from '../mail/mailer';

interface MailChangeTexts {
  /** Sender display name: neutral, nothing in it reveals what kind of site sent it. */
  from: string;
  confirmSubject: string;
  confirmBody: string;
  confirmButton: string;
  confirmExpiry: string;
  confirmIgnore: string;
  noticeSubject: string;
  noticeBody: string;
  noticeNotYou: string;
}

/**
 * The two mail-change e-mails in each of the 11 locales: the confirmation link to the NEW address
 * and a notice to the old one. Neutral on purpose, like every mail: neither sender nor subject nor
 * text says what kind of site the account is on. The notice does not name the new address: whoever
 * reads the old mailbox learns only that a change was asked for and what to do if it was not them.
 */
const TEXTS: Record<Locale, MailChangeTexts> = {
  en: {
    from: 'Account service',
    confirmSubject: 'Confirm your new e-mail address',
    confirmBody: 'You asked to use this e-mail address for your account. Please confirm it with the link below.',
    confirmButton: 'Confirm e-mail address',
    confirmExpiry: 'The link works once and expires in 24 hours.',
    confirmIgnore: 'Did you not ask for this? Then you can ignore this e-mail; nothing changes.',
    noticeSubject: 'Your e-mail address is being changed',
    noticeBody:
      'Someone asked to change the e-mail address of your account. The change only takes effect once the new address is confirmed.',
    noticeNotYou: 'Was this not you? Then log in, change your password and contact customer service.',
  },
  nl: {
    from: 'Accountservice',
    confirmSubject: 'Bevestig je nieuwe e-mailadres',
    confirmBody: 'Je hebt gevraagd dit e-mailadres voor je account te gebruiken. Bevestig het via de link hieronder.',
    confirmButton: 'E-mailadres bevestigen',
    confirmExpiry: 'De link werkt één keer en verloopt over 24 uur.',
    confirmIgnore: 'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren; er verandert niets.',
    noticeSubject: 'Je e-mailadres wordt gewijzigd',
    noticeBody: 'Er is gevraagd om het e-mailadres van je account te wijzigen. De wijziging gaat pas in als het nieuwe adres is bevestigd.',
    noticeNotYou: 'Was jij dit niet? Log dan in, wijzig je wachtwoord en neem contact op met de klantenservice.',
  },
  de: {
    from: 'Kontoservice',
    confirmSubject: 'Bestätige deine neue E-Mail-Adresse',
    confirmBody: 'Du möchtest diese E-Mail-Adresse für dein Konto verwenden. Bitte bestätige sie über den folgenden Link.',
    confirmButton: 'E-Mail-Adresse bestätigen',
    confirmExpiry: 'Der Link funktioniert einmal und läuft in 24 Stunden ab.',
    confirmIgnore: 'Du hast das nicht angefordert? Dann kannst du diese E-Mail ignorieren; es ändert sich nichts.',
    noticeSubject: 'Deine E-Mail-Adresse wird geändert',
    noticeBody:
      'Es wurde angefordert, die E-Mail-Adresse deines Kontos zu ändern. Die Änderung gilt erst, wenn die neue Adresse bestätigt ist.',
    noticeNotYou: 'Warst du das nicht? Dann logge dich ein, ändere dein Passwort und wende dich an den Kundenservice.',
  },
  it: {
    from: 'Servizio account',
    confirmSubject: 'Conferma il tuo nuovo indirizzo e-mail',
    confirmBody: 'Hai chiesto di usare questo indirizzo e-mail per il tuo account. Confermalo con il link qui sotto.',
    confirmButton: 'Conferma indirizzo e-mail',
    confirmExpiry: 'Il link funziona una sola volta e scade tra 24 ore.',
    confirmIgnore: 'Non l’hai richiesto tu? Allora puoi ignorare questa e-mail; non cambia nulla.',
    noticeSubject: 'Il tuo indirizzo e-mail sta per essere cambiato',
    noticeBody:
      'È stato richiesto di cambiare l’indirizzo e-mail del tuo account. La modifica avrà effetto solo dopo la conferma del nuovo indirizzo.',
    noticeNotYou: 'Non sei stato tu? Allora accedi, cambia la password e contatta il servizio clienti.',
  },
  fr: {
    from: 'Service compte',
    confirmSubject: 'Confirmez votre nouvelle adresse e-mail',
    confirmBody: 'Vous avez demandé à utiliser cette adresse e-mail pour votre compte. Veuillez la confirmer avec le lien ci-dessous.',
    confirmButton: 'Confirmer l’adresse e-mail',
    confirmExpiry: 'Le lien ne fonctionne qu’une fois et expire dans 24 heures.',
    confirmIgnore: 'Vous n’êtes pas à l’origine de cette demande ? Ignorez simplement cet e-mail ; rien ne change.',
    noticeSubject: 'Votre adresse e-mail va être modifiée',
    noticeBody:
      'Une demande de modification de l’adresse e-mail de votre compte a été faite. Le changement ne prend effet qu’une fois la nouvelle adresse confirmée.',
    noticeNotYou: 'Ce n’était pas vous ? Connectez-vous, changez votre mot de passe et contactez le service client.',
  },
  es: {
    from: 'Servicio de cuenta',
    confirmSubject: 'Confirma tu nueva dirección de correo',
    confirmBody: 'Has pedido usar esta dirección de correo para tu cuenta. Confírmala con el enlace de abajo.',
    confirmButton: 'Confirmar dirección de correo',
    confirmExpiry: 'El enlace funciona una sola vez y caduca en 24 horas.',
    confirmIgnore: '¿No lo has solicitado tú? Entonces puedes ignorar este correo; no cambia nada.',
    noticeSubject: 'Se está cambiando tu dirección de correo',
    noticeBody:
      'Se ha solicitado cambiar la dirección de correo de tu cuenta. El cambio solo se aplica cuando se confirme la nueva dirección.',
    noticeNotYou: '¿No has sido tú? Inicia sesión, cambia tu contraseña y ponte en contacto con atención al cliente.',
  },
  pl: {
    from: 'Obsługa konta',
    confirmSubject: 'Potwierdź nowy adres e-mail',
    confirmBody: 'Poproszono o używanie tego adresu e-mail dla Twojego konta. Potwierdź go, korzystając z poniższego linku.',
    confirmButton: 'Potwierdź adres e-mail',
    confirmExpiry: 'Link działa jeden raz i wygasa po 24 godzinach.',
    confirmIgnore: 'Jeśli to nie Ty wysłałeś tę prośbę, zignoruj tę wiadomość; nic się nie zmieni.',
    noticeSubject: 'Twój adres e-mail zostanie zmieniony',
    noticeBody: 'Poproszono o zmianę adresu e-mail Twojego konta. Zmiana zacznie obowiązywać dopiero po potwierdzeniu nowego adresu.',
    noticeNotYou: 'To nie Ty? Zaloguj się, zmień hasło i skontaktuj się z obsługą klienta.',
  },
  da: {
    from: 'Kontoservice',
    confirmSubject: 'Bekræft din nye e-mailadresse',
    confirmBody: 'Du har bedt om at bruge denne e-mailadresse til din konto. Bekræft den via linket nedenfor.',
    confirmButton: 'Bekræft e-mailadresse',
    confirmExpiry: 'Linket virker én gang og udløber om 24 timer.',
    confirmIgnore: 'Har du ikke bedt om dette? Så kan du se bort fra denne e-mail; intet ændres.',
    noticeSubject: 'Din e-mailadresse bliver ændret',
    noticeBody: 'Der er bedt om at ændre e-mailadressen på din konto. Ændringen træder først i kraft, når den nye adresse er bekræftet.',
    noticeNotYou: 'Var det ikke dig? Så log ind, skift din adgangskode og kontakt kundeservice.',
  },
  fi: {
    from: 'Tilipalvelu',
    confirmSubject: 'Vahvista uusi sähköpostiosoitteesi',
    confirmBody: 'Pyysit tämän sähköpostiosoitteen käyttöä tilillesi. Vahvista se alla olevan linkin kautta.',
    confirmButton: 'Vahvista sähköpostiosoite',
    confirmExpiry: 'Linkki toimii kerran ja vanhenee 24 tunnin kuluttua.',
    confirmIgnore: 'Etkö pyytänyt tätä? Voit jättää tämän viestin huomiotta; mikään ei muutu.',
    noticeSubject: 'Sähköpostiosoitettasi ollaan vaihtamassa',
    noticeBody: 'Tilisi sähköpostiosoitteen vaihtamista on pyydetty. Muutos tulee voimaan vasta, kun uusi osoite on vahvistettu.',
    noticeNotYou: 'Etkö se ollut sinä? Kirjaudu sisään, vaihda salasanasi ja ota yhteyttä asiakaspalveluun.',
  },
  nb: {
    from: 'Kontoservice',
    confirmSubject: 'Bekreft den nye e-postadressen din',
    confirmBody: 'Du har bedt om å bruke denne e-postadressen for kontoen din. Bekreft den via lenken nedenfor.',
    confirmButton: 'Bekreft e-postadressen',
    confirmExpiry: 'Lenken virker én gang og utløper om 24 timer.',
    confirmIgnore: 'Har du ikke bedt om dette? Da kan du se bort fra denne e-posten; ingenting endres.',
    noticeSubject: 'E-postadressen din blir endret',
    noticeBody: 'Det er bedt om å endre e-postadressen til kontoen din. Endringen gjelder først når den nye adressen er bekreftet.',
    noticeNotYou: 'Var det ikke deg? Logg inn, endre passordet ditt og kontakt kundeservice.',
  },
  sv: {
    from: 'Kontoservice',
    confirmSubject: 'Bekräfta din nya e-postadress',
    confirmBody: 'Du har bett om att använda den här e-postadressen för ditt konto. Bekräfta den via länken nedan.',
    confirmButton: 'Bekräfta e-postadress',
    confirmExpiry: 'Länken fungerar en gång och slutar gälla om 24 timmar.',
    confirmIgnore: 'Har du inte bett om detta? Då kan du bortse från det här mejlet; ingenting ändras.',
    noticeSubject: 'Din e-postadress håller på att ändras',
    noticeBody: 'Någon har bett om att ändra e-postadressen för ditt konto. Ändringen gäller först när den nya adressen har bekräftats.',
    noticeNotYou: 'Var det inte du? Logga då in, byt lösenord och kontakta kundtjänst.',
  },
};

/** The confirmation link, to the NEW address, in the member's language. */
export function mailChangeConfirmMail(recipient: LinkMailRecipient, link: string): MailMessage {
  const t = TEXTS[recipient.locale] ?? TEXTS.en;
  return linkMail(
    recipient,
    {
      from: t.from,
      subject: t.confirmSubject,
      body: t.confirmBody,
      button: t.confirmButton,
      expiry: t.confirmExpiry,
      ignore: t.confirmIgnore,
    },
    link,
  );
}

/** The notice to the CURRENT address that a change was asked for. */
export function mailChangeNoticeMail({ to, locale, name }: LinkMailRecipient): MailMessage {
  const t = TEXTS[locale] ?? TEXTS.en;
  return composeMail({ to, subject: t.noticeSubject, fromName: t.from, locale, name }, [t.noticeBody, t.noticeNotYou]);
}
