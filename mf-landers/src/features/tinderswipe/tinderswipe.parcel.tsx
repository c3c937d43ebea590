import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { TinderswipeScreen } from './tinderswipe-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'tinderswipe', TinderswipeScreen);
