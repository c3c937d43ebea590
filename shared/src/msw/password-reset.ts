import { HttpResponse, type HttpHandler } from 'msw';
import { CLIENT_HEADER } from '../contracts/errors';
import {
  PASSWORD_RESET_DAILY_LIMIT,
  PasswordResetDoRequestSchema,
  PasswordResetRequestSchema,
  checkPasswordResetLinkEndpoint,
  requestPasswordResetEndpoint,
  resetPasswordEndpoint,
} from '../contracts/password-reset';
import { endpointHandler } from './endpoint-handler';
import { freeUserFixture } from './fixtures';
import { errorResponse, readJson } from './responses';

/** The token of the one valid reset link the mock knows (43 base64url characters, like the api's). */
export const FIXTURE_RESET_TOKEN = 'Fixture-reset-token_0123456789abcdefghijklm';

export interface PasswordResetMockState {
  /** Reset e-mails "sent", per address. */
  sent: string[];
  /** Tokens already used (a second use is token_invalid). */
  used: Set<string>;
}

/**
 * msw handlers for POST /api/password-reset.php and GET/POST /api/password-reset-do.php, answering
 * like the api: unknown address 404 not_found, PASSWORD_RESET_DAILY_LIMIT e-mails per address then
 * 429 daily_limit_reached; FIXTURE_RESET_TOKEN works once (and checks as valid until then), anything
 * else is 400 token_invalid (and checks as invalid).
 */
export function createPasswordResetHandlers(): { state: PasswordResetMockState; handlers: HttpHandler[] } {
  const state: PasswordResetMockState = { sent: [], used: new Set() };
  const handlers: HttpHandler[] = [
    endpointHandler(requestPasswordResetEndpoint, async ({ request }) => {
      if (request.headers.get(CLIENT_HEADER) === null) return errorResponse(403, 'csrf_failed', 'Missing client header');
      const body = PasswordResetRequestSchema.safeParse(await readJson(request));
      if (!body.success) return errorResponse(400, 'validation_failed', 'Invalid e-mail', 'email');
      const email = body.data.email.trim().toLowerCase();
      if (email !== freeUserFixture.email) return errorResponse(404, 'not_found', 'E-mail address not found');
      if (state.sent.filter((to) => to === email).length >= PASSWORD_RESET_DAILY_LIMIT) {
        return errorResponse(429, 'daily_limit_reached', 'Too many password reset emails sent, please try again tomorrow.');
      }
      state.sent.push(email);
      return HttpResponse.json({ ok: true, email });
    }),
    // The page's check on opening: reads only, like the api.
    endpointHandler(checkPasswordResetLinkEndpoint, ({ request }) => {
      const token = new URL(request.url).searchParams.get('token');
      return HttpResponse.json({ valid: token === FIXTURE_RESET_TOKEN && !state.used.has(token) });
    }),
    endpointHandler(resetPasswordEndpoint, async ({ request }) => {
      if (request.headers.get(CLIENT_HEADER) === null) return errorResponse(403, 'csrf_failed', 'Missing client header');
      const body = PasswordResetDoRequestSchema.safeParse(await readJson(request));
      if (!body.success) {
        const field = String(body.error.issues[0]?.path[0] ?? 'body');
        return errorResponse(400, 'validation_failed', body.error.issues[0]?.message ?? 'Invalid', field);
      }
      if (body.data.token !== FIXTURE_RESET_TOKEN || state.used.has(body.data.token)) {
        return errorResponse(400, 'token_invalid', 'Link expired or invalid, request a new email');
      }
      state.used.add(body.data.token);
      return HttpResponse.json({ user: structuredClone(freeUserFixture) });
    }),
  ];
  return { state, handlers };
}
