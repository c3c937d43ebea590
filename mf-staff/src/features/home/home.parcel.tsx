import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { HomeScreen } from './home-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'home', HomeScreen);
