import { describeRemoteParcels } from '@dating/shared/parcel/parcel-test-kit';
import parcels from './parcels';
import { remote } from './remote';

// Every route mf-account owns, mounted through its parcel as the shell would, and the heading it shows.
describeRemoteParcels(remote, parcels, {
  profile: 'My profile',
  notifications: 'Notifications',
  complaints: 'Complaints',
  settings: 'Settings',
  login: 'Log in',
  signup: 'Sign up',
  'signup-matches': 'Your matches',
  'complete-signup': 'Complete your profile',
  'reset-password': 'Reset password',
  'reset-password-do': 'Choose a new password',
  'mail-change-do': 'Confirm your new e-mail address',
  'activate-done': 'Your account is activated',
  'activate-error': 'Activation failed',
  'account-deleted': 'Your account has been deleted',
  'lang-config': 'Choose your language',
});
