import { HttpResponse, type HttpHandler } from 'msw';
import {
  ACTIVATION_DAILY_LIMIT,
  ACTIVATION_DAILY_LIMIT_MESSAGE,
  ALREADY_CONFIRMED_MESSAGE,
  resendActivationEndpoint,
} from '../contracts/activation';
import { CLIENT_HEADER } from '../contracts/errors';
import type { User } from '../contracts/user';
import { endpointHandler } from './endpoint-handler';
import { errorResponse } from './responses';

export interface ActivationMockState {
  /** Confirmation e-mails "sent" by resend. */
  sent: number;
}

/**
 * msw handler for POST /api/activation-resend.php, answering like the api for the member `user()`
 * returns: logged out 403, confirmed 409 conflict, ACTIVATION_DAILY_LIMIT mails then 429
 * daily_limit_reached.
 */
export function createActivationHandlers(user: () => User | null): { state: ActivationMockState; handlers: HttpHandler[] } {
  const state: ActivationMockState = { sent: 0 };
  const handlers: HttpHandler[] = [
    endpointHandler(resendActivationEndpoint, ({ request }) => {
      if (request.headers.get(CLIENT_HEADER) === null) return errorResponse(403, 'csrf_failed', 'Missing client header');
      const member = user();
      if (!member) return errorResponse(403, 'authentication_required', 'Log in first');
      if (member.status === 'confirmed') return errorResponse(409, 'conflict', ALREADY_CONFIRMED_MESSAGE);
      if (state.sent >= ACTIVATION_DAILY_LIMIT) return errorResponse(429, 'daily_limit_reached', ACTIVATION_DAILY_LIMIT_MESSAGE);
      state.sent += 1;
      return HttpResponse.json({ ok: true, email: member.email });
    }),
  ];
  return { state, handlers };
}
