import type { RouteModule } from '../app-context';
import { activationRoutes } from './activation/activation';
import { geocodeRoute } from './catalog/geocode';
import { interestsRoute } from './catalog/interests';
import { regionsRoute } from './catalog/regions';
import { deleteChatRoute } from './chats/delete-chat';
import { listChatsRoute } from './chats/list-chats';
import { mailboxPageRoute } from './dev/mailbox-page';
import { mailboxRoute } from './dev/mailbox';
import { healthRoute } from './health/health';
import { listLikesRoute } from './likes/list-likes';
import { passwordResetRoutes } from './password-reset/password-reset';
import { pageHiddenRoute } from './presence/page-hidden';
import { getProfileRoute } from './profile/get-profile';
import { companyInfoRoute } from './site/company-info';
import { searchRoute } from './search/search';
import { settingsRoute } from './site/settings';
import { getUserRoute } from './user/get-user';
import { logoutRoute } from './user/logout';
import { postUserRoute } from './user/post-user';
import { putUserRoute } from './user/put-user';

/** Every api route; a new route is one module in its area folder plus one line here. */
export const ROUTES: readonly RouteModule[] = [
  getUserRoute,
  postUserRoute,
  putUserRoute,
  logoutRoute,
  passwordResetRoutes,
  activationRoutes,
  settingsRoute,
  companyInfoRoute,
  interestsRoute,
  regionsRoute,
  geocodeRoute,
  listChatsRoute,
  deleteChatRoute,
  listLikesRoute,
  searchRoute,
  getProfileRoute,
  pageHiddenRoute,
  healthRoute,
  mailboxRoute,
  mailboxPageRoute,
];
