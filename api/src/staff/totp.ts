import { Secret, TOTP } from 'otpauth';
import { serverSecret } from '../db/server-secrets';
import type { Db } from '../db/database';
import { seal, unseal } from './secret-box';

/*
 * RFC 6238 as every authenticator app reads an otpauth:// URI without asking: SHA-1, 6 digits, 30 s.
 * A code of the step before or after now's is accepted too, for a phone's clock a little off and a code
 * typed as it changed; a step at or before the account's last accepted one is refused by the caller
 * (staff-login.ts), so each code works once and an old one never.
 */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const WINDOW_STEPS = 1;
/** 160 bits, the HMAC-SHA-1 key length RFC 4226 recommends. */
const SECRET_BYTES = 20;

function totpOf(secret: string, account = '', issuer = ''): TOTP {
  return new TOTP({ issuer, label: account, algorithm: 'SHA1', digits: DIGITS, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** A new random secret, base32 (32 characters), as the staff member types it into the app. */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The otpauth:// URI of the QR code: the app shows `issuer` (the site's name) and the staff member's address. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  return totpOf(secret, account, issuer).toString();
}

/** The time step of a moment: the counter a code is made from. */
export function timeStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS);
}

/** The time step `code` belongs to (now's, the one before or the one after), or null when it is none of them. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW_STEPS });
  return delta === null ? null : timeStep(now) + delta;
}

/**
 * The key the TOTP secrets are sealed with at rest, made on first use and kept in `server_secrets`. A leaked
 * `staff_accounts` (a table export, a backup of it, a query in a log) then gives no second factor; one who
 * holds the whole database holds this key too, and the password hashes as well (docs/staff-accounts.md).
 */
function totpKey(db: Db): Promise<Buffer> {
  return serverSecret(db, 'staff-totp');
}

/** Bound to the account: a sealed secret copied to another staff row does not open there. */
const sealContext = (staffId: number) => `staff-totp:${staffId}`;

export async function sealTotpSecret(db: Db, staffId: number, secret: string): Promise<string> {
  return seal(await totpKey(db), secret, sealContext(staffId));
}

/** The account's secret, or null when the sealed value does not open (altered, or another account's). */
export async function unsealTotpSecret(db: Db, staffId: number, sealed: string): Promise<string | null> {
  return unseal(await totpKey(db), sealed, sealContext(staffId));
}
