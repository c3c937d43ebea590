import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_LENGTH } from '@dating/shared/contracts/index';

/** How long a code is accepted after it was sent (the SMS says it in minutes: sms-texts.ts). */
export const CODE_VALID_MS = 10 * 60_000;

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
