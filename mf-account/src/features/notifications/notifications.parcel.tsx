import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { NotificationsScreen } from './notifications-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'notifications', NotificationsScreen);
