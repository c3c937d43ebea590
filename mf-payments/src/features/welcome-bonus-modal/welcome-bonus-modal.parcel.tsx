import { createLayoutPieceParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { WelcomeBonusModal } from './welcome-bonus-modal';

export const { bootstrap, mount, update, unmount } = createLayoutPieceParcel(remote, 'welcome-bonus-modal', WelcomeBonusModal);
