import type { ParcelLoaders } from '@dating/shared/parcel/parcel-contract';

/**
 * The `./parcels` expose: every parcel the shell may mount from mf-account (its routes in the shared
 * route table, then its layout pieces). Each loads on first use, so a route downloads only its feature.
 */
const parcels = {
  profile: () => import(/* webpackChunkName: "profile" */ './features/profile/profile.parcel'),
  notifications: () => import(/* webpackChunkName: "notifications" */ './features/notifications/notifications.parcel'),
  complaints: () => import(/* webpackChunkName: "complaints" */ './features/complaints/complaints.parcel'),
  settings: () => import(/* webpackChunkName: "settings" */ './features/settings/settings.parcel'),
  login: () => import(/* webpackChunkName: "login" */ './features/login/login.parcel'),
  signup: () => import(/* webpackChunkName: "signup" */ './features/signup/signup.parcel'),
  'signup-matches': () => import(/* webpackChunkName: "signup-matches" */ './features/signup-matches/signup-matches.parcel'),
  'complete-signup': () => import(/* webpackChunkName: "complete-signup" */ './features/complete-signup/complete-signup.parcel'),
  'reset-password': () => import(/* webpackChunkName: "reset-password" */ './features/reset-password/reset-password.parcel'),
  'reset-password-do': () => import(/* webpackChunkName: "reset-password-do" */ './features/reset-password-do/reset-password-do.parcel'),
  'mail-change-do': () => import(/* webpackChunkName: "mail-change-do" */ './features/mail-change-do/mail-change-do.parcel'),
  'activate-done': () => import(/* webpackChunkName: "activate-done" */ './features/activate-done/activate-done.parcel'),
  'activate-error': () => import(/* webpackChunkName: "activate-error" */ './features/activate-error/activate-error.parcel'),
  'account-deleted': () => import(/* webpackChunkName: "account-deleted" */ './features/account-deleted/account-deleted.parcel'),
  'lang-config': () => import(/* webpackChunkName: "lang-config" */ './features/lang-config/lang-config.parcel'),
  'signup-modal': () => import(/* webpackChunkName: "signup-modal" */ './features/signup-modal/signup-modal.parcel'),
  'activation-reminder': () =>
    import(/* webpackChunkName: "activation-reminder" */ './features/activation-reminder/activation-reminder.parcel'),
  'profile-photo-alert': () =>
    import(/* webpackChunkName: "profile-photo-alert" */ './features/profile-photo-alert/profile-photo-alert.parcel'),
} satisfies ParcelLoaders;

export default parcels;
