import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { PhotosScreen } from './photos-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'photos', PhotosScreen);
