import { getNotificationSettingsEndpoint } from '@dating/shared/contracts/index';
import { loadNotificationSettings } from '../../account-settings/notification-settings';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';

/** GET /api/notification-settings.php: the viewer's own e-mail/push switches per notification type. */
export const getNotificationSettingsRoute: RouteModule = (app, { db }) => {
  route(app, getNotificationSettingsEndpoint, async (request, viewer) => {
    return { notification_settings: await loadNotificationSettings(db, viewer.userId) };
  });
};
