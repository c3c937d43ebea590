import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { LanderScreen } from './lander-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'lander', LanderScreen);
