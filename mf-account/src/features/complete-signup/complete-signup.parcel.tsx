import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { CompleteSignupScreen } from './complete-signup-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'complete-signup', CompleteSignupScreen);
