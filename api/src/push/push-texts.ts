import type { Locale, NotificationSettings } from '@dating/shared/contracts/index';

type NotificationType = keyof NotificationSettings;

interface PushText {
  title: string;
  body: string;
}

/**
 * What a push says, in the member's language. A notification shows on a lock screen and in a
 * notification centre that anyone nearby may read, so it says only that something is waiting: no
 * name, no photo, no message text, no word about dating or likes — and not the site's name either.
 */
const TEXTS: Record<Locale, { message: PushText; notification: PushText }> = {
  en: {
    message: { title: 'New message', body: 'You have a new message' },
    notification: { title: 'New notification', body: 'You have a new notification' },
  },
  nl: {
    message: { title: 'Nieuw bericht', body: 'Je hebt een nieuw bericht' },
    notification: { title: 'Nieuwe melding', body: 'Je hebt een nieuwe melding' },
  },
  de: {
    message: { title: 'Neue Nachricht', body: 'Du hast eine neue Nachricht' },
    notification: { title: 'Neue Benachrichtigung', body: 'Du hast eine neue Benachrichtigung' },
  },
  it: {
    message: { title: 'Nuovo messaggio', body: 'Hai un nuovo messaggio' },
    notification: { title: 'Nuova notifica', body: 'Hai una nuova notifica' },
  },
  fr: {
    message: { title: 'Nouveau message', body: 'Vous avez un nouveau message' },
    notification: { title: 'Nouvelle notification', body: 'Vous avez une nouvelle notification' },
  },
  es: {
    message: { title: 'Nuevo mensaje', body: 'Tienes un mensaje nuevo' },
    notification: { title: 'Nueva notificación', body: 'Tienes una notificación nueva' },
  },
  pl: {
    message: { title: 'Nowa wiadomość', body: 'Masz nową wiadomość' },
    notification: { title: 'Nowe powiadomienie', body: 'Masz nowe powiadomienie' },
  },
  da: {
    message: { title: 'Ny besked', body: 'Du har en ny besked' },
    notification: { title: 'Ny notifikation', body: 'Du har en ny notifikation' },
  },
  fi: {
    message: { title: 'Uusi viesti', body: 'Sinulla on uusi viesti' },
    notification: { title: 'Uusi ilmoitus', body: 'Sinulla on uusi ilmoitus' },
  },
  nb: {
    message: { title: 'Ny melding', body: 'Du har en ny melding' },
    notification: { title: 'Nytt varsel', body: 'Du har et nytt varsel' },
  },
  sv: {
    message: { title: 'Nytt meddelande', body: 'Du har ett nytt meddelande' },
    notification: { title: 'Ny notis', body: 'Du har en ny notis' },
  },
};

/** The types that are about messages: they say "message"; every other type says "notification". */
const MESSAGE_TYPES: ReadonlySet<NotificationType> = new Set(['new_messages', 'new_conversations', 'unread_message_reminders']);

export function pushText(locale: Locale, type: NotificationType): PushText {
  return TEXTS[locale][MESSAGE_TYPES.has(type) ? 'message' : 'notification'];
}
