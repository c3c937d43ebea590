import { getNotificationSettingsEndpoint, updateNotificationSettingsEndpoint } from '@dating/shared/contracts/index';
import { loadNotificationSettings, saveNotificationSettings } from '../../account-settings/notification-settings';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';

/** GET/PUT /api/notification-settings.php: the viewer's own e-mail/push switches per notification type. */
export const notificationSettingsRoutes: RouteModule = (app, { db }) => {
  route(app, getNotificationSettingsEndpoint, async (request, viewer) => {
    return { notification_settings: await loadNotificationSettings(db, viewer.userId) };
  });

  route(app, updateNotificationSettingsEndpoint, async (request, viewer) => {
    await saveNotificationSettings(db, viewer.userId, request.body.notification_settings);
    return { notification_settings: await loadNotificationSettings(db, viewer.userId) };
  });
};
