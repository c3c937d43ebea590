import { createLayoutPieceParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { TimeBonusPopup } from './time-bonus-popup';

export const { bootstrap, mount, update, unmount } = createLayoutPieceParcel(remote, 'time-bonus-popup', TimeBonusPopup);
