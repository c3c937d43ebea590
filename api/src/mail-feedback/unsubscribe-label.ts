import type { Locale } from '@dating/shared/contracts/index';

/**
 * "Unsubscribe": the link in every notification mail's footer and the button of the page it opens
 * (routes/mail-feedback/unsubscribe-page.ts) say the same, so the member finds in the page the word
 * they clicked in the mail.
 */
export const UNSUBSCRIBE_LABEL: Record<Locale, string> = {
  en: 'Unsubscribe',
  nl: 'Afmelden',
  de: 'Abbestellen',
  it: 'Annulla l’iscrizione',
  fr: 'Se désabonner',
  es: 'Darse de baja',
  pl: 'Wypisz się',
  da: 'Afmeld',
  fi: 'Peru tilaus',
  nb: 'Meld deg av',
  sv: 'Avregistrera',
};
