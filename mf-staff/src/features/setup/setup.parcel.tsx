import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { SetupScreen } from './setup-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'setup', SetupScreen);
