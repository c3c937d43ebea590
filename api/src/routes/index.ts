import type { RouteModule } from '../app-context';
import { accountDeletionRoutes } from './account-deletion/account-deletion';
import { activationRoutes } from './activation/activation';
import { complaintsRoutes } from './complaints/complaints';
import { geocodeRoute } from './catalog/geocode';
import { interestsRoute } from './catalog/interests';
import { landersRoutes } from './landers/landers';
import { regionsRoute } from './catalog/regions';
import { chatPhotosRoute } from './chat-photos/chat-photos';
import { deleteChatRoute } from './chats/delete-chat';
import { deleteChatsByProfileRoute } from './chats/delete-chats-by-profile';
import { listChatsRoute } from './chats/list-chats';
import { markReadRoute } from './chats/mark-read';
import { openConversationRoute } from './chats/open-conversation';
import { sendMessageRoute } from './chats/send-message';
import { giftsRoute } from './gifts/gifts';
import { paymentCatalogueRoute } from './payments/catalogue';
import { directDebitRoute } from './payments/direct-debit';
import { repeatOrderRoute } from './payments/repeat-order';
import { discountCodeRoute } from './payments/discount-code';
import { sandboxCheckoutRoutes } from './payments/sandbox-checkout';
import { memberPaymentsRoute } from './payments/member-payments';
import { paymentWebhookRoute } from './payments/payment-webhook';
import { mailboxPageRoute } from './dev/mailbox-page';
import { searchGifsRoute } from './gifs/search-gifs';
import { mailboxRoute } from './dev/mailbox';
import { devReminderMailRoute } from './dev/reminder-mail';
import { devPushServiceRoutes } from './dev/push-service';
import { healthRoute } from './health/health';
import { autoLikeRoute } from './likes/auto-like';
import { likeReceivedRoute } from './likes/like-received';
import { listLikesRoute } from './likes/list-likes';
import { listLikesPageRoute } from './likes/list-likes-page';
import { swipeStackRoute } from './likes/swipe-stack';
import { mailFeedbackRoute } from './mail-feedback/mail-feedback';
import { unsubscribeRoutes } from './mail-feedback/unsubscribe';
import { notificationsRoutes } from './notifications/notifications';
import { passwordResetRoutes } from './password-reset/password-reset';
import { pageHiddenRoute } from './presence/page-hidden';
import { myProfileRoute } from './my-profile/my-profile';
import { photosRoute } from './photos/photos';
import { getProfileRoute } from './profile/get-profile';
import { likeRoute } from './likes-actions/like';
import { likeSeenRoute } from './likes-actions/like-seen';
import { swipeRoutes } from './likes-actions/swipe';
import { unlikeRoute } from './likes-actions/unlike';
import { blocksRoute } from './blocks/blocks';
import { reportRoute } from './reports/report';
import { similarRoute } from './similar/similar';
import { matchFinderRoute } from './match-finder/match-finder';
import { companyInfoRoute } from './site/company-info';
import { searchRoute } from './search/search';
import { settingsRoute } from './site/settings';
import { accountSettingsRoutes } from './account-settings/account-settings';
import { signupRoute } from './signup/signup';
import { tokenLinkRoutes } from './token-links/token-links';
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
  tokenLinkRoutes,
  accountSettingsRoutes,
  accountDeletionRoutes,
  signupRoute,
  activationRoutes,
  notificationsRoutes,
  complaintsRoutes,
  unsubscribeRoutes,
  mailFeedbackRoute,
  settingsRoute,
  companyInfoRoute,
  interestsRoute,
  regionsRoute,
  geocodeRoute,
  listChatsRoute,
  deleteChatRoute,
  deleteChatsByProfileRoute,
  openConversationRoute,
  sendMessageRoute,
  chatPhotosRoute,
  giftsRoute,
  paymentCatalogueRoute,
  sandboxCheckoutRoutes,
  memberPaymentsRoute,
  paymentWebhookRoute,
  directDebitRoute,
  repeatOrderRoute,
  discountCodeRoute,
  markReadRoute,
  searchGifsRoute,
  listLikesRoute,
  listLikesPageRoute,
  autoLikeRoute,
  likeReceivedRoute,
  swipeStackRoute,
  searchRoute,
  getProfileRoute,
  likeRoute,
  unlikeRoute,
  likeSeenRoute,
  swipeRoutes,
  blocksRoute,
  reportRoute,
  similarRoute,
  matchFinderRoute,
  myProfileRoute,
  photosRoute,
  pageHiddenRoute,
  landersRoutes,
  healthRoute,
  mailboxRoute,
  mailboxPageRoute,
  devReminderMailRoute,
  devPushServiceRoutes,
];
