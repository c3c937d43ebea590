import { createLayoutPieceParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { ProfilePhotoAlert } from './profile-photo-alert';

export const { bootstrap, mount, update, unmount } = createLayoutPieceParcel(remote, 'profile-photo-alert', ProfilePhotoAlert);
