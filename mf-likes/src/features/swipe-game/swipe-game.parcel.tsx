import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { SwipeGameScreen } from './swipe-game-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'swipe-game', SwipeGameScreen);
