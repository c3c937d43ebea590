import { createLayoutPieceParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { WelcomeBonusBanner } from './welcome-bonus-banner';

export const { bootstrap, mount, update, unmount } = createLayoutPieceParcel(remote, 'welcome-bonus-banner', WelcomeBonusBanner);
