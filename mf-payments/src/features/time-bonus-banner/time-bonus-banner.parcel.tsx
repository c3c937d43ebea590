import { createLayoutPieceParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { TimeBonusBanner } from './time-bonus-banner';

export const { bootstrap, mount, update, unmount } = createLayoutPieceParcel(remote, 'time-bonus-banner', TimeBonusBanner);
