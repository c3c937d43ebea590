import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { rowId } from './fields';

/** In-app notifications per page of /notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** At most this many ids in one "mark read" call. */
const NOTIFICATIONS_MARK_MAX = 100;

/**
 * One in-app notification. `type` names what happened (`like`, `match`, `message`, …; other
 * features add types); `payload` carries what the text needs (`profile_id`, `name`,
 * `conversation_id`). The screen reads only the keys it knows and treats the rest as absent.
 */
const NotificationSchema = z.object({
  id: z.number().int().positive(),
  type: z.string(),
  payload: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type AppNotification = z.infer<typeof NotificationSchema>;

/** GET /api/notifications.php?page=N (1-based). */
const NotificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** Newest first; `total` counts every notification of the member, `unread` the unread ones. */
export const NotificationsResponseSchema = z.object({
  notifications: z.array(NotificationSchema),
  page: z.number().int().min(1),
  per_page: z.number().int().positive(),
  total: z.number().int().min(0),
  unread: z.number().int().min(0),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;

/** PUT /api/notifications.php: mark some (`ids`) or every (`all: true`) notification read. */
export const MarkNotificationsReadRequestSchema = z
  .object({
    ids: z.array(rowId()).min(1).max(NOTIFICATIONS_MARK_MAX).optional(),
    all: z.literal(true).optional(),
  })
  .strict()
  .refine((value) => value.ids !== undefined || value.all === true, { path: ['ids'], message: 'Give ids or all: true' });

const MarkNotificationsReadResponseSchema = z.object({ unread: z.number().int().min(0) });

/** The member's own in-app notifications, newest first, one page (auth). */
export const listNotificationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/notifications.php',
  access: 'member',
  cache: 'no-store',
  query: NotificationsQuerySchema,
  response: NotificationsResponseSchema,
});

/** Marks some or all of the member's notifications read and answers the unread count (auth). */
export const markNotificationsReadEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/notifications.php',
  access: 'member',
  cache: 'no-store',
  body: MarkNotificationsReadRequestSchema,
  response: MarkNotificationsReadResponseSchema,
});
