import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { MembersScreen } from './members-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'members', MembersScreen);
