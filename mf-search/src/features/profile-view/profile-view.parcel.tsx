import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { ProfileViewScreen } from './profile-view-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'profile-view', ProfileViewScreen);
