import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { AccountDeletedScreen } from './account-deleted-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'account-deleted', AccountDeletedScreen);
