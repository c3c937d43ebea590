import type { RouteModule } from '../app-context';
import { deleteAccountRoute } from './account-deletion/delete-account';
import { oldReactivationLinkRoute } from './account-deletion/old-reactivation-link';
import { reactivateAccountByLinkRoute } from './account-deletion/reactivate-account-by-link';
import { reactivateAccountRoute } from './account-deletion/reactivate-account';
import { claimRetentionDiscountRoute } from './account-deletion/claim-retention-discount';
import { myDataRoute } from './account-deletion/my-data';
import { activationLinkRoute } from './activation/activation';
import { resendActivationRoute } from './activation/resend-activation';
import { fileComplaintRoute } from './complaints/file-complaint';
import { reverseGeocodeRoute } from './catalog/reverse-geocode';
import { listInterestsRoute } from './catalog/list-interests';
import { landerRoute } from './landers/lander';
import { landingProfileRoute } from './landers/landing-profile';
import { startLandingVisitRoute } from './landers/start-landing-visit';
import { endLandingVisitRoute } from './landers/end-landing-visit';
import { listRegionsRoute } from './catalog/list-regions';
import { uploadChatPhotoRoute } from './chat-photos/upload-chat-photo';
import { chatPhotoRoute } from './chat-photos/chat-photos';
import { deleteChatRoute } from './chats/delete-chat';
import { deleteChatsByProfileRoute } from './chats/delete-chats-by-profile';
import { listChatsRoute } from './chats/list-chats';
import { markReadRoute } from './chats/mark-read';
import { getConversationRoute } from './chats/get-conversation';
import { listMessagesRoute } from './chats/list-messages';
import { sendMessageRoute } from './chats/send-message';
import { listGiftsRoute } from './gifts/list-gifts';
import { giftImageRoute } from './gifts/gifts';
import { listCreditBundlesRoute } from './payments/list-credit-bundles';
import { listPaymentMethodsRoute } from './payments/list-payment-methods';
import { getDirectDebitRoute } from './payments/get-direct-debit';
import { createDirectDebitRoute } from './payments/create-direct-debit';
import { resendDirectDebitCodeRoute } from './payments/resend-direct-debit-code';
import { confirmDirectDebitRoute } from './payments/confirm-direct-debit';
import { getRepeatOrderRoute } from './payments/get-repeat-order';
import { createRepeatOrderRoute } from './payments/create-repeat-order';
import { getDiscountCodeRoute } from './payments/get-discount-code';
import { sandboxCheckoutRoutes } from './payments/sandbox-checkout';
import { createPaymentRoute } from './payments/create-payment';
import { getPaymentRoute } from './payments/get-payment';
import { listPaymentsRoute } from './payments/list-payments';
import { paymentWebhookRoute } from './payments/payment-webhook';
import { mailboxMailPageRoute } from './dev/mailbox-mail-page';
import { mailboxPageRoute } from './dev/mailbox-page';
import { searchGifsRoute } from './gifs/search-gifs';
import { getMailboxRoute } from './dev/get-mailbox';
import { sendDevReminderMailRoute } from './dev/send-dev-reminder-mail';
import { devPushDeliveryRoute } from './dev/push-delivery';
import { createDevPushSubscriptionRoute } from './dev/create-dev-push-subscription';
import { getDevReceivedPushesRoute } from './dev/get-dev-received-pushes';
import { getHealthRoute } from './health/get-health';
import { autoLikeRoute } from './likes/auto-like';
import { getLikeReceivedRoute } from './likes/get-like-received';
import { listLikesRoute } from './likes/list-likes';
import { listLikesPageRoute } from './likes/list-likes-page';
import { swipeStackRoute } from './likes/swipe-stack';
import { recordMailFeedbackRoute } from './mail-feedback/record-mail-feedback';
import { unsubscribeRoutes } from './mail-feedback/unsubscribe';
import { listNotificationsRoute } from './notifications/list-notifications';
import { markNotificationsReadRoute } from './notifications/mark-notifications-read';
import { requestPasswordResetRoute } from './password-reset/request-password-reset';
import { checkPasswordResetLinkRoute } from './password-reset/check-password-reset-link';
import { resetPasswordRoute } from './password-reset/reset-password';
import { markPageHiddenRoute } from './presence/mark-page-hidden';
import { getOwnProfileRoute } from './my-profile/get-own-profile';
import { updateOwnProfileRoute } from './my-profile/update-own-profile';
import { listOwnPhotosRoute } from './photos/list-own-photos';
import { uploadPhotoRoute } from './photos/upload-photo';
import { updateOwnPhotosRoute } from './photos/update-own-photos';
import { deleteOwnPhotoRoute } from './photos/delete-own-photo';
import { getMemberProfileRoute } from './profile/get-member-profile';
import { likeProfileRoute } from './likes-actions/like-profile';
import { markLikeSeenRoute } from './likes-actions/mark-like-seen';
import { swipeLikeRoute } from './likes-actions/swipe-like';
import { swipePassRoute } from './likes-actions/swipe-pass';
import { swipeUnpassRoute } from './likes-actions/swipe-unpass';
import { unlikeProfileRoute } from './likes-actions/unlike-profile';
import { blockProfileRoute } from './blocks/block-profile';
import { unblockProfileRoute } from './blocks/unblock-profile';
import { listBlocksRoute } from './blocks/list-blocks';
import { reportProfileRoute } from './reports/report-profile';
import { similarProfilesRoute } from './similar/similar-profiles';
import { matchFinderRoute } from './match-finder/match-finder';
import { getCompanyInfoRoute } from './site/get-company-info';
import { searchMembersRoute } from './search/search-members';
import { getSettingsRoute } from './site/get-settings';
import { getNotificationSettingsRoute } from './account-settings/get-notification-settings';
import { updateNotificationSettingsRoute } from './account-settings/update-notification-settings';
import { updateInvisibleModeRoute } from './account-settings/update-invisible-mode';
import { updateReadReceiptsRoute } from './account-settings/update-read-receipts';
import { updateVisibleToVisitorsRoute } from './account-settings/update-visible-to-visitors';
import { clearNotificationsDisabledRoute } from './account-settings/clear-notifications-disabled';
import { unsubscribePushRoute } from './account-settings/unsubscribe-push';
import { requestMailChangeRoute } from './account-settings/request-mail-change';
import { checkMailChangeLinkRoute } from './account-settings/check-mail-change-link';
import { confirmMailChangeRoute } from './account-settings/confirm-mail-change';
import { changePasswordRoute } from './account-settings/change-password';
import { signUpRoute } from './signup/sign-up';
import { getTokenLinkRoute } from './token-links/get-token-link';
import { tokenLinkLoginRoute } from './token-links/token-link-login';
import { getUserRoute } from './user/get-user';
import { logoutRoute } from './user/logout';
import { logoutByLinkRoute } from './user/logout-by-link';
import { loginRoute } from './user/login';
import { updateUserRoute } from './user/update-user';
import { staffLoginRoute } from './staff/staff-login';
import { verifyStaffTotpRoute } from './staff/verify-staff-totp';
import { enrolStaffTotpRoute } from './staff/enrol-staff-totp';
import { getStaffSessionRoute } from './staff/get-staff-session';
import { staffLogoutRoute } from './staff/staff-logout';
import { staffLogoutEverywhereRoute } from './staff/staff-logout-everywhere';
import { setUpStaffAccountRoute } from './staff/set-up-staff-account';
import { getInboxRoute } from './staff/get-inbox';
import { claimConversationRoute } from './staff/claim-conversation';
import { releaseConversationRoute } from './staff/release-conversation';
import { getInboxConversationRoute } from './staff/get-inbox-conversation';
import { listInboxMessagesRoute } from './staff/list-inbox-messages';
import { replyAsPersonaRoute } from './staff/reply-as-persona';
import { addPersonaFactRoute } from './staff/add-persona-fact';
import { removePersonaFactRoute } from './staff/remove-persona-fact';
import { addMemberNoteRoute } from './staff/add-member-note';
import { staffChatPhotoRoute } from './staff/staff-chat-photo';
import { listStaffAccountsRoute } from './staff/list-staff-accounts';
import { inviteStaffMemberRoute } from './staff/invite-staff-member';
import { renewStaffSetupLinkRoute } from './staff/renew-staff-setup-link';
import { disableStaffAccountRoute } from './staff/disable-staff-account';
import { enableStaffAccountRoute } from './staff/enable-staff-account';
import { listStaffAuditLogRoute } from './staff/list-staff-audit-log';
import { getInboxFiguresRoute } from './staff/get-inbox-figures';
import { searchMembersForStaffRoute } from './staff/members/search-members-for-staff';
import { getMemberForStaffRoute } from './staff/members/get-member-for-staff';
import { refundPaymentRoute } from './staff/members/refund-payment';
import { unblockDirectDebitRoute } from './staff/members/unblock-direct-debit';
import { eraseMemberRoute } from './staff/members/erase-member';
import { getReportQueueRoute } from './reports/get-report-queue';
import { decideRoute } from './reports/decide';
import { getProfileReportQueueRoute } from './reports/get-profile-report-queue';
import { decideProfileRoute } from './reports/decide-profile';
import { decideAppealRoute } from './reports/decide-appeal';
import { getReportedConversationRoute } from './reports/get-reported-conversation';
import { getAppealRoute } from './reports/get-appeal';
import { fileAppealRoute } from './reports/file-appeal';
import { getPhotoQueueRoute } from './staff/get-photo-queue';
import { reviewPhotoRoute } from './staff/review-photo';
import { reviewChatPhotoRoute } from './staff/review-chat-photo';
import { listStaffComplaintsRoute } from './complaints/list-staff-complaints';
import { getStaffComplaintRoute } from './complaints/get-staff-complaint';
import { answerStaffComplaintRoute } from './complaints/answer-staff-complaint';
import { setStaffComplaintStatusRoute } from './complaints/set-staff-complaint-status';
import { getJobQueueRoute } from './staff/get-job-queue';
import { retryDeadJobRoute } from './staff/retry-dead-job';
import { getStaffHomeFiguresRoute } from './staff/get-staff-home-figures';

/** Every api route; a new route is one module in its area folder plus one line here. */
export const ROUTES: readonly RouteModule[] = [
  getUserRoute,
  loginRoute,
  updateUserRoute,
  logoutRoute,
  logoutByLinkRoute,
  requestPasswordResetRoute,
  checkPasswordResetLinkRoute,
  resetPasswordRoute,
  getTokenLinkRoute,
  tokenLinkLoginRoute,
  getNotificationSettingsRoute,
  updateNotificationSettingsRoute,
  updateInvisibleModeRoute,
  updateReadReceiptsRoute,
  updateVisibleToVisitorsRoute,
  clearNotificationsDisabledRoute,
  unsubscribePushRoute,
  requestMailChangeRoute,
  checkMailChangeLinkRoute,
  confirmMailChangeRoute,
  changePasswordRoute,
  deleteAccountRoute,
  oldReactivationLinkRoute,
  reactivateAccountByLinkRoute,
  reactivateAccountRoute,
  claimRetentionDiscountRoute,
  myDataRoute,
  signUpRoute,
  activationLinkRoute,
  resendActivationRoute,
  listNotificationsRoute,
  markNotificationsReadRoute,
  fileComplaintRoute,
  unsubscribeRoutes,
  recordMailFeedbackRoute,
  getSettingsRoute,
  getCompanyInfoRoute,
  listInterestsRoute,
  listRegionsRoute,
  reverseGeocodeRoute,
  listChatsRoute,
  deleteChatRoute,
  deleteChatsByProfileRoute,
  getConversationRoute,
  listMessagesRoute,
  sendMessageRoute,
  uploadChatPhotoRoute,
  chatPhotoRoute,
  listGiftsRoute,
  giftImageRoute,
  listCreditBundlesRoute,
  listPaymentMethodsRoute,
  sandboxCheckoutRoutes,
  createPaymentRoute,
  getPaymentRoute,
  listPaymentsRoute,
  paymentWebhookRoute,
  getDirectDebitRoute,
  createDirectDebitRoute,
  resendDirectDebitCodeRoute,
  confirmDirectDebitRoute,
  getRepeatOrderRoute,
  createRepeatOrderRoute,
  getDiscountCodeRoute,
  markReadRoute,
  searchGifsRoute,
  listLikesRoute,
  listLikesPageRoute,
  autoLikeRoute,
  getLikeReceivedRoute,
  swipeStackRoute,
  searchMembersRoute,
  getMemberProfileRoute,
  likeProfileRoute,
  unlikeProfileRoute,
  markLikeSeenRoute,
  swipeLikeRoute,
  swipePassRoute,
  swipeUnpassRoute,
  blockProfileRoute,
  unblockProfileRoute,
  listBlocksRoute,
  reportProfileRoute,
  similarProfilesRoute,
  matchFinderRoute,
  getOwnProfileRoute,
  updateOwnProfileRoute,
  listOwnPhotosRoute,
  uploadPhotoRoute,
  updateOwnPhotosRoute,
  deleteOwnPhotoRoute,
  markPageHiddenRoute,
  landerRoute,
  landingProfileRoute,
  startLandingVisitRoute,
  endLandingVisitRoute,
  staffLoginRoute,
  verifyStaffTotpRoute,
  enrolStaffTotpRoute,
  getStaffSessionRoute,
  staffLogoutRoute,
  staffLogoutEverywhereRoute,
  setUpStaffAccountRoute,
  getInboxRoute,
  claimConversationRoute,
  releaseConversationRoute,
  getInboxConversationRoute,
  listInboxMessagesRoute,
  replyAsPersonaRoute,
  addPersonaFactRoute,
  removePersonaFactRoute,
  addMemberNoteRoute,
  staffChatPhotoRoute,
  listStaffAccountsRoute,
  inviteStaffMemberRoute,
  renewStaffSetupLinkRoute,
  disableStaffAccountRoute,
  enableStaffAccountRoute,
  listStaffAuditLogRoute,
  getInboxFiguresRoute,
  searchMembersForStaffRoute,
  getMemberForStaffRoute,
  refundPaymentRoute,
  unblockDirectDebitRoute,
  eraseMemberRoute,
  getReportQueueRoute,
  decideRoute,
  getProfileReportQueueRoute,
  decideProfileRoute,
  decideAppealRoute,
  getReportedConversationRoute,
  getAppealRoute,
  fileAppealRoute,
  getPhotoQueueRoute,
  reviewPhotoRoute,
  reviewChatPhotoRoute,
  listStaffComplaintsRoute,
  getStaffComplaintRoute,
  answerStaffComplaintRoute,
  setStaffComplaintStatusRoute,
  getJobQueueRoute,
  retryDeadJobRoute,
  getStaffHomeFiguresRoute,
  getHealthRoute,
  getMailboxRoute,
  mailboxPageRoute,
  mailboxMailPageRoute,
  sendDevReminderMailRoute,
  devPushDeliveryRoute,
  createDevPushSubscriptionRoute,
  getDevReceivedPushesRoute,
];
