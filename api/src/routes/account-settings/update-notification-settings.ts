import { updateNotificationSettingsEndpoint } from '@dating/shared/contracts/index';
import { loadNotificationSettings, saveNotificationSettings } from '../../account-settings/notification-settings';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';

/** PUT /api/notification-settings.php: sets the viewer's own e-mail/push switches per notification type; answers them as stored. */
export const updateNotificationSettingsRoute: RouteModule = (app, { db }) => {
  route(app, updateNotificationSettingsEndpoint, async (request, viewer) => {
    await saveNotificationSettings(db, viewer.userId, request.body.notification_settings);
    return { notification_settings: await loadNotificationSettings(db, viewer.userId) };
  });
};
