import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { JobsScreen } from './jobs-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'jobs', JobsScreen);
