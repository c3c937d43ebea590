import { createLayoutPieceParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { SignupModal } from './signup-modal';

export const { bootstrap, mount, update, unmount } = createLayoutPieceParcel(remote, 'signup-modal', SignupModal);
