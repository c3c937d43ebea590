import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { LoginScreen } from './login-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'login', LoginScreen);
