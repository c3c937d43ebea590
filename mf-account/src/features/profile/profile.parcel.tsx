import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { ProfileScreen } from './profile-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'profile', ProfileScreen);
