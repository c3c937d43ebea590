import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { ActivateDoneScreen } from './activate-done-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'activate-done', ActivateDoneScreen);
