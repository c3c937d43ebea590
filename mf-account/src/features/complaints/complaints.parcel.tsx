import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { ComplaintsPage } from './complaints-page';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'complaints', ComplaintsPage);
