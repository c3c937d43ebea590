import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_LENGTH, type Locale } from '@dating/shared/contracts/index';

/** How long a code is accepted after it was sent. */
export const CODE_VALID_MS = 10 * 60_000;
const CODE_VALID_MINUTES = CODE_VALID_MS / 60_000;

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
  return TEXTS[locale](code, CODE_VALID_MINUTES);
}

/** A code of SMS_CODE_LENGTH digits, leading zeros kept. */
export function newSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

/**
 * The code as stored: hashed with its mandate's id, so the table (or a backup of it) never shows a code that
 * still works. A plain hash suffices: a code lives 10 minutes and allows 5 tries.
 */
export function hashSmsCode(mandateId: string, code: string): string {
  return createHash('sha256').update(`direct-debit-code\n${mandateId}\n${code}`).digest('hex');
}

export function smsCodeMatches(mandateId: string, code: string, stored: string | null): boolean {
  if (stored === null) return false;
  const given = Buffer.from(hashSmsCode(mandateId, code), 'hex');
  const expected = Buffer.from(stored, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A number mostly hidden: its country code and its last four digits (`+31 •••• 5678`). */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)} •••• ${phone.slice(-4)}`;
}
