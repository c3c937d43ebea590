import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { LikesScreen } from './likes-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'likes', LikesScreen);
