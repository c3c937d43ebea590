import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { ReportsScreen } from './reports-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'reports', ReportsScreen);
