import { z } from 'zod';

/** The largest value of the database's `integer` columns (ids, counts): a larger one could never match a row. */
export const INT32_MAX = 2_147_483_647;

/**
 * NUL and the C0/DEL control characters (multi-line text keeps tab, line feed and carriage return), and lone
 * surrogates (`\p{Cs}` in a `u` pattern matches only an unpaired half): JSON may carry one, but it is no text —
 * PostgreSQL refuses it in jsonb ("unsupported Unicode escape sequence") and a text column would get U+FFFD.
 */
// oxlint-disable-next-line no-control-regex -- finding control characters is the point
const LINE_CONTROLS = /^[^\u0000-\u001f\u007f\p{Cs}]*$/u;
// oxlint-disable-next-line no-control-regex -- finding control characters is the point
const TEXT_CONTROLS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\p{Cs}]*$/u;

const CONTROL_MESSAGE = 'Contains a control character';

/**
 * A one-line text field a client sends (a name, a city, a subject, a query value): no control
 * characters at all. PostgreSQL refuses NUL in text, so without this a NUL was a 500; the others
 * have no place in one line. `message` is the key a form translates, for a
 * wrong type and for a control character (defaults to plain English).
 */
export function lineText(message?: string) {
  return z.string(message ? { error: message } : undefined).regex(LINE_CONTROLS, { error: message ?? CONTROL_MESSAGE });
}

/** A multi-line text field a client sends (about me, a comment, a message): line breaks and tabs allowed, other control characters not. */
export function multilineText(message?: string) {
  return z.string(message ? { error: message } : undefined).regex(TEXT_CONTROLS, { error: message ?? CONTROL_MESSAGE });
}

/** A row id in a JSON body: a positive integer its `integer` column can hold. */
export function rowId() {
  return z.number().int().positive().max(INT32_MAX);
}

/** A row id in a query string (text, coerced): a positive integer its `integer` column can hold. */
export function queryRowId() {
  return z.coerce.number().int().positive().max(INT32_MAX);
}
