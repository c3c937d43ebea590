import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { ActivationReminder } from '../activation-reminder';
import { SignupMatchesScreen } from './signup-matches-screen';

/**
 * Signup ends on this page (with api_signup_complete), and its layout has no reminder slot: the page
 * shows the activation reminder itself, as the modal on a smartphone.
 */
function SignupMatchesPage() {
  return <SignupMatchesScreen reminder={<ActivationReminder />} />;
}

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'signup-matches', SignupMatchesPage);
