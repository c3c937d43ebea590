import type { RouteModule } from '../../app-context';
import { accountFlagRoutes } from './account-flags';
import { mailChangeRoutes } from './mail-change';
import { notificationSettingsRoutes } from './notification-settings';
import { passwordChangeRoute } from './password-change';

/** Every call of the settings page, registered as one module. */
export const accountSettingsRoutes: RouteModule = (app, ctx) => {
  notificationSettingsRoutes(app, ctx);
  accountFlagRoutes(app, ctx);
  mailChangeRoutes(app, ctx);
  passwordChangeRoute(app, ctx);
};
