import { createLayoutPieceParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { LikeModal } from './like-modal';

export const { bootstrap, mount, update, unmount } = createLayoutPieceParcel(remote, 'like-modal', LikeModal);
