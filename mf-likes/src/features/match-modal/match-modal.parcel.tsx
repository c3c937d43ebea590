import { createLayoutPieceParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { MatchModal } from './match-modal';

export const { bootstrap, mount, update, unmount } = createLayoutPieceParcel(remote, 'match-modal', MatchModal);
