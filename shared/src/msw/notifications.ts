import { HttpResponse, type HttpHandler } from 'msw';
import { CLIENT_HEADER } from '../contracts/errors';
import {
  MarkNotificationsReadRequestSchema,
  NOTIFICATIONS_PAGE_SIZE,
  listNotificationsEndpoint,
  markNotificationsReadEndpoint,
  type AppNotification,
} from '../contracts/notifications';
import { endpointHandler } from './endpoint-handler';
import { errorResponse } from './responses';

/** A few notifications of each kind the screen knows, newest first. */
export function notificationsFixture(count = 3): AppNotification[] {
  const types = ['like', 'match', 'message'] as const;
  return Array.from({ length: count }, (_, n) => ({
    id: count - n,
    type: types[n % types.length]!,
    payload:
      types[n % types.length] === 'message'
        ? { conversation_id: 501, profile_id: 101, name: 'Sanne' }
        : { profile_id: 101 + n, name: ['Sanne', 'Lotte', 'Eva'][n % 3]! },
    read: n >= 2,
    created_at: new Date(Date.UTC(2025, 2, 10, 12, 0) - n * 3_600_000).toISOString(),
  }));
}

/** msw handlers for GET/PUT /api/notifications.php over an in-memory list, answering like the api. */
export function createNotificationsHandlers(initial: AppNotification[] = notificationsFixture()): {
  state: { items: AppNotification[] };
  handlers: HttpHandler[];
} {
  const state = { items: structuredClone(initial) };
  const unread = () => state.items.filter((n) => !n.read).length;
  const handlers: HttpHandler[] = [
    endpointHandler(listNotificationsEndpoint, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      if (!Number.isInteger(page) || page < 1) return errorResponse(400, 'validation_failed', 'Invalid page', 'page');
      const start = (page - 1) * NOTIFICATIONS_PAGE_SIZE;
      return HttpResponse.json({
        notifications: state.items.slice(start, start + NOTIFICATIONS_PAGE_SIZE),
        page,
        per_page: NOTIFICATIONS_PAGE_SIZE,
        total: state.items.length,
        unread: unread(),
      });
    }),
    endpointHandler(markNotificationsReadEndpoint, async ({ request }) => {
      if (request.headers.get(CLIENT_HEADER) === null) return errorResponse(403, 'csrf_failed', 'Missing client header');
      const body = MarkNotificationsReadRequestSchema.safeParse(await request.json().catch(() => undefined));
      if (!body.success) return errorResponse(400, 'validation_failed', 'Invalid request', 'ids');
      const ids = body.data.ids ? new Set(body.data.ids) : null;
      state.items = state.items.map((n) => (ids === null || ids.has(n.id) ? { ...n, read: true } : n));
      return HttpResponse.json({ unread: unread() });
    }),
  ];
  return { state, handlers };
}
