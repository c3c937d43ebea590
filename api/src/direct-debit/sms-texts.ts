import type { Locale } from '@dating/shared/contracts/index';
import { CODE_VALID_MS } from './sms-code';

/**
 * The SMS in the member's language. Neutral on purpose, like the account mails: a text on a lock screen says
 * neither the site nor what the code is for.
 */
const TEXTS: Record<Locale, (code: string, minutes: number) => string> = {
  en: (code, minutes) => `Your code: ${code}. Valid for ${minutes} minutes.`,
  nl: (code, minutes) => `Je code: ${code}. ${minutes} minuten geldig.`,
  de: (code, minutes) => `Dein Code: ${code}. ${minutes} Minuten gültig.`,
  it: (code, minutes) => `Il tuo codice: ${code}. Valido per ${minutes} minuti.`,
  fr: (code, minutes) => `Votre code : ${code}. Valable ${minutes} minutes.`,
  es: (code, minutes) => `Tu código: ${code}. Válido durante ${minutes} minutos.`,
  pl: (code, minutes) => `Twój kod: ${code}. Ważny przez ${minutes} minut.`,
  da: (code, minutes) => `Din kode: ${code}. Gyldig i ${minutes} minutter.`,
  fi: (code, minutes) => `Koodisi: ${code}. Voimassa ${minutes} minuuttia.`,
  nb: (code, minutes) => `Koden din: ${code}. Gyldig i ${minutes} minutter.`,
  sv: (code, minutes) => `Din kod: ${code}. Giltig i ${minutes} minuter.`,
};

export function smsCodeText(locale: Locale, code: string): string {
  return TEXTS[locale](code, CODE_VALID_MS / 60_000);
}
