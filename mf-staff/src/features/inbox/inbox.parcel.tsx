import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { InboxScreen } from './inbox-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'inbox', InboxScreen);
