import { NotificationSettingsResponseSchema, NotificationSettingsUpdateSchema } from '@dating/shared/contracts/index';
import { loadNotificationSettings, saveNotificationSettings } from '../../account-settings/notification-settings';
import type { RouteModule } from '../../app-context';
import { requireViewer } from '../../auth/viewer';

/** GET/PUT /api/notification-settings.php: the viewer's own e-mail/push switches per notification type. */
export const notificationSettingsRoutes: RouteModule = (app, { db }) => {
  app.get(
    '/api/notification-settings.php',
    { schema: { response: { 200: NotificationSettingsResponseSchema } } },
    async (request, reply) => {
      const viewer = await requireViewer(db, request);
      reply.header('cache-control', 'no-store');
      return { notification_settings: await loadNotificationSettings(db, viewer.userId) };
    },
  );

  app.put(
    '/api/notification-settings.php',
    { schema: { body: NotificationSettingsUpdateSchema, response: { 200: NotificationSettingsResponseSchema } } },
    async (request) => {
      const viewer = await requireViewer(db, request);
      await saveNotificationSettings(db, viewer.userId, request.body.notification_settings);
      return { notification_settings: await loadNotificationSettings(db, viewer.userId) };
    },
  );
};
