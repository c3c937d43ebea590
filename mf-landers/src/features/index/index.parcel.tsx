import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { IndexScreen } from './index-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'index', IndexScreen);
