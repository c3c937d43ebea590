import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { SignupScreen } from './signup-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'signup', SignupScreen);
