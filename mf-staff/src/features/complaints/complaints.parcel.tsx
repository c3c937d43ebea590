import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { ComplaintsScreen } from './complaints-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'complaints', ComplaintsScreen);
