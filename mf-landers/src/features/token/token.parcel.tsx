import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { TokenScreen } from './token-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'token', TokenScreen);
