import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { lineText } from './fields';

/** An activation link works for a week: long enough for a member who signs up and reads mail later. */
export const ACTIVATION_TTL_MINUTES = 7 * 24 * 60;
/** Activation e-mails per account in any 24 hours (the signup mail included): resends are limited. */
export const ACTIVATION_DAILY_LIMIT = 5;

/** Where the activation link leads after the api claimed its token (routes of the shared route table). */
export const ACTIVATE_DONE_PATH = '/activate/done';
export const ACTIVATE_ERROR_PATH = '/activate/error';

/** POST /api/activation-resend.php: no body; the answer names the address the mail went to. */
const ActivationResendResponseSchema = z.object({ ok: z.literal(true), email: z.string() });

/**
 * The link of the confirmation e-mail: `/activate?token=…`, a path of the site, since a link in a mail never
 * shows an api path (the plain-text part prints it). The api answers it (it activates and redirects to
 * ACTIVATE_DONE_PATH or ACTIVATE_ERROR_PATH), as it still answers `/api/activate.php?token=…` of mails sent before.
 */
export const ACTIVATION_LINK_PATH = '/activate';
export function activationLink(origin: string, token: string): string {
  return `${origin}${ACTIVATION_LINK_PATH}?token=${encodeURIComponent(token)}`;
}

/** The query of the activation link (it redirects, it never answers JSON on success). */
export const ActivateQuerySchema = z.object({ token: lineText().max(256) });

/** Error text of a resend past the daily limit (the browser shows its translation of the code). */
export const ACTIVATION_DAILY_LIMIT_MESSAGE = 'Too many confirmation e-mails sent, please try again tomorrow.';
export const ALREADY_CONFIRMED_MESSAGE = 'Your e-mail address is already confirmed.';

/** Mails a new activation link to a not yet confirmed member (auth); already confirmed is 409, past the daily limit 429. */
export const resendActivationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/activation-resend.php',
  access: 'member',
  cache: 'no-store',
  // Each resend is an e-mail: a script must not be able to use us as a mail cannon.
  rate: { per: 'address', max: 10, windowSeconds: 900 },
  response: ActivationResendResponseSchema,
  errors: ['conflict', 'daily_limit_reached'],
});
