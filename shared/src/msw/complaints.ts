import { HttpResponse, type HttpHandler } from 'msw';
import {
  COMPLAINTS_DAILY_LIMIT,
  COMPLAINTS_DAILY_LIMIT_MESSAGE,
  ComplaintRequestSchema,
  fileComplaintEndpoint,
  type ComplaintRequest,
} from '../contracts/complaints';
import { CLIENT_HEADER } from '../contracts/errors';
import type { User } from '../contracts/user';
import { endpointHandler } from './endpoint-handler';
import { errorResponse } from './responses';

/**
 * msw handler for POST /api/complaints.php, like the api: a member is answered at the account's
 * address, a visitor must give one; COMPLAINTS_DAILY_LIMIT complaints, then daily_limit_reached.
 */
export function createComplaintsHandlers(user: () => User | null = () => null): {
  state: { filed: ComplaintRequest[] };
  handlers: HttpHandler[];
} {
  const state = { filed: [] as ComplaintRequest[] };
  const handlers: HttpHandler[] = [
    endpointHandler(fileComplaintEndpoint, async ({ request }) => {
      if (request.headers.get(CLIENT_HEADER) === null) return errorResponse(403, 'csrf_failed', 'Missing client header');
      const body = ComplaintRequestSchema.safeParse(await request.json().catch(() => undefined));
      if (!body.success)
        return errorResponse(
          400,
          'validation_failed',
          body.error.issues[0]?.message ?? 'invalid',
          String(body.error.issues[0]?.path[0] ?? 'body'),
        );
      const email = user()?.email ?? body.data.email;
      if (!email) return errorResponse(400, 'validation_failed', 'emailRequired', 'email');
      if (state.filed.length >= COMPLAINTS_DAILY_LIMIT) return errorResponse(429, 'daily_limit_reached', COMPLAINTS_DAILY_LIMIT_MESSAGE);
      state.filed.push(body.data);
      return HttpResponse.json({ ok: true, id: 40 + state.filed.length, email });
    }),
  ];
  return { state, handlers };
}
