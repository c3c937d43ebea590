import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { TeamScreen } from './team-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'team', TeamScreen);
