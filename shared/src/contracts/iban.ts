/**
 * The IBAN check of the direct-debit form and the api (ISO 13616): the country must be one of the SEPA
 * scheme's (only those accounts can be debited in euro), the length that country's, and the whole number
 * must leave 1 modulo 97. Our own few lines rather than a library: the form ships it to the browser, where a
 * full IBAN library (every country's BBAN rules, BICs) would cost kilobytes for a rule this small, and the
 * registry's lengths change only when a country joins the scheme.
 */

/** IBAN length per SEPA scheme country (the EPC's list of countries; the French overseas departments bank with FR IBANs). */
const SEPA_IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AL: 28,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** An IBAN as typed (spaces, lower case) in its electronic form: no spaces, upper case. */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The remainder modulo 97 of the IBAN with its first four characters moved to the end and letters as 10–35. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : Number(char);
    // Letters are two digits, digits one: feed them digit by digit so the number never leaves safe integers.
    remainder = value > 9 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

/** Why a normalised IBAN is not one we can debit, or null when it is. */
export function ibanProblem(iban: string): 'format' | 'country' | 'length' | 'checksum' | null {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'format';
  const length = SEPA_IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return 'country';
  if (iban.length !== length) return 'length';
  return mod97(iban) === 1 ? null : 'checksum';
}

/** Whether a normalised IBAN is a SEPA country's, of its length, with right check digits. */
export function isValidIban(iban: string): boolean {
  return ibanProblem(iban) === null;
}

/** An IBAN mostly hidden, in groups of four: `NL•• •••• •••• •••• 4300`. */
export function maskIban(iban: string): string {
  const groups = Math.ceil(Math.max(0, iban.length - 8) / 4);
  return [`${iban.slice(0, 2)}••`, ...Array.from({ length: groups }, () => '••••'), iban.slice(-4)].join(' ');
}
