import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../remote';
import { ActivateErrorScreen } from './activate-error-screen';

export const { bootstrap, mount, update, unmount } = createRemoteParcel(remote, 'activate-error', ActivateErrorScreen);
